import type { Order, OrderCollectInput } from '@recolecta/shared/orders';
import { Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../components/crud/use-labels.ts';
import { requiredMessage } from '../../../components/crud/zod-rules.ts';
import type { TransitionInput } from '../../../components/record/lifecycle-actions.tsx';

/** The dialog's values: the input the API takes, the kg of each item as typed. */
interface CollectValues {
  input?: { items?: Partial<Pick<OrderCollectInput['items'][number], 'actualKg'>>[] };
}

/** The `collect` move's dialog asks the weighed kg of every item (the estimate filled in to start with). */
export function useCollectInput(): TransitionInput<Order> {
  const { t } = useTranslation();
  const { field, locale } = useLabels('orders');
  return {
    fields: (order) => (
      <div data-testid="collect-items">
        <Typography.Paragraph type="secondary">{t('orders:ui.collectHint')}</Typography.Paragraph>
        {order.items.map((item, index) => (
          <Form.Item
            key={item.id}
            name={['input', 'items', index, 'actualKg']}
            label={`${item.wasteCode} · ${item.wasteName} — ${item.containerCount} × ${item.containerTypeName} (${field('estimatedKg')}: ${item.estimatedKg})`}
            initialValue={item.actualKg ?? item.estimatedKg}
            rules={[{ required: true, message: requiredMessage(field('actualKg'), locale) }]}
          >
            <InputNumber
              min={0}
              max={100_000}
              addonAfter="kg"
              style={{ width: '100%' }}
              aria-label={`${field('actualKg')} ${item.wasteCode}`}
            />
          </Form.Item>
        ))}
      </div>
    ),
    toInput: (values, order) => {
      const typed = (values as CollectValues).input?.items ?? [];
      return {
        items: order.items.map((item, index) => ({ id: item.id, actualKg: typed[index]?.actualKg ?? 0 })),
      };
    },
  };
}
