import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Order } from '@recolecta/shared/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Calendar, Card, Col, Flex, Row, Segmented, Spin, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { today } from '../../../components/crud/dates.ts';
import { ORDER_STATUS_COLOURS } from '../../../components/orders/order-status.ts';
import { api } from '../../../lib/api-client.ts';
import type { ListAnswer, ListParams } from '../../../lib/resource-api.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { ordersApi } from '../api/orders-api.ts';

const MODES = ['month', 'week'] as const;
type Mode = (typeof MODES)[number];
const DAY = 'YYYY-MM-DD';
/** The most orders one calendar view reads; past it, the view says so and the list filters further. */
const CALENDAR_MAX = 2000;

/** The first and last day read: the month with the weeks around it, or the week (Monday first). */
function span(date: Dayjs, mode: Mode): [Dayjs, Dayjs] {
  const monday = (d: Dayjs) => d.subtract((d.day() + 6) % 7, 'day');
  if (mode === 'week') return [monday(date), monday(date).add(6, 'day')];
  // The month's grid shows days of the weeks around it (its first weekday depends on the language).
  return [date.startOf('month').subtract(7, 'day'), date.endOf('month').add(14, 'day')];
}

/** A day's orders as tags; past `limit`, a link to that day's list says how many more there are. */
function DayOrders({ orders, day, limit }: { orders: Order[]; day: string; limit?: number }) {
  const { t } = useTranslation();
  const shown = limit === undefined ? orders : orders.slice(0, limit);
  return (
    <Flex vertical gap={2}>
      {shown.map((order) => (
        <Link key={order.id} to={`/app/orders/edit/${order.id}`} onClick={(e) => e.stopPropagation()}>
          <Tag
            color={ORDER_STATUS_COLOURS[order.status]}
            style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', marginInlineEnd: 0 }}
            data-testid="calendar-order"
            title={`${order.number} · ${order.siteName}`}
          >
            {order.number.slice(-6)} · {order.siteName}
          </Tag>
        </Link>
      ))}
      {orders.length > shown.length ? (
        <Link
          to={`/app/orders?from=${day}&to=${day}`}
          onClick={(e) => e.stopPropagation()}
          data-testid="calendar-more"
        >
          {t('orders:ui.more', { count: orders.length - shown.length })}
        </Link>
      ) : null}
    </Flex>
  );
}

/**
 * The orders by requested date, a month or a week at a time (both kept in the URL), read from the list
 * API with `from`/`to` and the list's own filters; each order a tag leading to it.
 */
export function OrdersCalendar({ filters }: { filters: ListParams }) {
  const { t } = useTranslation();
  const [params, setParams] = useUrlParams();
  const mode: Mode = params.get('mode') === 'week' ? 'week' : 'month';
  const date =
    params.get('date') && dayjs(params.get('date')).isValid() ? dayjs(params.get('date')) : today();
  const [from, to] = span(date, mode);
  const set = (patch: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) next.set(key, value);
      return next;
    });
  const query = useQuery({
    queryKey: [...ordersApi.keys.all, 'calendar', { ...filters, from: from.format(DAY), to: to.format(DAY) }],
    // Every order of the span, page after page by cursor (a busy month holds hundreds), up to a cap.
    queryFn: async ({ signal }) => {
      const orders: Order[] = [];
      let after: string | undefined;
      do {
        const page = await api.get<ListAnswer<Order>>('/orders', {
          query: {
            ...filters,
            pageSize: 100,
            sort: 'requestedDate:asc',
            from: from.format(DAY),
            to: to.format(DAY),
            after,
          },
          signal,
        });
        orders.push(...page.data);
        after = page.meta.next ?? undefined;
      } while (after && orders.length < CALENDAR_MAX);
      return { orders, capped: Boolean(after) };
    },
    placeholderData: keepPreviousData,
  });
  const byDay = new Map<string, Order[]>();
  for (const order of query.data?.orders ?? []) {
    byDay.set(order.requestedDate, [...(byDay.get(order.requestedDate) ?? []), order]);
  }
  const step = (n: number) => set({ date: date.add(n, mode).format(DAY) });

  const header = (
    <Flex gap={8} align="center" justify="space-between" wrap>
      <Flex gap={8} align="center">
        <Button
          icon={<LeftOutlined />}
          onClick={() => step(-1)}
          aria-label={t('orders:ui.previous')}
          data-testid="calendar-prev"
        />
        <Typography.Text strong style={{ minWidth: 180, textAlign: 'center' }} data-testid="calendar-title">
          {mode === 'month'
            ? date.format('MMMM YYYY')
            : `${from.format('D MMM')} – ${to.format('D MMM YYYY')}`}
        </Typography.Text>
        <Button
          icon={<RightOutlined />}
          onClick={() => step(1)}
          aria-label={t('orders:ui.next')}
          data-testid="calendar-next"
        />
        {query.isFetching ? <Spin size="small" /> : null}
      </Flex>
      <Segmented<Mode>
        value={mode}
        onChange={(value) => set({ mode: value })}
        options={MODES.map((m) => ({ value: m, label: t(`orders:ui.${m}`) }))}
        data-testid="calendar-mode"
      />
    </Flex>
  );

  return (
    <Card data-testid="orders-calendar">
      {header}
      {query.data?.capped ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={t('orders:ui.calendarCapped', { count: CALENDAR_MAX })}
        />
      ) : null}
      {mode === 'month' ? (
        <Calendar
          value={date}
          headerRender={() => null}
          onSelect={(value, info) => {
            if (info.source === 'date') set({ date: value.format(DAY) });
          }}
          cellRender={(current, info) =>
            info.type === 'date' ? (
              <DayOrders orders={byDay.get(current.format(DAY)) ?? []} day={current.format(DAY)} limit={3} />
            ) : null
          }
        />
      ) : (
        <Row gutter={[8, 8]} style={{ marginTop: 16 }} wrap={false}>
          {Array.from({ length: 7 }, (_, i) => from.add(i, 'day')).map((day) => (
            <Col flex="1 1 0" key={day.format(DAY)} style={{ minWidth: 0 }}>
              <Card
                size="small"
                title={day.format('ddd D')}
                styles={{ body: { minHeight: 200 } }}
                style={day.isSame(today(), 'day') ? { borderColor: '#1677ff' } : undefined}
                data-testid={`calendar-day-${day.format(DAY)}`}
              >
                <DayOrders orders={byDay.get(day.format(DAY)) ?? []} day={day.format(DAY)} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
