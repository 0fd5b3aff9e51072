import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  LockOutlined,
  NodeIndexOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { Order } from '@recolecta/shared/orders';
import type { Route } from '@recolecta/shared/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, List, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { everyPage, type ListAnswer } from '../../../lib/resource-api.ts';
import { OrderLine } from './order-line.tsx';
import { UnassignedOrders } from './unassigned-orders.tsx';
import { useStopReorder } from './use-stop-reorder.ts';

/**
 * The route's stops as an ordered list of orders, beside the day's requested orders not on any route.
 * Buttons add, move up, move down and remove (each reachable by keyboard); the server recomputes the
 * times, load and distance when the route is saved.
 */
export function StopsEditor({
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
  const [locked, setLocked] = useState<string[]>([]);
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
  const reorder = useStopReorder(route, locked, value, known, onChange);
  const set = (ids: string[]) => {
    reorder.clear();
    onChange?.(ids);
  };
  const saved = route?.stops.map((s) => s.orderId) ?? [];
  const unsaved = saved.length !== value.length || saved.some((id, n) => id !== value[n]);
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
        <UnassignedOrders
          orders={free}
          loading={unassigned.isFetching}
          disabled={disabled}
          onAdd={(id) => set([...value, id])}
        />
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
                loading={reorder.pending}
                disabled={value.length < 2 || unsaved}
                title={unsaved ? t('routes:ui.saveFirst') : t('routes:ui.lockHint')}
                onClick={reorder.run}
                data-testid="optimize-order"
              >
                {t('routes:ui.optimizeOrder')}
              </Button>
            ) : null
          }
        >
          {reorder.outcome ? (
            <Alert
              type={reorder.outcome.type}
              showIcon
              closable
              onClose={reorder.clear}
              title={reorder.outcome.text}
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
