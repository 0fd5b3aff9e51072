import type { Driver } from '@recolecta/shared/drivers';
import type { Optimization, RouteOptimize } from '@recolecta/shared/routes';
import type { Store } from '@recolecta/shared/stores';
import type { Vehicle } from '@recolecta/shared/vehicles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  message as antMessage,
  Button,
  Checkbox,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Progress,
  Row,
  Space,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { today } from '../../../components/crud/dates.ts';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage } from '../../../components/crud/zod-rules.ts';
import { ROUTE_COLOURS, RouteMap } from '../../../components/map/route-map.tsx';
import { api } from '../../../lib/api-client.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { routesApi } from '../api/routes-api.ts';

interface Values {
  date?: Dayjs | null;
  driverIds?: string[];
  vehicleIds?: string[];
  startStoreId?: string;
  endStoreId?: string;
  startTime?: string;
  timeLimitSeconds?: number;
  disposalStoreIds?: string[];
  unloadMinutes?: number;
  maxShiftHours?: number | null;
  breakFrom?: string;
  breakTo?: string;
  breakMinutes?: number | null;
  fewestVehicles?: boolean;
}

const RUNNING = new Set(['queued', 'running']);

/** The proposal: its routes (each its colour on the map), and the orders left out with the reason. */
function Proposal({ run }: { run: Optimization }) {
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

/**
 * Optimise a day from the routes list: choose the drivers, the vehicles and the stores, run the
 * optimiser (a job on the server; the drawer follows it and can stop it), then accept the proposal
 * as planned routes or discard it.
 */
export function OptimizeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('routes');
  const [form] = Form.useForm<Values>();
  const [runId, setRunId] = useState<string | null>(null);
  const [message, holder] = antMessage.useMessage();
  const client = useQueryClient();
  const [now, setNow] = useState(Date.now());

  const run = useQuery({
    queryKey: ['routes', 'optimize', runId],
    queryFn: ({ signal }) =>
      api.get<{ data: Optimization }>(`/routes/optimize/${runId}`, { signal }).then((r) => r.data),
    enabled: Boolean(runId),
    refetchInterval: (query) => (query.state.data && !RUNNING.has(query.state.data.status) ? false : 700),
  });
  const status = run.data?.status;
  useEffect(() => {
    if (!status || !RUNNING.has(status)) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [status]);

  const start = useMutation({
    mutationFn: (body: RouteOptimize) =>
      api.post<{ data: Optimization }>('/routes/optimize', body).then((r) => r.data),
    onSuccess: (data) => {
      client.setQueryData(['routes', 'optimize', data.id], data);
      setRunId(data.id);
    },
  });
  const act = useMutation({
    mutationFn: (name: 'cancel' | 'discard' | 'accept') =>
      api.post<{ data: Optimization }>(`/routes/optimize/${runId}/${name}`).then((r) => r.data),
    onSuccess: async (data) => {
      client.setQueryData(['routes', 'optimize', data.id], data);
      if (data.status === 'accepted') {
        message.success(t('routes:ui.accepted', { count: data.acceptedRouteIds.length }));
        await client.invalidateQueries({ queryKey: routesApi.keys.all });
        await client.invalidateQueries({ queryKey: ['orders'] });
        setRunId(null);
        onClose();
      }
      if (data.status === 'discarded' || data.status === 'cancelled') setRunId(null);
    },
  });

  const submit = async (values: Values) => {
    try {
      await start.mutateAsync({
        date: values.date ? values.date.format('YYYY-MM-DD') : '',
        driverIds: values.driverIds ?? [],
        vehicleIds: values.vehicleIds ?? [],
        startStoreId: values.startStoreId ?? '',
        endStoreId: values.endStoreId ?? '',
        startTime: values.startTime || '07:00',
        timeLimitSeconds: values.timeLimitSeconds ?? 5,
        ...(values.disposalStoreIds?.length ? { disposalStoreIds: values.disposalStoreIds } : {}),
        unloadMinutes: values.unloadMinutes ?? 20,
        ...(values.maxShiftHours ? { maxShiftHours: values.maxShiftHours } : {}),
        ...(values.breakFrom && values.breakTo && values.breakMinutes
          ? { break: { from: values.breakFrom, to: values.breakTo, minutes: values.breakMinutes } }
          : {}),
        fewestVehicles: values.fewestVehicles ?? false,
      });
    } catch (error) {
      if (error instanceof HttpError && error.details.length > 0) applyFieldErrors(form, error.details);
    }
  };
  const required = (name: string) => [{ required: true, message: requiredMessage(field(name), locale) }];
  const elapsed = run.data?.startedAt ? (now - Date.parse(run.data.startedAt)) / 1000 : 0;
  const limit = run.data?.timeLimitSeconds ?? 5;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      title={t('routes:ui.optimizeTitle')}
      data-testid="optimize-drawer"
      destroyOnHidden
    >
      {holder}
      <Form<Values>
        noValidate
        form={form}
        name="optimize"
        layout="vertical"
        initialValues={{
          date: today().add(1, 'day'),
          startTime: '07:00',
          timeLimitSeconds: 5,
          unloadMinutes: 20,
          fewestVehicles: false,
        }}
        onFinish={submit}
        disabled={Boolean(runId)}
      >
        <Row gutter={16}>
          <FieldCol md={8} name="date" label={field('date')} rules={required('date')}>
            <DatePicker style={{ width: '100%' }} format="L" />
          </FieldCol>
          <FieldCol md={8} name="startTime" label={field('startTime')} rules={required('startTime')}>
            <Input maxLength={5} />
          </FieldCol>
          <FieldCol md={8} name="timeLimitSeconds" label={t('routes:ui.timeLimit')}>
            <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol md={12} name="driverIds" label={t('routes:ui.driverIds')} rules={required('driverId')}>
            <ReferenceSelect<Driver>
              mode="multiple"
              path="drivers"
              params={{ sort: 'lastName:asc', status: 'active' }}
              optionLabel={(d) => `${d.firstName} ${d.lastName}`}
              data-testid="optimize-drivers"
            />
          </FieldCol>
          <FieldCol md={12} name="vehicleIds" label={t('routes:ui.vehicleIds')} rules={required('vehicleId')}>
            <ReferenceSelect<Vehicle>
              mode="multiple"
              path="vehicles"
              params={{ sort: 'plate:asc' }}
              optionLabel={(v) => `${v.plate} · ${v.capacityKg} kg${v.refrigerated ? ' ❄' : ''}`}
              data-testid="optimize-vehicles"
            />
          </FieldCol>
          <FieldCol
            md={12}
            name="startStoreId"
            label={field('startStoreId')}
            rules={required('startStoreId')}
          >
            <ReferenceSelect<Store> path="stores" params={{ sort: 'name:asc' }} optionLabel={(s) => s.name} />
          </FieldCol>
          <FieldCol md={12} name="endStoreId" label={field('endStoreId')} rules={required('endStoreId')}>
            <ReferenceSelect<Store> path="stores" params={{ sort: 'name:asc' }} optionLabel={(s) => s.name} />
          </FieldCol>
          <FieldCol md={16} name="disposalStoreIds" label={t('routes:ui.disposalStoreIds')}>
            <ReferenceSelect<Store>
              mode="multiple"
              path="stores"
              params={{ sort: 'name:asc' }}
              optionLabel={(s) =>
                s.opensAt && s.closesAt ? `${s.name} · ${s.opensAt}–${s.closesAt}` : s.name
              }
              data-testid="optimize-disposal"
            />
          </FieldCol>
          <FieldCol md={8} name="unloadMinutes" label={t('routes:ui.unloadMinutes')}>
            <InputNumber min={0} max={240} precision={0} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol md={6} name="maxShiftHours" label={t('routes:ui.maxShiftHours')}>
            <InputNumber min={1} max={24} step={0.5} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol md={6} name="breakFrom" label={t('routes:ui.breakFrom')}>
            <Input maxLength={5} placeholder="12:00" />
          </FieldCol>
          <FieldCol md={6} name="breakTo" label={t('routes:ui.breakTo')}>
            <Input maxLength={5} placeholder="15:00" />
          </FieldCol>
          <FieldCol md={6} name="breakMinutes" label={t('routes:ui.breakMinutes')}>
            <InputNumber min={5} max={180} precision={0} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol md={24} name="fewestVehicles" valuePropName="checked">
            <Checkbox data-testid="optimize-fewest">{t('routes:ui.fewestVehicles')}</Checkbox>
          </FieldCol>
        </Row>
        <Alert type="info" showIcon title={t('routes:ui.lockedHint')} style={{ marginBottom: 16 }} />
        {runId ? null : (
          <Button type="primary" htmlType="submit" loading={start.isPending} data-testid="optimize-run">
            {t('routes:ui.run')}
          </Button>
        )}
      </Form>
      {run.data && RUNNING.has(run.data.status) ? (
        <Flex vertical gap={8} style={{ marginTop: 16 }} data-testid="optimize-progress">
          <Typography.Text>{t('routes:ui.running', { seconds: Math.floor(elapsed) })}</Typography.Text>
          <Progress percent={Math.min(99, Math.round((elapsed / limit) * 100))} status="active" />
          <Button onClick={() => act.mutate('cancel')} loading={act.isPending} data-testid="optimize-cancel">
            {t('routes:ui.cancelRun')}
          </Button>
        </Flex>
      ) : null}
      {run.data?.status === 'failed' ? (
        <Alert type="error" showIcon title={t('routes:ui.failed', { error: run.data.error ?? '' })} />
      ) : null}
      {run.data?.status === 'done' ? (
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          <Proposal run={run.data} />
          <Space>
            <Button
              type="primary"
              onClick={() => act.mutate('accept')}
              loading={act.isPending}
              disabled={run.data.routes.length === 0}
              data-testid="optimize-accept"
            >
              {t('routes:ui.accept')}
            </Button>
            <Button onClick={() => act.mutate('discard')} data-testid="optimize-discard">
              {t('routes:ui.discard')}
            </Button>
          </Space>
        </Flex>
      ) : null}
    </Drawer>
  );
}
