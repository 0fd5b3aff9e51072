import type { AuditEntry } from '@recolecta/shared/audit';
import type { LabelResource } from '@recolecta/shared/labels';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceApi, Versioned } from '../../lib/resource-api.ts';
import { formatDateTime } from '../crud/dates.ts';
import { useLabels } from '../crud/use-labels.ts';
import { actorLabel } from './actor-label.ts';
import type { RecordController, RecordItem } from './use-record-page.ts';

// A transition's reason is shown with the status changes, not as a field.
const IGNORED = new Set(['version', 'updatedAt', 'createdAt', 'createdBy', 'id', 'reason']);
const WHOLE_RECORD = new Set(['create', 'delete', 'archive', 'restore']);

/** Which fields an update changed, from the audit entry's before and after. */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return Object.keys(after).filter(
    (key) => !IGNORED.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** A lifecycle's move: its audit entry records the status it left and the one it reached. */
function isStatusChange(entry: Pick<AuditEntry, 'before' | 'after'>): boolean {
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return 'status' in after && Object.keys(after).every((key) => key === 'status' || key === 'reason');
}

/** The record's story, newest first, from the audit log (docs/product.md §9). */
export function AuditTimeline({
  options,
  labels,
}: {
  options: ReturnType<ResourceApi<Versioned, never, never>['historyOptions']>;
  labels: LabelResource;
}) {
  const { t } = useTranslation();
  const { field } = useLabels(labels);
  const history = useQuery(options);
  if (history.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const entries = history.data?.data ?? [];
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:crud.historyEmpty')} />;
  return (
    <Timeline
      data-testid="history"
      items={entries.map((entry) => {
        const verb = entry.action.split('.').at(-1) ?? entry.action;
        const fields = WHOLE_RECORD.has(verb) ? [] : changedFields(entry);
        return {
          key: entry.id,
          color: verb === 'delete' || verb === 'archive' ? 'gray' : verb === 'create' ? 'green' : 'blue',
          children: (
            <>
              <Typography.Text strong>
                {/* Account records have verbs of their own (an invitation, a role change, a sign-in);
                    a lifecycle's move is named by the status it led to in the transitions above. */}
                {t([`common:crud.historyActions.${verb}`, `users:history.${verb}`], {
                  defaultValue: isStatusChange(entry) ? t('common:lifecycle.changed') : entry.action,
                })}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">
                {t('common:crud.historyBy', { who: actorLabel(t, entry) })} · {formatDateTime(entry.at)}
              </Typography.Text>
              {fields.length > 0 ? (
                <div>
                  <Typography.Text type="secondary">
                    {t('common:crud.changedFields', { fields: fields.map(field).join(', ') })}
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

/**
 * The history card of an edit page: the audit log, and above it what the page adds (a lifecycle's
 * transitions). Nothing on an add page.
 */
export function RecordHistory<Item extends RecordItem, Create, Update>({
  record,
  children,
}: {
  record: RecordController<Item, Create, Update>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!record.item) return null;
  return (
    <Card size="small" title={t('common:crud.history')}>
      <Flex vertical gap={8}>
        {children}
        <AuditTimeline options={record.api.historyOptions(record.item.id)} labels={record.labels} />
      </Flex>
    </Card>
  );
}
