import { Alert, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordController, RecordItem } from './use-record-page.ts';

/**
 * The record's name, its status and, when archived, a banner saying so. Nothing on an add page.
 * `status` is the page's own tag (a lifecycle's status, a user's state).
 */
export function RecordHeader<Item extends RecordItem, Create, Update>({
  record,
  title,
  status,
}: {
  record: RecordController<Item, Create, Update>;
  title?: (item: Item) => ReactNode;
  status?: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation();
  const { item } = record;
  if (!item) return null;
  const archived = Boolean(item.archivedAt);
  return (
    <Flex vertical gap={12} data-testid="record-header">
      <Flex align="center" gap={8} wrap>
        {title ? (
          <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
            {title(item)}
          </Typography.Title>
        ) : null}
        {status ? status(item) : null}
        {archived ? <Tag color="default">{t('common:crud.archivedBadge')}</Tag> : null}
      </Flex>
      {archived ? <Alert type="warning" showIcon title={t('common:crud.archivedBanner')} /> : null}
    </Flex>
  );
}
