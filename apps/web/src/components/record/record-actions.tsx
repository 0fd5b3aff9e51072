import { DeleteOutlined, InboxOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http/http-error.ts';
import { notify } from '../../lib/notifier.ts';
import type { RecordController, RecordItem } from './use-record-page.ts';

/** Runs an action whose failure was already reported (a notice, or the page's conflict dialog). */
async function reported(action: () => Promise<void>) {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

/**
 * Archive or restore, and delete (which archives instead when other records use this one), each
 * confirmed first. `children` go in the same card, before them (the lifecycle's actions).
 */
export function RecordActions<Item extends RecordItem, Create, Update>({
  record,
  canEdit,
  canDelete,
  children,
}: {
  record: RecordController<Item, Create, Update>;
  canEdit: boolean;
  canDelete: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { item, api, message } = record;
  const archiveToggle = api.useArchiveToggle();
  const remove = api.useRemove();
  if (!item) return null;
  const archived = Boolean(item.archivedAt);
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        {children}
        <Flex gap={8} wrap>
          {archived ? (
            <Button
              icon={<RollbackOutlined />}
              disabled={!canEdit}
              onClick={() =>
                reported(async () => {
                  await archiveToggle.mutateAsync({ item, action: 'restore' });
                  message.success(t('common:crud.restored'));
                })
              }
            >
              {t('common:crud.restore')}
            </Button>
          ) : (
            <Popconfirm
              title={t('common:crud.archiveConfirmTitle')}
              description={t('common:crud.archiveConfirm')}
              okText={t('common:crud.archive')}
              cancelText={t('common:crud.cancel')}
              onConfirm={() =>
                reported(async () => {
                  await archiveToggle.mutateAsync({ item, action: 'archive' });
                  message.success(t('common:crud.archivedDone'));
                })
              }
              disabled={!canDelete}
            >
              <Button icon={<InboxOutlined />} disabled={!canDelete} data-testid="archive">
                {t('common:crud.archive')}
              </Button>
            </Popconfirm>
          )}
          <Popconfirm
            title={t('common:crud.deleteConfirmTitle')}
            description={t('common:crud.deleteConfirm')}
            okText={t('common:crud.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:crud.cancel')}
            onConfirm={() =>
              reported(async () => {
                const result = await remove.mutateAsync(item.id);
                notify({
                  type: 'success',
                  title:
                    result.outcome === 'archived'
                      ? t('common:crud.archivedInstead')
                      : t('common:crud.deleted'),
                });
                record.leave();
              })
            }
            disabled={!canDelete}
          >
            <Button danger icon={<DeleteOutlined />} disabled={!canDelete} data-testid="delete">
              {t('common:crud.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Card>
  );
}
