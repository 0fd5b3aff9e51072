import { Button, ConfigProvider, notification } from 'antd';
import { useEffect } from 'react';
import { setNoticeSink } from '../../lib/notifier.ts';
import { useAntdConfig } from './antd-providers.tsx';

/**
 * Lets code outside React (the HTTP client) raise themed, translated notifications. Uses the
 * notification hook alone rather than `<App>`, which would also bring modal and message.
 */
function NotificationBridge() {
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

/** The notifications, with their own Ant Design configuration (they may open on the public pages). */
export function NotificationHost() {
  return (
    <ConfigProvider {...useAntdConfig()}>
      <NotificationBridge />
    </ConfigProvider>
  );
}
