import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** `/auth/error-page-1`: a plain error page for flows that cannot go on. */
export function AuthErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.errorPage.title'));
  return (
    <Result
      status="500"
      title={<h1 style={{ font: 'inherit', margin: 0, color: 'inherit' }}>{t('auth.errorPage.title')}</h1>}
      subTitle={t('auth.errorPage.description')}
      data-testid="auth-error-page"
      extra={
        <Button type="primary" onClick={() => navigate('/auth/login')}>
          {t('auth.backToLogin')}
        </Button>
      }
    />
  );
}
