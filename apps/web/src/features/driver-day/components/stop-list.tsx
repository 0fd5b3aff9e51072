import { RightOutlined } from '@ant-design/icons';
import { Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LocalStop } from '../offline/local-day.ts';
import { hhmm, StopStatus, windowText } from './stop-status.tsx';

/** The day's stops in their order, each a large target opening the stop. */
export function StopList({
  stops,
  disabled,
  onOpen,
}: {
  stops: readonly LocalStop[];
  disabled: boolean;
  onOpen: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8} role="list" data-testid="stops">
      {stops.map((stop) => {
        const slot = windowText(stop);
        return (
          <Card
            key={stop.orderId}
            size="small"
            role="listitem"
            data-testid={`stop-${stop.position}`}
            styles={{ body: { padding: 0 } }}
          >
            <button
              type="button"
              disabled={disabled}
              onClick={() => onOpen(stop.orderId)}
              aria-label={`${t('driver:ui.stopTitle', { position: stop.position + 1 })}: ${stop.siteName}`}
              style={{
                all: 'unset',
                boxSizing: 'border-box',
                width: '100%',
                padding: 12,
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                cursor: disabled ? 'not-allowed' : 'pointer',
                opacity: disabled ? 0.6 : 1,
              }}
            >
              <span
                aria-hidden
                style={{
                  flex: 'none',
                  width: 32,
                  height: 32,
                  borderRadius: 16,
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 600,
                  background: token.colorPrimaryBg,
                  color: token.colorPrimary,
                }}
              >
                {stop.position + 1}
              </span>
              <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong ellipsis>
                  {stop.siteName}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
                  {stop.address}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {slot ? t('driver:ui.window', { window: slot }) : null}
                  {slot ? ' · ' : null}~{hhmm(stop.arrival)}
                </Typography.Text>
                <StopStatus stop={stop} />
              </Flex>
              <RightOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
            </button>
          </Card>
        );
      })}
    </Flex>
  );
}
