import type { LoginBody } from '@recolecta/shared/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LightAlert } from '../../../components/light/light-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { toFieldErrors } from '../../../lib/form-errors.ts';
import { type HttpError, isHttpError } from '../../../lib/http/http-error.ts';
import { preloadNotices } from '../../../lib/notifier.ts';
import { VERIFICATION_PATH } from '../../../lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { type LoginFieldErrors, LoginForm } from '../components/login-form.tsx';

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
  const navigate = useNavigate();
  // A confirmation from the page before (a password just set or reset).
  const notice = stateNotice(useLocation().state);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('auth.login.title'));

  const submit = (values: LoginBody) => {
    setError(null);
    // An error answer is told in a notification, and a success opens the app: either way it is needed.
    preloadNotices();
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
          const byField: LoginFieldErrors = {};
          for (const { name, errors } of toFieldErrors(failure.details)) {
            if (name[0] === 'email' || name[0] === 'password') byField[name[0]] = errors[0];
          }
          setFieldErrors(byField);
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
    <div className="lt-stack">
      <header>
        <h1 className="lt-title">{t('auth.login.title')}</h1>
        <p className="lt-subtitle">{t('auth.login.subtitle')}</p>
      </header>
      {notice && !error ? (
        <LightAlert type="success" title={notice} role="status" data-testid="login-notice" />
      ) : null}
      <LoginForm loading={login.isPending} error={error} serverErrors={fieldErrors} onSubmit={submit} />
      <div className="lt-links">
        <Link to="/auth/recovery-password" className="lt-link">
          {t('auth.login.forgot')}
        </Link>
        <span style={{ color: 'var(--lt-text-secondary)', textAlign: 'center' }}>
          {t('auth.login.noAccount')}{' '}
          <Link to="/auth/register/basic" className="lt-link" style={{ textDecoration: 'underline' }}>
            {t('auth.login.register')}
          </Link>
        </span>
      </div>
    </div>
  );
}
