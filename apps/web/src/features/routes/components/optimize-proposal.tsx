import type { Optimization } from '@recolecta/shared/routes';
import { Flex, List, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { ROUTE_COLOURS, RouteMap } from '../../../components/map/route-map.tsx';

/** The proposal: its routes (each its colour on the map), and the orders left out with the reason. */
export function Proposal({ run }: { run: Optimization }) {
  const { t } = useTranslation();
  const { field, value } = useLabels('routes', 'unassignedReason');
  const placed = run.routes.reduce((sum, r) => sum + r.stops.length, 0);
  return (
    <Flex vertical gap={12} data-testid="optimize-proposal">
      <Typography.Text strong>
        {t('routes:ui.proposal', { routes: run.routes.length, placed })}
      </Typography.Text>
      <RouteMap
        height={260}
        routes={run.routes.map((r, n) => ({
          id: r.vehicleId,
          colour: ROUTE_COLOURS[n % ROUTE_COLOURS.length]!,
          start: { ...run.startStore, id: 'start', label: run.startStore.name },
          end: { ...run.endStore, id: 'end', label: run.endStore.name },
          stops: r.stops.map((s) => ({
            id: s.orderId,
            latitude: s.latitude,
            longitude: s.longitude,
            label: `${s.orderNumber} · ${s.siteName} · ${s.arrival}`,
          })),
        }))}
      />
      <Table
        size="small"
        rowKey="vehicleId"
        pagination={false}
        dataSource={run.routes}
        columns={[
          {
            key: 'colour',
            width: 24,
            render: (_v, _r, n) => (
              <span
                style={{
                  display: 'inline-block',
                  width: 12,
                  height: 12,
                  borderRadius: 6,
                  background: ROUTE_COLOURS[n % ROUTE_COLOURS.length],
                }}
              />
            ),
          },
          { key: 'vehicle', title: field('vehiclePlate'), dataIndex: 'vehiclePlate' },
          { key: 'driver', title: field('driverName'), dataIndex: 'driverName' },
          {
            key: 'stops',
            title: field('stops'),
            render: (_v, r) => r.stops.map((s) => s.orderNumber).join(', '),
          },
          {
            key: 'unloadings',
            title: t('routes:ui.unloadings'),
            render: (_v, r) => (
              <Flex vertical>
                {r.unloadings.map((u) => (
                  <span key={`${u.afterStops}-${u.arrival}`}>
                    {t('routes:ui.unloadAt', { store: u.storeName, time: u.arrival, count: u.afterStops })}
                  </span>
                ))}
                {r.break ? <span>{t('routes:ui.breakAt', r.break)}</span> : null}
              </Flex>
            ),
          },
          { key: 'km', title: field('distanceKm'), dataIndex: 'distanceKm' },
          { key: 'kg', title: field('loadKg'), dataIndex: 'loadKg' },
        ]}
      />
      {run.unassigned.length > 0 ? (
        <List
          size="small"
          header={<Typography.Text strong>{t('routes:ui.unassignedTitle')}</Typography.Text>}
          bordered
          dataSource={run.unassigned}
          data-testid="optimize-unassigned"
          renderItem={(u) => (
            <List.Item>
              {u.orderNumber} · {value('unassignedReason', u.reason)}
            </List.Item>
          )}
        />
      ) : null}
    </Flex>
  );
}
