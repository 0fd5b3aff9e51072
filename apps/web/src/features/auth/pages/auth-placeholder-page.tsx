import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import type { Messages } from '../../../i18n/messages/es.ts';

export type AuthPageTitle = keyof Messages['auth']['pages'];

/** Stands in for the sign-up, verification and password pages another issue builds. */
export function AuthPlaceholderPage({ title }: { title: AuthPageTitle }) {
  const { t } = useTranslation();
  const heading = t(`auth.pages.${title}`);
  useDocumentTitle(heading);
  return (
    <Result
      icon={<ToolOutlined />}
      title={heading}
      subTitle={`${t('comingSoon.title')}.`}
      data-testid="coming-soon"
      extra={
        <Link to="/auth/login">
          <Button type="primary">{t('auth.backToLogin')}</Button>
        </Link>
      }
    />
  );
}
