import type { Client } from '@recolecta/shared/companies';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/crud/dates.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';

const COLOURS = { past: 'error', near: 'warning', ok: 'success', none: 'default' } as const;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * A client's storage deadline: the date, and a mark when it is near (three days or less) or past,
 * with how many days are left or overdue.
 */
export function DeadlineTag({ client, today }: { client: Client; today: string }) {
  const { t } = useTranslation();
  const { value } = useLabels('companies', 'deadlineStatus');
  if (!client.storageDeadline) return <Tag>{value('deadlineStatus', 'none')}</Tag>;
  const days = daysBetween(today, client.storageDeadline);
  const when =
    days === 0
      ? t('companies:clients.deadlineToday')
      : days > 0
        ? t('companies:clients.deadlineIn', { days })
        : t('companies:clients.deadlinePast', { days: -days });
  return (
    <Space size={4} wrap data-testid="deadline">
      <Typography.Text>{formatDate(client.storageDeadline)}</Typography.Text>
      <Tag color={COLOURS[client.deadlineStatus]}>
        {client.deadlineStatus === 'ok'
          ? when
          : `${value('deadlineStatus', client.deadlineStatus)} · ${when}`}
      </Tag>
    </Space>
  );
}
