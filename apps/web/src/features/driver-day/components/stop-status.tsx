import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type LocalStop, stopOutcome } from '../offline/local-day.ts';

const TAGS = {
  open: { colour: 'default', icon: <ClockCircleOutlined />, word: 'driver:ui.open' },
  collected: { colour: 'success', icon: <CheckCircleOutlined />, word: 'driver:ui.collected' },
  failed: { colour: 'error', icon: <CloseCircleOutlined />, word: 'driver:ui.failed' },
} as const;

/** A stop's state for the driver (to do, collected, failed), and "waiting to be sent" while queued. */
export function StopStatus({ stop }: { stop: LocalStop }) {
  const { t } = useTranslation();
  const tag = TAGS[stopOutcome(stop)];
  return (
    <Flex gap={4} wrap data-testid="stop-status">
      <Tag color={tag.colour} icon={tag.icon} style={{ marginInlineEnd: 0 }}>
        {t(tag.word)}
      </Tag>
      {stop.waiting ? (
        <Tag
          color="warning"
          icon={<SyncOutlined />}
          style={{ marginInlineEnd: 0 }}
          data-testid="stop-waiting"
        >
          {t('driver:ui.waiting')}
        </Tag>
      ) : null}
    </Flex>
  );
}

/** A moment as the time of day, in the page's language. */
export function useClock() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (iso: string) => format.format(new Date(iso));
}

export const hhmm = (time: string | null) => (time ? time.slice(0, 5) : '');

/** "08:00–14:00", or nothing when the site keeps no window. */
export function windowText(stop: Pick<LocalStop, 'windowStart' | 'windowEnd'>) {
  return stop.windowStart && stop.windowEnd ? `${hhmm(stop.windowStart)}–${hhmm(stop.windowEnd)}` : '';
}
