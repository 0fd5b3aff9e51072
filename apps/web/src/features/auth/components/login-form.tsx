import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import type { LoginBody } from '@recolecta/shared/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightAlert } from '../../../components/light/light-alert.tsx';
import { LightButton } from '../../../components/light/light-button.tsx';
import { SvgIcon } from '../../../components/light/svg-icon.tsx';
import { TextField } from '../../../components/light/text-field.tsx';

type Field = keyof LoginBody;
export type LoginFieldErrors = Partial<Record<Field, string>>;

// The server's limits (LoginBody); the inputs do not take more.
const MAX = { email: 254, password: 200 } as const;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * E-mail and password; submits on Enter. Shows the server's answer in place (docs/product.md §6).
 * Plain inputs rather than Ant Design's Form: the login page is the first page a visitor loads, and the
 * component library would triple its download (docs/performance.md, "Pages").
 */
export function LoginForm({
  loading,
  error,
  serverErrors,
  onSubmit,
}: {
  loading: boolean;
  error: string | null;
  /** Messages the server gave per field (a 422), shown under the fields until they change. */
  serverErrors: LoginFieldErrors;
  onSubmit: (values: LoginBody) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [checked, setChecked] = useState<Partial<Record<Field, boolean>>>({});
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setShownServerErrors(serverErrors);
  }

  const labels = { email: t('auth.login.email'), password: t('auth.login.password') };
  // Our required message ("Por favor ingresar {label}", docs/product.md §6), as the other forms say it.
  const required = (field: Field) => t('validation.required').replace('{label}', labels[field]);
  const problem = (field: Field, all: LoginBody): string | undefined => {
    const value = all[field];
    if (!value.trim()) return required(field);
    if (field === 'email' && !EMAIL.test(value.trim())) return t('validation.email');
    return undefined;
  };
  const errorOf = (field: Field) =>
    (checked[field] ? problem(field, values) : undefined) ?? shownServerErrors[field];

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setChecked((c) => ({ ...c, [field]: true }));
    setShownServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setChecked({ email: true, password: true });
    if (problem('email', values) || problem('password', values)) return;
    onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    <form onSubmit={submit} noValidate name="login" aria-busy={loading || undefined}>
      {error ? (
        <LightAlert
          type="error"
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
          role="alert"
        />
      ) : null}
      <TextField
        label={labels.email}
        name="email"
        type="email"
        autoComplete="username"
        placeholder={t('auth.login.emailPlaceholder')}
        autoFocus
        maxLength={MAX.email}
        prefix={<SvgIcon icon={MailOutlined} />}
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={errorOf('email')}
        readOnly={loading}
      />
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={MAX.password}
        prefix={<SvgIcon icon={LockOutlined} />}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        error={errorOf('password')}
        readOnly={loading}
      />
      <LightButton type="submit" variant="primary" large block loading={loading} data-testid="login-submit">
        {t('auth.login.submit')}
      </LightButton>
    </form>
  );
}
