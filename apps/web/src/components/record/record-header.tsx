import { RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordController, RecordItem } from './use-record-page.ts';

/**
 * The record's name, its status and, when archived, a banner saying so with Restore (when the user
 * may change the record: `canRestore`). Nothing on an add page. `status` is the page's own tag (a
 * lifecycle's status, a user's state).
 */
export function RecordHeader<Item extends RecordItem, Create, Update>({
  record,
  title,
  status,
  canRestore = false,
}: {
  record: RecordController<Item, Create, Update>;
  title?: (item: Item) => ReactNode;
  status?: (item: Item) => ReactNode;
  canRestore?: boolean;
}) {
  const { t } = useTranslation();
  const { item, api, message } = record;
  const toggle = api.useArchiveToggle();
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
      {archived ? (
        <Alert
          type="warning"
          showIcon
          title={t('common:crud.archivedBanner')}
          data-testid="archived-banner"
          action={
            canRestore ? (
              <Button
                icon={<RollbackOutlined />}
                loading={toggle.isPending}
                onClick={async () => {
                  await toggle.mutateAsync({ item, action: 'restore' });
                  message.success(t('common:crud.restored'));
                }}
              >
                {t('common:crud.restore')}
              </Button>
            ) : null
          }
        />
      ) : null}
    </Flex>
  );
}
