import { PlusOutlined } from '@ant-design/icons';
import type { Order } from '@recolecta/shared/orders';
import { Button, Card, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderLine } from './order-line.tsx';

/** The day's requested orders not on any route, each with a button that adds it to the route's stops. */
export function UnassignedOrders({
  orders,
  loading,
  disabled,
  onAdd,
}: {
  orders: Order[];
  loading: boolean;
  disabled: boolean;
  onAdd: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('routes:ui.unassigned')} data-testid="unassigned-orders">
      <List
        size="small"
        loading={loading}
        dataSource={orders}
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
                  onClick={() => onAdd(o.id)}
                  aria-label={`${t('routes:ui.addStop')}: ${o.number}`}
                />,
              ]}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
