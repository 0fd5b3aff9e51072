import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Order } from '@recolecta/shared/orders';
import type { Route } from '@recolecta/shared/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, DatePicker, Empty, Flex, Modal, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_COLOURS } from '../../../components/map/route-map.tsx';
import { api } from '../../../lib/api-client.ts';
import { ownErrors } from '../../../lib/http/error-owners.ts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { everyPage } from '../../../lib/resource-api.ts';
import { organisationToday } from '../../../lib/time-zone.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { routesApi } from '../api/routes-api.ts';
import { type Columns, dropInColumn, enterColumn } from '../lib/board-moves.ts';
import { Column } from './board-column.tsx';
import { BoardMap } from './board-map.tsx';
import { fromOrder, fromRouteStop, type Stop } from './board-stop.ts';
import { RouteCard } from './route-card.tsx';
import { StopCard } from './stop-card.tsx';

const POOL = 'pool';

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

  const boardKey = [...routesApi.keys.all, 'board', date];
  const routes = useQuery({
    queryKey: boardKey,
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
    // A save ends here, when the board shows the server's answer: a move made before this would be
    // undone by it, so the route's stops stay still until now.
    setSaving(null);
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
    } catch (error) {
      setSaving(null);
      if (error instanceof HttpError && error.status === 409) {
        modal.confirm({
          title: t('common:crud.conflictTitle'),
          content: t('common:crud.conflictText'),
          okText: t('common:crud.reloadRecord'),
          cancelText: t('common:crud.cancel'),
          onOk: reload,
        });
      }
      return;
    }
    // Saved, so the route's version moved on and the routes read anew differ: the effect above ends
    // the save once they are on the board. A reload that failed leaves the board as it was.
    await reload();
    if (client.getQueryState(boardKey)?.status === 'error') setSaving(null);
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
          {planned.map((route, n) => (
            <RouteCard
              key={route.id}
              route={route}
              colour={ROUTE_COLOURS[n % ROUTE_COLOURS.length]!}
              ids={columns[route.id] ?? []}
              stops={stops}
              saving={saving === route.id}
              onSave={() => save(route)}
              onMove={(id, step) => move(route.id, id, step)}
            />
          ))}
        </Flex>
      </DndContext>
      {planned.length > 0 ? <BoardMap routes={planned} columns={columns} stops={stops} /> : null}
    </Flex>
  );
}
