import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths.ts';

/** A sign-up step opened without a session (another device, an expired token): sign in and come back. */
export function SignInToContinue() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('accounts:common.signInToContinue')}
      action={
        <Link to={LOGIN_PATH}>
          <Button type="primary">{t('accounts:common.goToLogin')}</Button>
        </Link>
      }
      data-testid="sign-in-to-continue"
    />
  );
}
