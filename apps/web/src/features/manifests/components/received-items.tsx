import type { Order } from '@recolecta/shared/orders';
import { Flex, Form, InputNumber, Table, Typography } from 'antd';
import { useNumberFormat } from '../../../components/crud/numbers.ts';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage } from '../../../components/crud/zod-rules.ts';

/** The order's items in the reception form: each with its collected kg and the kg weighed in at the store. */
export function ReceivedItems({ order }: { order: Order }) {
  const { field, locale } = useLabels('manifests');
  const number = useNumberFormat();
  return (
    <Form.List name={['input', 'items']}>
      {(_fields, _ops, { errors }) => (
        <>
          <Table<Order['items'][number]>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.items}
            data-testid="receive-items"
            columns={[
              {
                key: 'waste',
                title: field('wasteName'),
                render: (_v, item) => (
                  <Flex vertical>
                    <Typography.Text>{`${item.wasteCode} · ${item.wasteName}`}</Typography.Text>
                    <Typography.Text type="secondary">
                      {`${item.containerCount} × ${item.containerTypeName}`}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                key: 'actualKg',
                title: field('actualKg'),
                align: 'right',
                render: (_v, item) => number(item.actualKg ?? item.estimatedKg),
              },
              {
                key: 'receivedKg',
                title: field('receivedKg'),
                width: 170,
                render: (_v, item, index) => (
                  <Form.Item
                    name={[index, 'receivedKg']}
                    style={{ margin: 0 }}
                    rules={[{ required: true, message: requiredMessage(field('receivedKg'), locale) }]}
                  >
                    <InputNumber
                      min={0}
                      max={100_000}
                      suffix="kg"
                      style={{ width: '100%' }}
                      aria-label={`${field('receivedKg')} ${item.wasteCode}`}
                    />
                  </Form.Item>
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
