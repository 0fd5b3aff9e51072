import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/dates.ts';

/** Who signed a section and when, or that nobody has yet. */
export function Signed({ name, at, testId }: { name: string | null; at: string | null; testId: string }) {
  const { t } = useTranslation();
  if (!at) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        <ClockCircleOutlined /> {t('manifests:ui.notSigned')}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text data-testid={testId}>
      <CheckCircleFilled style={{ color: '#16a34a' }} />{' '}
      {t('manifests:ui.signedBy', { name: name || '—', at: formatDateTime(at) })}
    </Typography.Text>
  );
}
