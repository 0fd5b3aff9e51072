import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Order } from '@recolecta/shared/orders';
import { planRoute, type Route } from '@recolecta/shared/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Empty, Flex, Modal, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_COLOURS, RouteMap } from '../../../components/map/route-map.tsx';
import { ORDER_STATUS_COLOURS } from '../../../components/orders/order-status.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { api } from '../../../lib/api-client.ts';
import { ownErrors } from '../../../lib/http/error-owners.ts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { everyPage } from '../../../lib/resource-api.ts';
import { organisationToday } from '../../../lib/time-zone.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { routesApi } from '../api/routes-api.ts';
import { type Columns, dropInColumn, enterColumn } from '../lib/board-moves.ts';

const POOL = 'pool';

/** What the board knows of an order wherever it sits: where, when and how heavy. */
interface Stop {
  id: string;
  number: string;
  site: string;
  latitude: number;
  longitude: number;
  windowStart: string | null;
  windowEnd: string | null;
  kg: number;
  /** Scheduled by hand (its client was told the day) and not on a route yet. */
  scheduled: boolean;
}

const fromOrder = (o: Order): Stop => ({
  id: o.id,
  number: o.number,
  site: o.siteName,
  latitude: o.siteLatitude,
  longitude: o.siteLongitude,
  windowStart: o.windowStart,
  windowEnd: o.windowEnd,
  kg: o.estimatedKg,
  scheduled: o.status === 'scheduled',
});

const fromRouteStop = (s: Route['stops'][number]): Stop => ({
  id: s.orderId,
  number: s.orderNumber,
  site: s.siteName,
  latitude: s.latitude,
  longitude: s.longitude,
  windowStart: s.windowStart,
  windowEnd: s.windowEnd,
  kg: s.estimatedKg,
  scheduled: false,
});

/** One order card, draggable with the mouse or, focused, with the keyboard (space, arrows, space). */
function StopCard({
  stop,
  note,
  late,
  onMove,
}: {
  stop: Stop;
  note?: string;
  late?: boolean;
  /** On a route: move the stop up (-1) or down (+1), or back to the pool (0), by buttons too. */
  onMove?: (step: -1 | 0 | 1) => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: stop.id,
  });
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        cursor: 'grab',
        padding: '6px 8px',
        borderRadius: 6,
        border: `1px solid ${late ? '#ff4d4f' : '#d9d9d9'}`,
        background: '#fff',
      }}
      data-testid={`board-order-${stop.number}`}
      {...attributes}
      {...listeners}
    >
      <Flex justify="space-between" gap={8}>
        <Typography.Text strong>{stop.number}</Typography.Text>
        {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {stop.site}
        {stop.windowStart && stop.windowEnd ? ` · ${stop.windowStart}–${stop.windowEnd}` : ''} · {stop.kg} kg
      </Typography.Text>
      {stop.scheduled ? (
        <StatusTag group="orderStatus" value="scheduled" colours={ORDER_STATUS_COLOURS} />
      ) : null}
      {late ? (
        <Tag color="red" style={{ marginInlineStart: 6 }}>
          {t('routes:ui.late')}
        </Tag>
      ) : null}
      {onMove ? (
        // The buttons' own keys and presses: not the start of a drag of the card around them.
        <Flex
          gap={4}
          justify="flex-end"
          onKeyDown={(event) => event.stopPropagation()}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            onClick={() => onMove(-1)}
            aria-label={`${t('routes:ui.moveUp')}: ${stop.number}`}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            onClick={() => onMove(1)}
            aria-label={`${t('routes:ui.moveDown')}: ${stop.number}`}
          />
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            onClick={() => onMove(0)}
            aria-label={`${t('routes:ui.remove')}: ${stop.number}`}
          />
        </Flex>
      ) : null}
    </div>
  );
}

