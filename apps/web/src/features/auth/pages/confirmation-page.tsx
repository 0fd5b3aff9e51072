import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { decodeToken } from '../../../lib/jwt.ts';
import { useAdoptVerifiedSession } from '../api/verify-code.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { EmailCodeForm } from '../components/email-code-form.tsx';
import { stateEmail } from '../components/navigation-state.ts';
import { SignupSteps } from '../components/signup-steps.tsx';

/**
 * `/auth/confirmation/:id`: the owner who just signed up enters the e-mailed code; the company moves on
 * to payment. The address comes from the registration (kept in the history entry across reloads);
 * otherwise the form asks for it. The sign-up token opens nothing before this step (decision 0006),
 * so the page does not ask the server who is signing up.
 */
export function ConfirmationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const email = stateEmail(location.state);
  const adopt = useAdoptVerifiedSession();
  useDocumentTitle(t('auth.pages.confirmation'));

  return (
    <Flex vertical gap={20}>
      <SignupSteps current="email" />
      <AuthHeading
        title={t('auth.pages.confirmation')}
        subtitle={email ? t('accounts:code.sentTo', { email }) : t('accounts:code.enterEmail')}
      />
      <EmailCodeForm
        email={email}
        onVerified={(answer) => {
          const owner = decodeToken(answer.response.access_token)?.sub ?? id;
          // First the next page, then the session: the public-page guard lets a session onto it.
          void navigate(`/auth/payment/${owner}`, { replace: true });
          adopt(answer);
        }}
      />
      <Link to="/auth/login" style={{ color: token.colorLink, textAlign: 'center', fontSize: 15 }}>
        {t('auth.backToLogin')}
      </Link>
    </Flex>
  );
}
