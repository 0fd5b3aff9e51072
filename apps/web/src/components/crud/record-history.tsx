import type { AuditEntry } from '@recolecta/shared/audit';
import type { FIELD_LABELS } from '@recolecta/shared/labels';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceApi, Versioned } from '../../lib/resource-api.ts';
import { formatDateTime } from './dates.ts';
import { useLabels } from './use-labels.ts';

const IGNORED = new Set(['version', 'updatedAt', 'createdAt', 'createdBy', 'id']);

/** Which fields an update changed, from the audit entry's before and after. */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return Object.keys(after).filter(
    (key) => !IGNORED.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** The record's story, newest first, from the audit log (PRODUCT §9). */
export function RecordHistory({
  options,
  labels,
}: {
  options: ReturnType<ResourceApi<Versioned, never, never>['historyOptions']>;
  labels: keyof typeof FIELD_LABELS;
}) {
  const { t } = useTranslation();
  const { field } = useLabels(labels);
  const history = useQuery(options);
  if (history.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const entries = history.data?.data ?? [];
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.historyEmpty')} />;
  return (
    <Timeline
      data-testid="history"
      items={entries.map((entry) => {
        const verb = entry.action.split('.').at(-1) ?? entry.action;
        const fields = verb === 'update' ? changedFields(entry) : [];
        return {
          key: entry.id,
          color: verb === 'delete' || verb === 'archive' ? 'gray' : verb === 'create' ? 'green' : 'blue',
          children: (
            <>
              <Typography.Text strong>
                {/* Account records have verbs of their own (an invitation, a role change, a sign-in). */}
                {t([`crud.historyActions.${verb}`, `accounts.history.${verb}`], {
                  defaultValue: entry.action,
                })}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">
                {t('crud.historyBy', { who: entry.actorEmail ?? t('crud.historySystem') })} ·{' '}
                {formatDateTime(entry.at)}
              </Typography.Text>
              {fields.length > 0 ? (
                <div>
                  <Typography.Text type="secondary">
                    {t('crud.changedFields', { fields: fields.map(field).join(', ') })}
                  </Typography.Text>
                </div>
              ) : null}
            </>
          ),
        };
      })}
    />
  );
}
