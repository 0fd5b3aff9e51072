import { CarOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Progress, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { notify } from '../../../lib/notifier.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { StartDay } from '../components/start-day.tsx';
import { StopList } from '../components/stop-list.tsx';
import { StopView } from '../components/stop-view.tsx';
import { SyncBanner } from '../components/sync-banner.tsx';
import { doneCount } from '../offline/local-day.ts';
import { type NewAction, useDriverDay } from '../offline/use-driver-day.ts';

/**
 * `/app/driver` (docs/product.md §9 "Driver view"): today's route on the driver's phone, stop by
 * stop. Every act is queued on the phone first and sent when the network allows.
 */
export function DriverPage() {
  const { t } = useTranslation();
  const driver = useDriverDay();
  const [params, setParams] = useUrlParams();
  const openId = params.get('stop');

  const open = useCallback(
    (orderId: string | null) => {
      setParams(orderId ? { stop: orderId } : {}, { replace: false });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  const act = useCallback(
    (action: NewAction) =>
      void driver.act(action).catch((error: unknown) =>
        // Not even the phone could keep it (its storage full or refused): said at once.
        notify({ type: 'error', title: t('driver:ui.notKept'), description: String(error) }),
      ),
    [driver.act, t],
  );

  const { day } = driver;
  const route = day?.route ?? null;
  const banner = (
    <SyncBanner
      queue={driver.queue}
      online={driver.online}
      savedAt={driver.savedAt}
      onSendNow={driver.sendNow}
      onDismiss={driver.dismiss}
      describe={(orderId) => {
        const stop = route?.stops.find((s) => s.orderId === orderId);
        return stop ? `${t('driver:ui.stopTitle', { position: stop.position + 1 })}: ${stop.siteName}` : '';
      }}
    />
  );

  if (driver.loading) return <PageSpinner />;
  if (!day) {
    return (
      <StatusMessage
        heading="h2"
        tone="error"
        title={t('driver:ui.loadFailed')}
        actions={
          <Button type="primary" onClick={driver.retry}>
            {t('driver:ui.retry')}
          </Button>
        }
      />
    );
  }
  if (day.driverName === null) {
    return <StatusMessage heading="h2" tone="warning" title={t('driver:ui.noDriver')} testId="no-driver" />;
  }
  if (!route) {
    return (
      <Flex vertical gap={12}>
        {banner}
        <Card>
          <Empty description={t('driver:ui.noRoute')} data-testid="no-route" />
        </Card>
      </Flex>
    );
  }

  const stop = openId ? route.stops.find((s) => s.orderId === openId) : undefined;
  const done = doneCount(route.stops);

  return (
    <Flex vertical gap={12} style={{ maxWidth: 560, marginInline: 'auto' }} data-testid="driver-page">
      {banner}
      {stop ? (
        <StopView key={stop.orderId} stop={stop} onAct={act} onBack={() => open(null)} />
      ) : (
        <>
          <Card size="small" data-testid="route-summary">
            <Flex vertical gap={4}>
              <Flex justify="space-between" align="baseline" gap={8} wrap>
                <Typography.Title level={4} style={{ margin: 0 }} data-testid="route-number">
                  {route.number}
                </Typography.Title>
                <Typography.Text>
                  <CarOutlined /> {t('driver:ui.vehicle', { plate: route.vehiclePlate })}
                </Typography.Text>
              </Flex>
              <Typography.Text type="secondary">
                {day.driverName} ·{' '}
                {t('driver:ui.startsAt', { time: route.startTime.slice(0, 5), store: route.startStore })}
              </Typography.Text>
              <Typography.Text strong data-testid="progress">
                {t('driver:ui.stops', { done, total: route.stops.length })}
              </Typography.Text>
              <Progress
                percent={route.stops.length ? Math.round((done / route.stops.length) * 100) : 0}
                showInfo={false}
                aria-hidden
              />
            </Flex>
          </Card>
          {route.signed ? null : (
            <StartDay onStart={(signature) => act({ type: 'start', routeId: route.id, signature })} />
          )}
          {route.signed ? null : (
            <Typography.Text type="secondary">{t('driver:ui.signFirst')}</Typography.Text>
          )}
          <StopList stops={route.stops} disabled={!route.signed} onOpen={open} />
        </>
      )}
    </Flex>
  );
}
