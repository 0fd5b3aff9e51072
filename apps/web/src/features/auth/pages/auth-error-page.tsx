import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** `/auth/error-page-1`: a plain error page for flows that cannot go on. */
export function AuthErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.errorPage.title'));
  return (
    <Result
      status="500"
      title={t('auth.errorPage.title')}
      subTitle={t('auth.errorPage.description')}
      data-testid="auth-error-page"
      extra={
        <Link to="/auth/login">
          <Button type="primary">{t('auth.backToLogin')}</Button>
        </Link>
      }
    />
  );
}
