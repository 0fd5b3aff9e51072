import { type Order, type OrderCreate, type OrderUpdate, orderLifecycle } from '@recolecta/shared/orders';
import { Card, Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { useResourceCan } from '../../../components/crud/use-resource-can.ts';
import { itemsBody, itemValues } from '../../../components/orders/order-items-list.tsx';
import { ORDER_PRIORITY_COLOURS, ORDER_STATUS_COLOURS } from '../../../components/orders/order-status.ts';
import { LifecycleSide } from '../../../components/record/lifecycle-side.tsx';
import { RecordFields } from '../../../components/record/record-fields.tsx';
import { RecordHeader } from '../../../components/record/record-header.tsx';
import { RecordPage } from '../../../components/record/record-page.tsx';
import { StatusTag } from '../../../components/record/status-tag.tsx';
import { useRecordPage } from '../../../components/record/use-record-page.ts';
import { useRoleScope } from '../../../lib/access.ts';
import { ordersApi } from '../api/orders-api.ts';
import { useCollectInput } from '../components/collect-input.tsx';
import { OrderFields, type OrderFormValues } from '../components/order-fields.tsx';
import { RescheduleCard } from '../components/reschedule-card.tsx';

function toBody(values: OrderFormValues): OrderCreate {
  return {
    companyId: values.companyId,
    siteId: values.siteId ?? '',
    requestedDate: values.requestedDate ? values.requestedDate.format('YYYY-MM-DD') : '',
    windowStart: values.windowStart || null,
    windowEnd: values.windowEnd || null,
    priority: values.priority,
    notes: values.notes || null,
    items: itemsBody(values.items),
  };
}

/** The company is the order's for good: PATCH takes the rest while the order is `requested`. */
function toUpdate(values: OrderFormValues): Omit<OrderUpdate, 'version'> {
  const { companyId: _company, ...rest } = toBody(values);
  return rest;
}

function toValues(order: Order): OrderFormValues {
  return {
    companyId: order.companyId,
    siteId: order.siteId,
    requestedDate: dayjs(order.requestedDate),
    windowStart: order.windowStart ?? undefined,
    windowEnd: order.windowEnd ?? undefined,
    priority: order.priority,
    notes: order.notes ?? undefined,
    items: itemValues(order.items),
  };
}

/**
 * What the lifecycle has said of the order so far: its scheduled and collected days, kg, the reason,
 * and the route it is a stop of.
 */
function OrderProgress({ order }: { order: Order }) {
  const { field } = useLabels('orders');
  const number = useNumberFormat();
  const rows = [
    { key: 'scheduledDate', value: order.scheduledDate },
    { key: 'collectedOn', value: order.collectedOn },
    { key: 'actualKg', value: order.actualKg === null ? null : number(order.actualKg) },
    { key: 'statusReason', value: order.statusReason },
  ].filter((row) => row.value);
  return (
    <Card size="small" data-testid="order-progress">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'estimatedKg', label: field('estimatedKg'), children: number(order.estimatedKg) },
          ...rows.map((row) => ({ key: row.key, label: field(row.key), children: row.value })),
          ...(order.route
            ? [
                {
                  key: 'route',
                  label: field('route'),
                  children: (
                    <Link to={`/app/routes/edit/${order.route.id}`} data-testid="order-route">
                      {order.route.number}
                    </Link>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/**
 * Add (`/app/orders/add`) and edit (`/app/orders/edit/:id`) one collection order: the header with its
 * status and priority, the fields (read-only once the order left `requested`), the lifecycle's moves
 * (`collect` asks the weighed kg of each item), reschedule on a failed order, and the history with
 * the status timeline.
 */
export function OrderFormPage() {
  const { id } = useParams();
  const can = useResourceCan('orders');
  const staff = useRoleScope() === 'operator';
  const collect = useCollectInput();
  const record = useRecordPage({ api: ordersApi, id, listPath: '/app/orders', labels: 'orders' });
  const { value } = useLabels('orders', 'orderPriority');
  const editable = id ? can.update && record.item?.status === 'requested' : can.create;
  return (
    <RecordPage
      record={record}
      side={(item) => (
        <>
          {item.status === 'failed' && can.create ? <RescheduleCard order={item} /> : null}
          <LifecycleSide
            record={record}
            lifecycle={orderLifecycle}
            words="orders"
            statusGroup="orderStatus"
            inputs={{ collect }}
          />
        </>
      )}
    >
      <RecordHeader
        record={record}
        title={(order) => `${order.number} · ${order.companyName} · ${order.siteName}`}
        status={(order) => (
          <>
            <StatusTag group="orderStatus" value={order.status} colours={ORDER_STATUS_COLOURS} />
            <Tag color={ORDER_PRIORITY_COLOURS[order.priority]}>{value('orderPriority', order.priority)}</Tag>
          </>
        )}
      />
      {record.item ? <OrderProgress order={record.item} /> : null}
      <RecordFields<Order, OrderFormValues, OrderCreate, OrderUpdate>
        record={record}
        canEdit={Boolean(editable)}
        initialValues={{ priority: 'normal', items: [{ containerCount: 1 }] }}
        toValues={toValues}
        toCreate={toBody}
        toUpdate={toUpdate}
      >
        {(form, item) => (
          <OrderFields form={form} staff={staff} adding={!id} savedDate={item?.requestedDate} />
        )}
      </RecordFields>
    </RecordPage>
  );
}
