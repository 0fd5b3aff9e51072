import { Button, notification } from 'antd';
import { useEffect } from 'react';
import { setNoticeSink } from '../../lib/notifier.ts';

/**
 * Lets code outside React (the HTTP client) raise themed, translated notifications. Uses the
 * notification hook alone rather than `<App>`, which would also bring modal and message.
 */
export function NotificationBridge() {
  const [api, holder] = notification.useNotification();
  useEffect(() => {
    setNoticeSink((notice) => {
      api[notice.type]({
        key: notice.key,
        title: notice.title,
        description: notice.description,
        actions: notice.action ? (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              if (notice.key) api.destroy(notice.key);
              notice.action?.onClick();
            }}
          >
            {notice.action.label}
          </Button>
        ) : undefined,
      });
    });
    return () => setNoticeSink(null);
  }, [api]);
  return holder;
}
