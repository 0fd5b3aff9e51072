import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusMessage } from './status-message.tsx';

/** A page the user's profile may not open: said plainly, inside the layout, with the way home. */
export function NoPermission() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      tone="forbidden"
      title={t('errors.noPermissionTitle')}
      description={t('errors.noPermission')}
      testId="no-permission"
      actions={
        <Button type="primary" onClick={() => void navigate('/app')}>
          {t('errors.goHome')}
        </Button>
      }
    />
  );
}
