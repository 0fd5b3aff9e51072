import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** In place of a list that could not load: says so, with a button to try again. */
export function ListLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      message={t('common:crud.loadFailed')}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('common:crud.retry')}
        </Button>
      }
    />
  );
}
