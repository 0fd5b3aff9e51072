import { Spin, theme } from 'antd';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A list's loading state over its rows only: the column titles (their sort), the filter bar and the
 * pagination stay in view and usable while the next page loads; Ant Design's own `loading` would
 * cover the whole table. The area is measured from the table when loading starts.
 */
export function BodyLoading({ spinning, children }: { spinning: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState<{ top: number; height: number } | null>(null);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!spinning || !root) {
      setArea(null);
      return;
    }
    const box = root.getBoundingClientRect();
    const head = root.querySelector('.ant-table-thead')?.getBoundingClientRect();
    const body = root.querySelector('.ant-table-tbody')?.getBoundingClientRect();
    const top = head ? head.bottom - box.top : 0;
    const bottom = body ? body.bottom - box.top : box.height;
    setArea({ top, height: Math.max(bottom - top, 48) });
  }, [spinning]);

  return (
    <div ref={ref} style={{ position: 'relative' }} aria-busy={spinning || undefined}>
      {children}
      {spinning && area ? (
        <div
          data-testid="list-loading"
          style={{
            position: 'absolute',
            insetInline: 0,
            top: area.top,
            height: area.height,
            zIndex: 10,
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'flex-start',
            paddingTop: Math.max(8, Math.min(area.height / 2 - 16, 96)),
          }}
        >
          <div style={{ position: 'absolute', inset: 0, background: token.colorBgContainer, opacity: 0.5 }} />
          <Spin />
        </div>
      ) : null}
    </div>
  );
}
