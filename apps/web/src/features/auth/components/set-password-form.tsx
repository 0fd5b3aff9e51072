import { Alert, Flex, Form, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { PasswordFields } from '../../../components/password-fields.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { type PasswordLink, useSetPassword } from '../api/set-password.ts';
import { AuthForm, AuthSubmit } from './auth-form.tsx';
import { AuthHeading } from './auth-heading.tsx';
import { inlineErrorMessage } from './inline-error.ts';
import { TextLink } from './text-link.tsx';

const TEXTS = {
  reset: {
    title: 'auth.pages.resetPassword',
    subtitle: 'accounts:reset.subtitle',
    submit: 'accounts:reset.submit',
    noToken: 'accounts:reset.noToken',
  },
  invitation: {
    title: 'auth.pages.newPassword',
    subtitle: 'accounts:invitation.subtitle',
    submit: 'accounts:invitation.submit',
    noToken: 'accounts:invitation.noToken',
  },
} as const;

/**
 * A password set with an e-mailed link (`?token=…`), the link's token being the bearer: a reset link
 * (`/auth/reset-password`) or an invitation (`/auth/new-password`). A spent or expired link is said in
 * place with the way to a new one; success goes to the login page with the server's confirmation.
 */
export function SetPasswordForm({ link }: { link: PasswordLink }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { field } = useLabels('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkToken = params.get('token')?.trim() ?? '';
  const [form] = Form.useForm<{ password: string }>();
  const save = useSetPassword(link, linkToken);
  const [error, setError] = useState<string | null>(null);
  const texts = TEXTS[link];
  useDocumentTitle(t(texts.title));

  const submit = ({ password }: { password: string }) => {
    setError(null);
    save.mutate(password, {
      onSuccess: (answer) => void navigate(LOGIN_PATH, { replace: true, state: { notice: answer.message } }),
      onError: (failure) => {
        if (isHttpError(failure) && failure.kind === 'validation' && failure.details.length > 0) {
          applyFieldErrors(form, failure.details);
          return;
        }
        setError(inlineErrorMessage(failure, t));
      },
    });
  };

  // What to do about a link that does not work: ask for another one.
  const way =
    link === 'reset' ? (
      <TextLink to="/auth/recovery-password" data-testid="request-new-link">
        {t('accounts:reset.requestNew')}
      </TextLink>
    ) : (
      t('accounts:invitation.askAgain')
    );

  return (
    <Flex vertical gap={24}>
      <AuthHeading title={t(texts.title)} subtitle={linkToken ? t(texts.subtitle) : undefined} />
      {error ? (
        <Alert type="error" showIcon title={error} description={way} role="alert" data-testid="link-error" />
      ) : null}
      {linkToken ? (
        <AuthForm<{ password: string }> form={form} onFinish={submit} name={`password-${link}`}>
          <PasswordFields label={field(link === 'reset' ? 'newPassword' : 'password')} autoFocus />
          <AuthSubmit pending={save.isPending} testId="password-submit">
            {t(texts.submit)}
          </AuthSubmit>
        </AuthForm>
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t(texts.noToken)}
          description={way}
          data-testid="link-missing"
        />
      )}
      <Link to="/auth/login" style={{ color: token.colorLink, textAlign: 'center', fontSize: 15 }}>
        {t('auth.backToLogin')}
      </Link>
    </Flex>
  );
}
