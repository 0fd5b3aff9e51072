import { MailOutlined } from '@ant-design/icons';
import type { EmailBody } from '@recolecta/shared/accounts';
import { Alert, Flex, Form, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { EmailField } from '../../../components/email-field.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthForm, AuthSubmit } from '../components/auth-form.tsx';
import { AuthHeading } from '../components/auth-heading.tsx';
import { inlineErrorMessage } from '../components/inline-error.ts';

/**
 * `/auth/recovery-password`: asks for a reset link. The answer is the same whether or not the address
 * has an account (docs/product.md §2), so the page only repeats it.
 */
export function RecoveryPasswordPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { field } = useLabels('accounts');
  const [form] = Form.useForm<EmailBody>();
  const request = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  useDocumentTitle(t('auth.pages.recoveryPassword'));

  const submit = (values: EmailBody) => {
    setError(null);
    setSent(null);
    request.mutate(
      { email: values.email.trim() },
      {
        onSuccess: (answer) => setSent(answer.message),
        onError: (failure) => {
          if (isHttpError(failure) && failure.details.length > 0) applyFieldErrors(form, failure.details);
          else setError(inlineErrorMessage(failure, t));
        },
      },
    );
  };

  return (
    <Flex vertical gap={24}>
      <AuthHeading title={t('auth.pages.recoveryPassword')} subtitle={t('accounts:recovery.subtitle')} />
      {sent ? (
        <Alert
          type="success"
          showIcon
          title={sent}
          description={t('accounts:recovery.sentHint')}
          role="status"
          data-testid="recovery-sent"
        />
      ) : null}
      <AuthForm<EmailBody> form={form} onFinish={submit} name="recovery" error={error}>
        <EmailField
          label={field('email')}
          prefix={<MailOutlined />}
          autoComplete="email"
          placeholder={t('auth.login.emailPlaceholder')}
          autoFocus
        />
        <AuthSubmit pending={request.isPending} testId="recovery-submit">
          {t('accounts:recovery.submit')}
        </AuthSubmit>
      </AuthForm>
      <Link to="/auth/login" style={{ color: token.colorLink, textAlign: 'center', fontSize: 15 }}>
        {t('auth.backToLogin')}
      </Link>
    </Flex>
  );
}
