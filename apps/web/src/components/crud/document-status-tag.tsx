import type { DocumentStatus } from '@recolecta/shared/documents';
import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate, today } from './dates.ts';
import { useLabels } from './use-labels.ts';

const COLOURS: Record<DocumentStatus, string | undefined> = {
  none: undefined,
  valid: 'green',
  expiring: 'gold',
  expired: 'red',
};

/** An expiry date with its mark: a warning from 30 days before, red after (docs/product.md §9). */
export function DocumentDate({ date, status }: { date: string | null; status: DocumentStatus }) {
  const { t } = useTranslation();
  const { value } = useLabels('common');
  // A document not on record stops a route as an expired one does: a mark, not a dash.
  if (!date) {
    return (
      <Tag color="red" data-status="none">
        {value('documentStatus', 'none')}
      </Tag>
    );
  }
  const days = dayjs(date.slice(0, 10)).diff(today(), 'day');
  const hint =
    status === 'expired'
      ? t('common:crud.expiredOn', { date: formatDate(date) })
      : t('common:crud.expiresIn', { days });
  const text = formatDate(date);
  if (status === 'valid') return <span>{text}</span>;
  return (
    <Tooltip title={hint}>
      <Tag color={COLOURS[status]} data-status={status}>
        {text} · {value('documentStatus', status)}
      </Tag>
    </Tooltip>
  );
}

export function DocumentStatusTag({ status }: { status: DocumentStatus }) {
  const { value } = useLabels('common');
  if (status === 'none' || status === 'valid') return null;
  return (
    <Tag color={COLOURS[status]} data-status={status}>
      {value('documentStatus', status)}
    </Tag>
  );
}
