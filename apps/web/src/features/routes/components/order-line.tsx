import type { Order } from '@recolecta/shared/orders';
import { Flex, List, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ORDER_STATUS_COLOURS } from '../../../components/orders/order-status.ts';
import { StatusTag } from '../../../components/record/status-tag.tsx';

/**
 * An order as a list line: its number on top, then the site, window and kg, wrapping between words
 * beside the line's buttons (a long site name never squeezes the number into one letter a line).
 */
export function OrderLine({
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
