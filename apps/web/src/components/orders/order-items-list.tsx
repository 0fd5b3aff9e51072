import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Container } from '@recolecta/shared/containers';
import { type OrderItemInput, orderItemInputSchema } from '@recolecta/shared/orders';
import type { Waste } from '@recolecta/shared/wastes';
import { Button, Card, Col, Flex, Form, type FormInstance, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/access.ts';
import { ReferenceSelect } from '../crud/reference-select.tsx';
import { useLabels } from '../crud/use-labels.ts';
import { requiredMessage, zodRules } from '../crud/zod-rules.ts';
import { usePastItems } from './past-items.ts';

/** An item as the form holds it: a new row starts empty. */
export type OrderItemValues = Partial<OrderItemInput>;

/** The items of a form as a request takes them (an order's or a plan's). */
export const itemsBody = (items: OrderItemValues[] | undefined): OrderItemInput[] =>
  (items ?? []).map((item) => ({
    wasteId: item.wasteId ?? '',
    containerTypeId: item.containerTypeId ?? '',
    containerCount: item.containerCount ?? 0,
    estimatedKg: item.estimatedKg ?? 0,
  }));

/** The items of a record (an order or a plan) as the form holds them. */
export const itemValues = (items: readonly OrderItemInput[]): OrderItemValues[] =>
  items.map((item) => ({
    wasteId: item.wasteId,
    containerTypeId: item.containerTypeId,
    containerCount: item.containerCount,
    estimatedKg: item.estimatedKg,
  }));

type ItemField = keyof typeof orderItemInputSchema.shape;

/**
 * The items of an order or a service plan, as an editable list of sub-waste, container type,
 * containers and estimated kg. Staff pick from the catalogs; an owner from what the catalog allows
 * (the container types offered are those that take the chosen sub-waste).
 */
// biome-ignore lint/suspicious/noExplicitAny: shared by forms of different values, all with `items`
export function OrderItemsList({ form }: { form: FormInstance<any> }) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('orders');
  const itemRules = (name: ItemField) =>
    zodRules(orderItemInputSchema.shape[name], field(name), locale, { required: true });
  const items = Form.useWatch('items', form) as OrderItemValues[] | undefined;
  const canReadWastes = useCan('wastes:read');
  const canReadContainers = useCan('containers:read');
  const catalogs = canReadWastes && canReadContainers;
  const past = usePastItems(!catalogs);
  const number = { style: { width: '100%' } };
  return (
    <Form.List
      name="items"
      rules={[
        {
          validator: async (_rule, value: unknown[] | undefined) => {
            if (!value || value.length === 0) throw new Error(requiredMessage(field('items'), locale));
          },
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <Flex vertical gap={8} data-testid="order-items">
          {rows.map((row, index) => (
            <Card size="small" key={row.key} data-testid={`order-item-${index}`}>
              <Row gutter={12} align="top">
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[row.name, 'wasteId']}
                    label={field('wasteId')}
                    rules={itemRules('wasteId')}
                  >
                    {catalogs ? (
                      <ReferenceSelect<Waste>
                        path="wastes"
                        params={{ level: 'sub' }}
                        optionLabel={(w) => `${w.code} · ${w.name}`}
                        onChange={() => form.setFieldValue(['items', row.name, 'containerTypeId'], undefined)}
                        data-testid="item-waste"
                      />
                    ) : (
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        options={past.wastes}
                        loading={past.loading}
                        onChange={() => form.setFieldValue(['items', row.name, 'containerTypeId'], undefined)}
                        data-testid="item-waste"
                      />
                    )}
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[row.name, 'containerTypeId']}
                    label={field('containerTypeId')}
                    rules={itemRules('containerTypeId')}
                  >
                    {catalogs ? (
                      <ReferenceSelect<Container>
                        path="containers"
                        optionLabel={(c) => `${c.code} · ${c.name}`}
                        exclude={(c) => {
                          const waste = items?.[row.name]?.wasteId;
                          return Boolean(waste) && !c.wasteIds.includes(waste as string);
                        }}
                        data-testid="item-container"
                      />
                    ) : (
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        options={past.containersFor(items?.[row.name]?.wasteId)}
                        loading={past.loading}
                        data-testid="item-container"
                      />
                    )}
                  </Form.Item>
                </Col>
                <Col xs={12} md={11}>
                  <Form.Item
                    name={[row.name, 'containerCount']}
                    label={field('containerCount')}
                    rules={itemRules('containerCount')}
                  >
                    <InputNumber {...number} min={1} precision={0} data-testid="item-count" />
                  </Form.Item>
                </Col>
                <Col xs={10} md={11}>
                  <Form.Item
                    name={[row.name, 'estimatedKg']}
                    label={field('estimatedKg')}
                    rules={itemRules('estimatedKg')}
                  >
                    <InputNumber {...number} min={0} data-testid="item-kg" />
                  </Form.Item>
                </Col>
                <Col xs={2} md={2}>
                  <Form.Item label=" ">
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('orders:ui.removeItem')}
                      onClick={() => remove(row.name)}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ containerCount: 1 })}
            data-testid="add-item"
          >
            {t('orders:ui.addItem')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
