import { Card, Empty, Flex, type GlobalToken, theme } from 'antd';
import type { ReactNode } from 'react';

/** One block of the dashboard: a titled card filling its column, or its empty state. */
export function Section({
  title,
  extra,
  footer,
  empty,
  testId,
  children,
}: {
  title: string;
  extra?: ReactNode;
  /** Links under the content (where a long title leaves no room beside it). */
  footer?: ReactNode;
  /** Said instead of the content when there is nothing to show. */
  empty?: string | false;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card
      size="small"
      title={title}
      extra={extra}
      data-testid={testId}
      style={{ height: '100%' }}
      styles={{ title: { whiteSpace: 'normal', padding: '4px 0' }, body: { padding: 16 } }}
    >
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : children}
      {footer ? (
        <Flex gap={16} wrap style={{ marginTop: 12 }}>
          {footer}
        </Flex>
      ) : null}
    </Card>
  );
}

/**
 * The colour of an Ant Design tag preset (`gold`, `processing`, `default`…) as a CSS colour of the
 * current theme, for bars drawn beside such tags.
 */
export function presetColour(name: string, token: GlobalToken): string {
  if (name === 'processing') return token.colorPrimary;
  if (name === 'default') return token.colorTextQuaternary;
  const colour = (token as unknown as Record<string, unknown>)[name];
  return typeof colour === 'string' ? colour : token.colorPrimary;
}

/** A horizontal bar: `share` of the track (0–1) in `colour`; a value above nothing shows at least a sliver. */
export function Bar({ share, colour, height = 10 }: { share: number; colour: string; height?: number }) {
  const { token } = theme.useToken();
  const width = share > 0 ? `max(3px, ${Math.min(1, share) * 100}%)` : '0';
  return (
    <div
      style={{ background: token.colorFillSecondary, borderRadius: height / 2, height, overflow: 'hidden' }}
      aria-hidden
    >
      <div style={{ width, height: '100%', background: colour, borderRadius: height / 2 }} />
    </div>
  );
}
