import { FilePdfOutlined } from '@ant-design/icons';
import {
  type Route,
  type RouteCreate,
  type RouteGeometry,
  type RouteUpdate,
  routeLifecycle,
} from '@recolecta/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { useResourceCan } from '../../../components/crud/use-resource-can.ts';
import { ROUTE_COLOURS, RouteMap } from '../../../components/map/route-map.tsx';
import { ORDER_STATUS_COLOURS } from '../../../components/orders/order-status.ts';
import { LifecycleRecordFrame } from '../../../components/record/lifecycle-side.tsx';
import { RecordFields } from '../../../components/record/record-fields.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useRecordPage } from '../../../components/record/use-record-page.ts';
import { ROUTE_STATUS_COLOURS } from '../../../components/routes/route-status.ts';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { notify } from '../../../lib/notifier.ts';
import { routesApi } from '../api/routes-api.ts';
import { RouteFields, type RouteFormValues } from '../components/route-fields.tsx';

function toBody(values: RouteFormValues): RouteCreate {
  return {
    date: values.date ? values.date.format('YYYY-MM-DD') : '',
    startTime: values.startTime || '07:00',
    driverId: values.driverId ?? '',
    vehicleId: values.vehicleId ?? '',
    startStoreId: values.startStoreId ?? '',
    endStoreId: values.endStoreId ?? '',
    notes: values.notes || null,
    stops: values.stops ?? [],
  };
}

function toValues(route: Route): RouteFormValues {
  return {
    date: dayjs(route.date),
    startTime: route.startTime,
    driverId: route.driverId,
    vehicleId: route.vehicleId,
    startStoreId: route.startStore.id,
    endStoreId: route.endStore.id,
    notes: route.notes ?? undefined,
    stops: route.stops.map((s) => s.orderId),
  };
}

/** The saved plan: each stop's arrival and departure, the totals, and the route on the map. */
function RoutePlan({ route }: { route: Route }) {
  const { t } = useTranslation();
  const { field } = useLabels('routes');
  const number = useNumberFormat();
  const totals = [
    { key: 'endTime', value: route.endTime },
    { key: 'distanceKm', value: route.distanceKm === null ? null : number(route.distanceKm) },
    { key: 'loadKg', value: route.loadKg === null ? null : number(route.loadKg) },
    { key: 'loadL', value: route.loadL === null ? null : number(route.loadL) },
  ].filter((row) => row.value !== null);
  const geometry = useQuery({
    queryKey: [...routesApi.keys.all, 'geometry', route.id, route.version],
    queryFn: ({ signal }) =>
      api.get<{ data: RouteGeometry }>(`/routes/${route.id}/geometry`, { signal }).then((r) => r.data),
  });
  const pin = (p: { latitude: number; longitude: number }, id: string, label: string) => ({
    latitude: p.latitude,
    longitude: p.longitude,
    id,
    label,
  });
  return (
    <Card size="small" title={t('routes:fields.stops')} data-testid="route-plan">
      {totals.length > 0 ? (
        <Descriptions
          size="small"
          column={{ xs: 2, md: 4 }}
          items={totals.map((row) => ({ key: row.key, label: field(row.key), children: row.value }))}
        />
      ) : null}
      <RouteMap
        height={280}
        routes={[
          {
            id: route.id,
            colour: ROUTE_COLOURS[0]!,
            start: pin(route.startStore, 'start', route.startStore.name),
            end: pin(route.endStore, 'end', route.endStore.name),
            stops: route.stops.map((s) => pin(s, s.orderId, `${s.orderNumber} · ${s.siteName}`)),
            path: geometry.data?.line.map(([latitude, longitude]) => ({ latitude, longitude })),
          },
        ]}
      />
      <Table
        size="small"
        rowKey="orderId"
        pagination={false}
        style={{ marginTop: 12 }}
        dataSource={route.stops}
        columns={[
          { key: 'n', title: '#', render: (_v, s) => s.position + 1, width: 48 },
          {
            key: 'order',
            title: t('orders:fields.number'),
            render: (_v, s) => <Link to={`/app/orders/edit/${s.orderId}`}>{s.orderNumber}</Link>,
          },
          {
            key: 'site',
            title: t('orders:fields.siteName'),
            render: (_v, s) => `${s.siteName} · ${s.address}`,
          },
          {
            key: 'window',
            title: t('orders:fields.window'),
            render: (_v, s) => (s.windowStart && s.windowEnd ? `${s.windowStart}–${s.windowEnd}` : '—'),
          },
          {
            key: 'times',
            title: field('times'),
            render: (_v, s) => (
              <Typography.Text data-testid="stop-times">{`${s.arrival}–${s.departure}`}</Typography.Text>
            ),
          },
          { key: 'items', title: t('orders:fields.items'), dataIndex: 'items' },
          {
            key: 'status',
            title: t('orders:fields.status'),
            render: (_v, s) => (
              <StatusTag group="orderStatus" value={s.orderStatus} colours={ORDER_STATUS_COLOURS} />
            ),
          },
        ]}
      />
    </Card>
  );
}

/**
 * Add (`/app/routes/add`) and edit (`/app/routes/edit/:id`) one route: its day, driver, vehicle and
 * stores, the stops picked from the day's requested orders and put in order, the saved plan with the
 * map, and the lifecycle (start, complete, cancel) with its history. A client reads its own stops.
 */
export function RouteFormPage() {
  const { id } = useParams();
  const can = useResourceCan('routes');
  const record = useRecordPage({ api: routesApi, id, listPath: '/app/routes', labels: 'routes' });
  const editable = id ? can.update && record.item?.status === 'planned' : can.create;
  const { t } = useTranslation();
  return (
    <LifecycleRecordFrame record={record} lifecycle={routeLifecycle} words="routes" statusGroup="routeStatus">
      <RecordHeader
        record={record}
        title={(route) => `${route.number} · ${route.driverName} · ${route.vehiclePlate}`}
        status={(route) => (
          <StatusTag group="routeStatus" value={route.status} colours={ROUTE_STATUS_COLOURS} />
        )}
      />
      {record.item && can.update ? (
        <Flex justify="flex-end">
          <Button
            icon={<FilePdfOutlined />}
            onClick={() =>
              downloadFile(`routes/${record.item!.id}/sheet.pdf`, new URLSearchParams(), 'route.pdf').catch(
                (error: Error) =>
                  notify({ type: 'error', title: t('routes:ui.sheet'), description: error.message }),
              )
            }
            data-testid="route-sheet"
          >
            {t('routes:ui.sheet')}
          </Button>
        </Flex>
      ) : null}
      {record.item ? <RoutePlan route={record.item} /> : null}
      {can.update || can.create ? (
        <RecordFields<Route, RouteFormValues, RouteCreate, RouteUpdate>
          record={record}
          canEdit={Boolean(editable)}
          initialValues={{ startTime: '07:00', stops: [] }}
          toValues={toValues}
          toCreate={toBody}
          toUpdate={toBody}
        >
          {(form) => <RouteFields form={form} editable={Boolean(editable)} route={record.item} />}
        </RecordFields>
      ) : null}
    </LifecycleRecordFrame>
  );
}
