import { CloseCircleFilled, ExclamationCircleFilled, StopOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

const ICONS = { error: CloseCircleFilled, warning: ExclamationCircleFilled, forbidden: StopOutlined };

/**
 * A centred icon, title, text and actions. Lighter than Ant Design's `Result` (whose illustrations weigh
 * about 10 KB gzip), so the error and permission screens can live in the entry chunk.
 */
export function StatusMessage({
  tone,
  title,
  description,
  actions,
  testId,
}: {
  tone: keyof typeof ICONS;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  const { token } = theme.useToken();
  const Icon = ICONS[tone];
  const colour = tone === 'warning' ? token.colorWarning : token.colorError;
  return (
    <Flex
      vertical
      align="center"
      gap={12}
      style={{ padding: '48px 24px', textAlign: 'center', color: token.colorText }}
      data-testid={testId}
      role={tone === 'warning' ? 'status' : 'alert'}
    >
      <Icon style={{ fontSize: 64, color: colour }} aria-hidden />
      <h1 style={{ fontSize: 24, fontWeight: 600, margin: '8px 0 0', color: token.colorTextHeading }}>
        {title}
      </h1>
      {description ? (
        <div style={{ color: token.colorTextSecondary, maxWidth: 560, fontSize: token.fontSize }}>
          {description}
        </div>
      ) : null}
      {actions ? (
        <Flex gap={8} wrap justify="center" style={{ marginTop: 12 }}>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
