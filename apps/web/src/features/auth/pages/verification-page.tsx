import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useAdoptVerifiedSession } from '../api/verify-code.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { EmailCodeForm } from '../components/email-code-form.tsx';
import { stateEmail } from '../components/navigation-state.ts';

/**
 * `/auth/verification`: a user whose e-mail is not verified tried to sign in (412); the server sent a
 * code. Once verified they are signed in and go home, or to their company's next step.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const email = stateEmail(useLocation().state);
  const adopt = useAdoptVerifiedSession();
  useDocumentTitle(t('auth.pages.verification'));
  return (
    <Flex vertical gap={20}>
      <AuthHeading
        title={t('auth.pages.verification')}
        subtitle={email ? t('accounts:code.sentTo', { email }) : t('accounts:code.enterEmail')}
      />
      <EmailCodeForm
        email={email}
        onVerified={(answer) => {
          // Signed in: the root sends the user home, or to their company's next sign-up step.
          void navigate('/', { replace: true });
          adopt(answer);
        }}
      />
      <Link to="/auth/login" style={{ color: token.colorLink, textAlign: 'center', fontSize: 15 }}>
        {t('auth.backToLogin')}
      </Link>
    </Flex>
  );
}
