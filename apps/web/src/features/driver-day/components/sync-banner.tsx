import { CloudUploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueueState } from '../offline/action-queue.ts';
import { useClock } from './stop-status.tsx';

/**
 * What the phone still holds: offline, the acts waiting to be sent (and "send now"), "everything
 * sent" once they are, and each act the server refused with its message.
 */
export function SyncBanner({
  queue,
  online,
  savedAt,
  onSendNow,
  onDismiss,
  describe,
}: {
  queue: QueueState;
  online: boolean;
  savedAt: string | null;
  onSendNow: () => void;
  onDismiss: (id: string) => void;
  /** Names the stop an act was for. */
  describe: (orderId: string | null) => string;
}) {
  const { t } = useTranslation();
  const waiting = queue.queued.length;
  const time = useClock();
  return (
    <Flex vertical gap={8} data-testid="sync-banner" aria-live="polite">
      {online ? null : (
        <Alert type="warning" showIcon message={t('driver:ui.offline')} data-testid="offline" />
      )}
      {savedAt ? (
        <Alert type="info" showIcon message={t('driver:ui.savedCopy', { time: time(savedAt) })} />
      ) : null}
      {waiting > 0 ? (
        <Alert
          type="info"
          showIcon
          icon={<CloudUploadOutlined />}
          data-testid="pending"
          message={waiting === 1 ? t('driver:ui.pendingOne') : t('driver:ui.pending', { count: waiting })}
          action={
            <Button size="small" onClick={onSendNow} loading={queue.sending}>
              {queue.sending ? t('driver:ui.sending') : t('driver:ui.sendNow')}
            </Button>
          }
        />
      ) : queue.sent > 0 && queue.rejected.length === 0 ? (
        <Alert type="success" showIcon message={t('driver:ui.synced')} data-testid="synced" />
      ) : null}
      {queue.rejected.map((row) => (
        <Alert
          key={row.id}
          type="error"
          showIcon
          data-testid="rejected"
          message={t('driver:ui.rejected', { message: row.rejected?.message ?? '' })}
          description={describe(row.action.type === 'start' ? null : row.action.orderId)}
          action={
            <Button size="small" onClick={() => onDismiss(row.id)}>
              {t('driver:ui.dismiss')}
            </Button>
          }
        />
      ))}
    </Flex>
  );
}
