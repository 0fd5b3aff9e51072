import type { LoginBody } from '@recolecta/shared/auth';
import { Alert, Flex, Form, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { type HttpError, isHttpError } from '../../../lib/http/http-error.ts';
import { VERIFICATION_PATH } from '../../../lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { LoginForm } from '../components/login-form.tsx';

/** A confirmation the page before handed over (`{ notice }`): a password just set or reset. */
function stateNotice(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice ? notice : undefined;
}

/** What to say in place for a failed sign-in; server and network trouble already raised a notification. */
/** The login page's own wording of a refusal (the component hands the texts in, already translated). */
interface LoginTexts {
  rateLimited: (seconds: number) => string;
  failed: string;
}

function inlineMessage(error: HttpError, texts: LoginTexts): string | null {
  switch (error.kind) {
    case 'timeout':
    case 'network':
    case 'server':
    case 'email-not-verified':
      return null;
    case 'rate-limited':
      return error.retryAfterSeconds === undefined
        ? error.message
        : texts.rateLimited(error.retryAfterSeconds);
    default:
      return error.message || texts.failed;
  }
}

export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  // A confirmation from the page before (a password just set or reset).
  const notice = stateNotice(useLocation().state);
  const [form] = Form.useForm<LoginBody>();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('auth.login.title'));

  const submit = (values: LoginBody) => {
    setError(null);
    login.mutate(values, {
      // The root sends the user to their home (docs/product.md §5).
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (failure) => {
        if (!isHttpError(failure)) {
          setError(t('auth.login.failed'));
          return;
        }
        if (failure.kind === 'email-not-verified') {
          void navigate(VERIFICATION_PATH, { state: { email: values.email } });
          return;
        }
        if (failure.kind === 'validation' && failure.details.length > 0) {
          applyFieldErrors(form, failure.details);
        }
        setError(
          inlineMessage(failure, {
            rateLimited: (seconds) => t('auth.login.rateLimited', { seconds }),
            failed: t('auth.login.failed'),
          }),
        );
      },
    });
  };

  return (
    <Flex vertical gap={24}>
      <header>
        <h1 style={{ fontSize: 28, fontWeight: 600, margin: '0 0 4px', color: token.colorTextHeading }}>
          {t('auth.login.title')}
        </h1>
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('auth.login.subtitle')}</p>
      </header>
      {notice && !error ? (
        <Alert type="success" showIcon title={notice} role="status" data-testid="login-notice" />
      ) : null}
      <LoginForm form={form} loading={login.isPending} error={error} onSubmit={submit} />
      <Flex vertical align="center" gap={8} style={{ fontSize: 15 }}>
        <Link to="/auth/recovery-password" style={{ color: token.colorLink }}>
          {t('auth.login.forgot')}
        </Link>
        <span style={{ color: token.colorTextSecondary, textAlign: 'center' }}>
          {t('auth.login.noAccount')}{' '}
          <Link to="/auth/register/basic" style={{ color: token.colorLink }}>
            {t('auth.login.register')}
          </Link>
        </span>
      </Flex>
    </Flex>
  );
}