/** A column the cards drop into: the pool of unassigned orders, or a route's stops in order. */
function Column({ id, ids, children }: { id: string; ids: string[]; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <SortableContext id={id} items={ids} strategy={verticalListSortingStrategy}>
      <Flex
        ref={setNodeRef}
        vertical
        gap={6}
        style={{ minHeight: 80, padding: 6, borderRadius: 8, background: isOver ? '#f0f5ff' : undefined }}
        data-testid={`board-column-${id}`}
      >
        {children}
      </Flex>
    </SortableContext>
  );
}

/**
 * The dispatch board of one day (`/app/routes?view=board&date=…`): the day's requested orders not on
 * a route, beside each planned route of the day. Cards move between columns and within a route by
 * dragging (or by keyboard); the times, load and distance of a route recompute at once, with a
 * warning on a late stop or an overload; each changed route is saved on its own, and a route someone
 * else saved meanwhile is answered 409 and offered for reload.
 */
export function DispatchBoard() {
  const { t } = useTranslation();
  const [params, setParams] = useUrlParams();
  const date =
    params.get('date') && dayjs(params.get('date')).isValid() ? params.get('date')! : organisationToday();
  const client = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const routes = useQuery({
    queryKey: [...routesApi.keys.all, 'board', date],
    queryFn: ({ signal }) => everyPage<Route>('/routes', { date, status: 'planned' }, signal),
  });
  const pool = useQuery({
    queryKey: ['orders', 'board', date],
    queryFn: ({ signal }) => everyPage<Order>('/orders', { awaitingRoute: date, sort: 'number:asc' }, signal),
  });

  const stops = useMemo(() => {
    const map = new Map<string, Stop>();
    for (const o of pool.data?.data ?? []) map.set(o.id, fromOrder(o));
    for (const r of routes.data?.data ?? []) for (const s of r.stops) map.set(s.orderId, fromRouteStop(s));
    return map;
  }, [pool.data, routes.data]);

  const [columns, setColumns] = useState<Columns>({});
  const [saving, setSaving] = useState<string | null>(null);
  // The columns as the server has them, whenever it answers anew.
  useEffect(() => {
    if (!routes.data || !pool.data) return;
    const next: Columns = { [POOL]: pool.data.data.map((o) => o.id) };
    for (const r of routes.data.data) next[r.id] = r.stops.map((s) => s.orderId);
    setColumns(next);
  }, [routes.data, pool.data]);

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    // Entering below the card it is over when the dragged card's top is past that card's middle.
    const top = active.rect.current.translated?.top;
    const below = top !== undefined && top > over.rect.top + over.rect.height / 2;
    setColumns((current) => enterColumn(current, String(active.id), String(over.id), below) ?? current);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = dropInColumn(columns, String(active.id), String(over.id));
    if (next) setColumns(next);
  };

  /** The buttons' moves: up or down within the route, or back to the pool. */
  const move = (routeId: string, id: string, step: -1 | 0 | 1) =>
    setColumns((current) => {
      const list = current[routeId]!;
      const at = list.indexOf(id);
      if (step === 0) {
        return { ...current, [routeId]: list.filter((x) => x !== id), [POOL]: [...current[POOL]!, id] };
      }
      const to = at + step;
      if (to < 0 || to >= list.length) return current;
      return { ...current, [routeId]: arrayMove(list, at, to) };
    });

  // The board explains a conflict itself (the reload dialog): the app-wide notice stays out.
  useEffect(() => ownErrors((error) => error.status === 409 && error.code === 'VERSION_CONFLICT'), []);

  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: routesApi.keys.all }),
      client.invalidateQueries({ queryKey: ['orders'] }),
    ]);
  const save = async (route: Route) => {
    setSaving(route.id);
    try {
      await api.patch(`/routes/${route.id}`, { version: route.version, stops: columns[route.id] });
      await reload();
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        modal.confirm({
          title: t('common:crud.conflictTitle'),
          content: t('common:crud.conflictText'),
          okText: t('common:crud.reloadRecord'),
          cancelText: t('common:crud.cancel'),
          onOk: reload,
        });
      }
    } finally {
      setSaving(null);
    }
  };

  const loading = routes.isLoading || pool.isLoading;
  const planned = routes.data?.data ?? [];
  return (
    <Flex vertical gap={12} data-testid="dispatch-board">
      {holder}
      <Flex gap={8} align="center">
        <DatePicker
          value={dayjs(date)}
          format="L"
          allowClear={false}
          onChange={(value) =>
            setParams((current) => {
              const url = new URLSearchParams(current);
              if (value) url.set('date', value.format('YYYY-MM-DD'));
              return url;
            })
          }
          data-testid="board-date"
        />
        {loading ? <Spin size="small" /> : null}
      </Flex>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
      >
        <Flex gap={12} align="flex-start" style={{ overflowX: 'auto', paddingBottom: 8 }}>
          <Card size="small" title={t('routes:ui.unassigned')} style={{ width: 280, flex: 'none' }}>
            <Column id={POOL} ids={columns[POOL] ?? []}>
              {(columns[POOL] ?? []).length === 0 ? (
                <Empty description={t('routes:ui.noUnassigned')} />
              ) : null}
              {(columns[POOL] ?? []).map((id) => {
                const stop = stops.get(id);
                return stop ? <StopCard key={id} stop={stop} /> : null;
              })}
            </Column>
          </Card>
          {planned.map((route, n) => {
            const ids = columns[route.id] ?? [];
            const points = ids.map((id) => stops.get(id)).filter((s): s is Stop => s !== undefined);
            const plan = planRoute(route.startTime, route.startStore, points, route.endStore);
            const kg = Math.round(points.reduce((sum, s) => sum + s.kg, 0) * 10) / 10;
            const over = route.capacityKg !== null && kg > route.capacityKg;
            const dirty = ids.join() !== route.stops.map((s) => s.orderId).join();
            return (
              <Card
                key={route.id}
                size="small"
                style={{
                  width: 300,
                  flex: 'none',
                  borderTop: `4px solid ${ROUTE_COLOURS[n % ROUTE_COLOURS.length]}`,
                }}
                title={`${route.number} · ${route.vehiclePlate}`}
                extra={
                  <Button
                    size="small"
                    type="primary"
                    disabled={!dirty}
                    loading={saving === route.id}
                    onClick={() => save(route)}
                    data-testid={`board-save-${route.number}`}
                  >
                    {t('common:crud.save')}
                  </Button>
                }
                data-testid={`board-route-${route.number}`}
              >
                <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
                  {route.driverName} · {route.startTime}–{plan.endTime} · {plan.distanceKm} km ·{' '}
                  <Typography.Text type={over ? 'danger' : 'secondary'} data-testid="board-load">
                    {t('routes:ui.capacity', { load: `${kg} kg`, capacity: `${route.capacityKg ?? '—'} kg` })}
                  </Typography.Text>
                </Typography.Text>
                {over ? (
                  <Alert
                    type="error"
                    showIcon
                    title={t('routes:validation.overKg', { load: kg, capacity: route.capacityKg })}
                  />
                ) : null}
                <Column id={route.id} ids={ids}>
                  {points.map((stop, i) => (
                    <StopCard
                      key={stop.id}
                      stop={stop}
                      note={`${i + 1}. ${plan.stops[i]?.arrival ?? ''}`}
                      late={plan.stops[i]?.late}
                      onMove={(step) => move(route.id, stop.id, step)}
                    />
                  ))}
                </Column>
              </Card>
            );
          })}
        </Flex>
      </DndContext>
      {planned.length > 0 ? (
        <RouteMap
          height={320}
          routes={planned.map((route, n) => ({
            id: route.id,
            colour: ROUTE_COLOURS[n % ROUTE_COLOURS.length]!,
            start: { ...route.startStore, id: 'start', label: route.startStore.name },
            end: { ...route.endStore, id: 'end', label: route.endStore.name },
            stops: (columns[route.id] ?? [])
              .map((id) => stops.get(id))
              .filter((s): s is Stop => s !== undefined)
              .map((s) => ({
                id: s.id,
                latitude: s.latitude,
                longitude: s.longitude,
                label: `${s.number} · ${s.site}`,
              })),
          }))}
        />
      ) : null}
    </Flex>
  );
}
