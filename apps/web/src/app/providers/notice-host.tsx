import { Component, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazyNamed } from '../../components/lazy-named.ts';
import type { Notice } from '../../lib/http/error-effects.ts';
import { hasWaitingNotice, onNoticeWaiting, setNoticePreloader, setNoticeSink } from '../../lib/notifier.ts';

const loadHost = () => import('./notification-host.tsx');
const NotificationHost = lazyNamed(loadHost, 'NotificationHost');

/**
 * Starts loading the notifications (Ant Design's) ahead of need, e.g. when a form is sent: an error
 * answer then shows at once, and the signed-in app that follows a login finds the library loaded.
 */
export function preloadNoticeHost() {
  void loadHost().catch(() => {});
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

setNoticePreloader(preloadNoticeHost);

let wanted = false;
const wantedListeners = new Set<() => void>();
function onWanted(listener: () => void) {
  wantedListeners.add(listener);
  const stopWaiting = onNoticeWaiting(listener);
  return () => {
    wantedListeners.delete(listener);
    stopWaiting();
  };
}
const isWanted = () => wanted || hasWaitingNotice();

/** If the notifications cannot load (the network is gone), the notices in plain boxes instead. */
class PlainNotices extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainNoticeList /> : this.props.children;
  }
}

function PlainNoticeList() {
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => {
    // Takes over the queue, and the notices raised from now on.
    setNoticeSink((notice) =>
      setNotices((list) => [...list.filter((n) => !notice.key || n.key !== notice.key), notice]),
    );
    return () => setNoticeSink(null);
  }, []);
  if (notices.length === 0) return null;
  return (
    <div className="lt-root lt-notices">
      {notices.map((notice, index) => (
        <div key={notice.key ?? index} className="lt-alert lt-alert-error" role="alert">
          <div>
            <strong>{notice.title}</strong>
            {notice.description ? <div>{notice.description}</div> : null}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Mounts the notification host when the first notice is raised, or once something asked for it ahead
 * (`preloadNoticeHost`). Until then, notices wait in the notifier's queue: the public pages load no
 * component library for a notification nobody needed.
 */
export function NoticeHost() {
  const waiting = useSyncExternalStore(onWanted, isWanted, () => false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (waiting) setNeeded(true);
  }, [waiting]);
  if (!needed) return null;
  return (
    <PlainNotices>
      <Suspense fallback={null}>
        <NotificationHost />
      </Suspense>
    </PlainNotices>
  );
}
