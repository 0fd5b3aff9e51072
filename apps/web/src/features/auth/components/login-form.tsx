import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { LoginBody } from '@recolecta/shared/auth';
import { Alert, Button, Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** E-mail and password; submits on Enter. Shows the server's answer in place (docs/product.md §6). */
export function LoginForm({
  form,
  loading,
  error,
  onSubmit,
}: {
  form: FormInstance<LoginBody>;
  loading: boolean;
  error: string | null;
  onSubmit: (values: LoginBody) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form<LoginBody>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      disabled={loading}
      name="login"
      size="large"
    >
      {error ? (
        <Alert
          type="error"
          title={error}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="login-error"
          role="alert"
        />
      ) : null}
      <Form.Item
        name="email"
        label={t('auth.login.email')}
        rules={[
          { required: true, whitespace: true },
          { type: 'email', message: t('validation.email') },
          { max: 254 },
        ]}
      >
        <Input
          prefix={<MailOutlined />}
          type="email"
          autoComplete="username"
          placeholder={t('auth.login.emailPlaceholder')}
          autoFocus
        />
      </Form.Item>
      <Form.Item name="password" label={t('auth.login.password')} rules={[{ required: true }, { max: 200 }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
