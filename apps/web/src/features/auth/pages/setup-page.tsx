import { KeyOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { type SetupBody, setupBodySchema } from '@recolecta/shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Skeleton, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { setupStateOptions, useSetup } from '../api/setup.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { inlineErrorMessage } from '../components/inline-error.ts';

/** Once a user exists: nothing to set up, the way is the login page. */
function AlreadySetUp() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('accounts:setup.done')}
      description={
        <Flex vertical gap={8} align="flex-start">
          {t('accounts:setup.doneHint')}
          <Link to={LOGIN_PATH} data-testid="setup-to-login">
            {t('accounts:common.goToLogin')}
          </Link>
        </Flex>
      }
      data-testid="setup-done"
    />
  );
}

/**
 * `/auth/setup` (docs/product.md §8): the first admin of an install without users, with the one-time
 * code the server printed when it started. The rules are the shared schema's; a wrong or expired code
 * is said under its field. On success the admin is signed in and goes home.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { field, locale } = useLabels('accounts');
  const navigate = useNavigate();
  const [form] = Form.useForm<SetupBody>();
  const state = useQuery(setupStateOptions());
  const setup = useSetup();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useDocumentTitle(t('accounts:setup.title'));

  const submit = (values: SetupBody) => {
    setError(null);
    setup.mutate(values, {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (failure) => {
        if (isHttpError(failure) && failure.code === 'SETUP_DONE') {
          setDone(true);
          return;
        }
        if (isHttpError(failure) && failure.details.length > 0) {
          applyFieldErrors(form, failure.details);
          return;
        }
        setError(inlineErrorMessage(failure, t));
      },
    });
  };

  const body = () => {
    if (state.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (done || state.data?.needed === false) return <AlreadySetUp />;
    return (
      <Form<SetupBody>
        noValidate
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        name="setup"
        size="large"
      >
        <Form.Item
          name="code"
          label={t('accounts:setup.code')}
          extra={t('accounts:setup.codeHint')}
          rules={[
            { required: true, whitespace: true, message: requiredMessage(t('accounts:setup.code'), locale) },
          ]}
          normalize={(value: string) => value.toUpperCase()}
        >
          <Input
            prefix={<KeyOutlined />}
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={100}
            autoFocus
            dir="ltr"
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('accounts:setup.name')}
          rules={zodRules(setupBodySchema.shape.name, t('accounts:setup.name'), locale)}
        >
          <Input prefix={<UserOutlined />} autoComplete="name" maxLength={120} />
        </Form.Item>
        <Form.Item
          name="email"
          label={field('email')}
          rules={[
            { required: true, whitespace: true, message: requiredMessage(field('email'), locale) },
            { type: 'email', message: t('validation.email') },
            { max: 254 },
          ]}
        >
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" dir="ltr" />
        </Form.Item>
        <PasswordFields label={field('password')} />
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={setup.isPending} data-testid="setup-submit">
            {t('accounts:setup.submit')}
          </Button>
        </Form.Item>
      </Form>
    );
  };

  return (
    <Flex vertical gap={24} data-testid="setup-page">
      <AuthHeading title={t('accounts:setup.title')} subtitle={t('accounts:setup.subtitle')} />
      {error ? <Alert type="error" showIcon title={error} role="alert" data-testid="setup-error" /> : null}
      {body()}
      <Link to={LOGIN_PATH} style={{ color: token.colorLink, textAlign: 'center', fontSize: 15 }}>
        {t('auth.backToLogin')}
      </Link>
    </Flex>
  );
}
