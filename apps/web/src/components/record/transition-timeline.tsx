import type { ValueLabelGroup } from '@recolecta/shared/labels';
import { useQuery } from '@tanstack/react-query';
import { Divider, Flex, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguagePack } from '../../i18n/language-store.ts';
import { formatDateTime } from '../crud/dates.ts';
import { valueText } from '../crud/use-labels.ts';
import { actorLabel } from './actor-label.ts';
import type { RecordController, RecordItem } from './use-record-page.ts';

/** The record's status changes, newest first: from and to, who, when and the reason given. */
export function TransitionTimeline<Item extends RecordItem, Create, Update>({
  record,
  statusGroup,
}: {
  record: RecordController<Item, Create, Update>;
  statusGroup: ValueLabelGroup;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguagePack();
  const id = record.item?.id ?? '';
  const transitions = useQuery({ ...record.api.transitionsOptions(id), enabled: Boolean(id) });
  if (!record.item) return null;
  const status = (value: string) => valueText(statusGroup, value, locale);
  if (transitions.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  const moves = transitions.data ?? [];
  // No move yet: the history below says enough.
  if (moves.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('common:lifecycle.timeline')}</Typography.Text>
      <Timeline
        data-testid="transitions"
        items={moves.map((move) => ({
          key: move.id,
          color: 'blue',
          children: (
            <>
              <Typography.Text strong>{status(move.to)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {t('common:lifecycle.move', { from: status(move.from), to: status(move.to) })} ·{' '}
                {t('common:crud.historyBy', { who: actorLabel(t, move) })} · {formatDateTime(move.at)}
              </Typography.Text>
              {move.reason ? (
                <div>
                  <Typography.Text>
                    {t('common:lifecycle.reasonWas', { reason: move.reason })}
                  </Typography.Text>
                </div>
              ) : null}
            </>
          ),
        }))}
      />
      <Divider style={{ margin: '4px 0 12px' }} />
    </Flex>
  );
}
