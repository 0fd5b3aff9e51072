import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  LockOutlined,
  NodeIndexOutlined,
  PlusOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { Driver } from '@recolecta/shared/drivers';
import type { Order } from '@recolecta/shared/orders';
import { type Route, type RouteCreate, type RouteReorderResult, routeFields } from '@recolecta/shared/routes';
import type { Store } from '@recolecta/shared/stores';
import type { Vehicle } from '@recolecta/shared/vehicles';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Flex,
  Form,
  type FormInstance,
  Input,
  List,
  Row,
  Space,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { ORDER_STATUS_COLOURS } from '../../../components/orders/order-status.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { api } from '../../../lib/api-client.ts';
import { everyPage, type ListAnswer } from '../../../lib/resource-api.ts';

/** The form's values: the body the API takes, the date held by a picker. */
export type RouteFormValues = FormValues<RouteCreate, 'date'>;

/**
 * An order as a list line: its number on top, then the site, window and kg, wrapping between words
 * beside the line's buttons (a long site name never squeezes the number into one letter a line).
 */
function OrderLine({
  order,
  position,
  actions = [],
  scheduled = false,
}: {
  order: Order | undefined;
  position?: number;
  actions?: ReactNode[];
  /** In the day's pool, an order scheduled by hand says so (its client was told the day). */
  scheduled?: boolean;
}) {
  const prefix = position === undefined ? null : <strong>{position + 1}. </strong>;
  const window = order?.windowStart && order.windowEnd ? ` · ${order.windowStart}–${order.windowEnd}` : '';
  return (
    <Flex gap={8} align="center" style={{ width: '100%' }}>
      <List.Item.Meta
        style={{ minWidth: 0 }}
        title={
          <Typography.Text>
            {prefix}
            {order?.number}
          </Typography.Text>
        }
        description={
          order ? (
            <>
              {`${order.siteName}${window} · ${order.estimatedKg} kg`}
              {scheduled && order.status === 'scheduled' ? (
                <>
                  {' '}
                  <StatusTag group="orderStatus" value="scheduled" colours={ORDER_STATUS_COLOURS} />
                </>
              ) : null}
            </>
          ) : null
        }
      />
      {actions.length > 0 ? <Space size={4}>{actions}</Space> : null}
    </Flex>
  );
}

/**
 * The route's stops as an ordered list of orders, beside the day's requested orders not on any route.
 * Buttons add, move up, move down and remove (each reachable by keyboard); the server recomputes the
 * times, load and distance when the route is saved.
 */
function StopsEditor({
  value = [],
  onChange,
  date,
  disabled,
  route,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  date: string | undefined;
  disabled: boolean;
  /** The saved route, when editing one: its stops' order may be optimised (`POST /routes/:id/optimize-order`). */
  route?: Route;
}) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const [locked, setLocked] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'info' | 'warning'; text: string } | null>(null);
  const unassigned = useQuery({
    queryKey: ['orders', 'unassigned', date],
    queryFn: ({ signal }) => everyPage<Order>('/orders', { awaitingRoute: date, sort: 'number:asc' }, signal),
    enabled: Boolean(date),
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({
    queryKey: ['orders', 'ids', value],
    queryFn: ({ signal }) =>
      api.get<ListAnswer<Order>>('/orders', { query: { ids: value.join(','), pageSize: 100 }, signal }),
    enabled: value.length > 0,
    placeholderData: keepPreviousData,
  });
  const known = new Map(
    [...(unassigned.data?.data ?? []), ...(chosen.data?.data ?? [])].map((o) => [o.id, o]),
  );
  const free = (unassigned.data?.data ?? []).filter((o) => !value.includes(o.id));
  const set = (ids: string[]) => {
    setOutcome(null);
    onChange?.(ids);
  };
  const saved = route?.stops.map((s) => s.orderId) ?? [];
  const unsaved = saved.length !== value.length || saved.some((id, n) => id !== value[n]);
  const reorder = useMutation({
    mutationFn: () =>
      api
        .post<{ data: RouteReorderResult }>(`/routes/${route!.id}/optimize-order`, {
          lockedOrderIds: locked.filter((id) => value.includes(id)),
        })
        .then((r) => r.data),
    onSuccess: (result) => {
      if (result.unassigned.length > 0) {
        const orders = result.unassigned.map((u) => known.get(u.orderId)?.number ?? u.orderId).join(', ');
        setOutcome({ type: 'warning', text: t('routes:ui.reorderUnfit', { orders }) });
      } else if (result.distanceKm < result.previousDistanceKm) {
        onChange?.(result.stops);
        setOutcome({
          type: 'success',
          text: t('routes:ui.reorderBetter', {
            km: number(result.distanceKm),
            previous: number(result.previousDistanceKm),
          }),
        });
      } else {
        setOutcome({
          type: 'info',
          text: t('routes:ui.reorderSame', { km: number(result.previousDistanceKm) }),
        });
      }
    },
  });
  const toggleLock = (id: string) =>
    setLocked((now) => (now.includes(id) ? now.filter((v) => v !== id) : [...now, id]));
  const swap = (i: number, j: number) => {
    const next = [...value];
    [next[i], next[j]] = [next[j]!, next[i]!];
    set(next);
  };
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Card size="small" title={t('routes:ui.unassigned')} data-testid="unassigned-orders">
          <List
            size="small"
            loading={unassigned.isFetching}
            dataSource={free}
            locale={{ emptyText: <Empty description={t('routes:ui.noUnassigned')} /> }}
            renderItem={(o) => (
              <List.Item>
                <OrderLine
                  order={o}
                  scheduled
                  actions={[
                    <Button
                      key="add"
                      size="small"
                      icon={<PlusOutlined />}
                      disabled={disabled}
                      onClick={() => set([...value, o.id])}
                      aria-label={`${t('routes:ui.addStop')}: ${o.number}`}
                    />,
                  ]}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card
          size="small"
          title={t('routes:fields.stops')}
          data-testid="route-stops"
          extra={
            route && !disabled ? (
              <Button
                size="small"
                icon={<NodeIndexOutlined />}
                loading={reorder.isPending}
                disabled={value.length < 2 || unsaved}
                title={unsaved ? t('routes:ui.saveFirst') : t('routes:ui.lockHint')}
                onClick={() => reorder.mutate()}
                data-testid="optimize-order"
              >
                {t('routes:ui.optimizeOrder')}
              </Button>
            ) : null
          }
        >
          {outcome ? (
            <Alert
              type={outcome.type}
              showIcon
              closable
              onClose={() => setOutcome(null)}
              title={outcome.text}
              style={{ marginBottom: 8 }}
              data-testid="reorder-outcome"
            />
          ) : null}
          <List
            size="small"
            dataSource={value}
            locale={{ emptyText: <Empty description={t('routes:ui.noStops')} /> }}
            renderItem={(id, n) => {
              const o = known.get(id);
              return (
                <List.Item data-testid={`stop-${n}`}>
                  <OrderLine
                    order={o}
                    position={n}
                    actions={
                      disabled
                        ? []
                        : [
                            ...(route
                              ? [
                                  <Button
                                    key="lock"
                                    size="small"
                                    type={locked.includes(id) ? 'primary' : 'default'}
                                    icon={locked.includes(id) ? <LockOutlined /> : <UnlockOutlined />}
                                    aria-pressed={locked.includes(id)}
                                    onClick={() => toggleLock(id)}
                                    aria-label={`${t(locked.includes(id) ? 'routes:ui.unlock' : 'routes:ui.lock')}: ${o?.number ?? id}`}
                                    title={t('routes:ui.lockHint')}
                                  />,
                                ]
                              : []),
                            <Button
                              key="up"
                              size="small"
                              icon={<ArrowUpOutlined />}
                              disabled={n === 0}
                              onClick={() => swap(n, n - 1)}
                              aria-label={`${t('routes:ui.moveUp')}: ${o?.number ?? id}`}
                            />,
                            <Button
                              key="down"
                              size="small"
                              icon={<ArrowDownOutlined />}
                              disabled={n === value.length - 1}
                              onClick={() => swap(n, n + 1)}
                              aria-label={`${t('routes:ui.moveDown')}: ${o?.number ?? id}`}
                            />,
                            <Button
                              key="remove"
                              size="small"
                              danger
                              icon={<DeleteOutlined />}
                              onClick={() => set(value.filter((v) => v !== id))}
                              aria-label={`${t('routes:ui.remove')}: ${o?.number ?? id}`}
                            />,
                          ]
                    }
                  />
                </List.Item>
              );
            }}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** The route's day, driver, vehicle, stores, departure and stops; rules from the shared schema. */
export function RouteFields({
  form,
  editable,
  route,
}: {
  form: FormInstance<RouteFormValues>;
  editable: boolean;
  route?: Route;
}) {
  const { field, locale } = useLabels('routes');
  const date = Form.useWatch('date', form) as Dayjs | null | undefined;
  const required = (name: string) => [{ required: true, message: requiredMessage(field(name), locale) }];
  return (
    <>
      <Row gutter={16}>
        <FieldCol md={6} name="date" label={field('date')} rules={required('date')}>
          <DatePicker style={{ width: '100%' }} format="L" data-testid="route-date" />
        </FieldCol>
        <FieldCol
          md={6}
          name="startTime"
          label={field('startTime')}
          rules={zodRules(routeFields.startTime, field('startTime'), locale, { required: true })}
        >
          <Input placeholder="07:00" maxLength={5} />
        </FieldCol>
        <FieldCol md={6} name="driverId" label={field('driverId')} rules={required('driverId')}>
          <ReferenceSelect<Driver>
            path="drivers"
            params={{ sort: 'lastName:asc', status: 'active' }}
            optionLabel={(d) => `${d.firstName} ${d.lastName}`}
            data-testid="route-driver"
          />
        </FieldCol>
        <FieldCol md={6} name="vehicleId" label={field('vehicleId')} rules={required('vehicleId')}>
          <ReferenceSelect<Vehicle>
            path="vehicles"
            params={{ sort: 'plate:asc' }}
            optionLabel={(v) => `${v.plate} · ${v.capacityKg} kg${v.refrigerated ? ' ❄' : ''}`}
            data-testid="route-vehicle"
          />
        </FieldCol>
        <FieldCol md={12} name="startStoreId" label={field('startStoreId')} rules={required('startStoreId')}>
          <ReferenceSelect<Store> path="stores" params={{ sort: 'name:asc' }} optionLabel={(s) => s.name} />
        </FieldCol>
        <FieldCol md={12} name="endStoreId" label={field('endStoreId')} rules={required('endStoreId')}>
          <ReferenceSelect<Store> path="stores" params={{ sort: 'name:asc' }} optionLabel={(s) => s.name} />
        </FieldCol>
      </Row>
      <Form.Item name="stops" label={field('stops')}>
        <StopsEditor date={date ? date.format('YYYY-MM-DD') : undefined} disabled={!editable} route={route} />
      </Form.Item>
      <Form.Item name="notes" label={field('notes')}>
        <Input.TextArea rows={2} maxLength={1000} showCount />
      </Form.Item>
    </>
  );
}
