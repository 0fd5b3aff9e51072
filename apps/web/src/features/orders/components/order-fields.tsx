import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Client, SiteItem } from '@recolecta/shared/companies';
import type { Container } from '@recolecta/shared/containers';
import {
  ORDER_PRIORITIES,
  type OrderPriority,
  orderFields,
  orderItemInputSchema,
} from '@recolecta/shared/orders';
import type { Waste } from '@recolecta/shared/wastes';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Divider,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Select,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { useCan } from '../../../lib/access.ts';
import { api } from '../../../lib/api-client.ts';
import { usePastItems } from './past-items.ts';

export interface OrderItemValues {
  wasteId?: string;
  containerTypeId?: string;
  containerCount?: number;
  estimatedKg?: number;
}

export interface OrderFormValues {
  companyId?: string;
  siteId?: string;
  requestedDate?: Dayjs | null;
  windowStart?: string;
  windowEnd?: string;
  priority: OrderPriority;
  notes?: string;
  items: OrderItemValues[];
}

type FieldName = keyof typeof orderFields;
type ItemField = keyof typeof orderItemInputSchema.shape;

/**
 * The order form's fields, each rule from the shared schema the API checks with. Staff choose the
 * company, then its site; an owner only its own sites. Choosing a site fills an empty window with the
 * site's. The items are an editable list of sub-waste, container type, containers and estimated kg.
 */
export function OrderFields({
  form,
  staff,
  adding,
}: {
  form: FormInstance<OrderFormValues>;
  staff: boolean;
  adding: boolean;
}) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('orders');
  const priorityOptions = useOptions('orderPriority', ORDER_PRIORITIES);
  const rules = (name: FieldName, required?: boolean) =>
    zodRules(orderFields[name], field(name), locale, { required });
  const itemRules = (name: ItemField) =>
    zodRules(orderItemInputSchema.shape[name], field(name), locale, { required: true });
  const companyId = Form.useWatch('companyId', form);
  const siteId = Form.useWatch('siteId', form);
  const items = Form.useWatch('items', form);
  const canReadWastes = useCan('wastes:read');
  const canReadContainers = useCan('containers:read');
  const catalogs = canReadWastes && canReadContainers;
  const past = usePastItems(!catalogs);

  const site = useQuery({
    queryKey: ['sites', 'detail', siteId ?? ''],
    queryFn: ({ signal }) => api.get<{ data: SiteItem }>(`/sites/${siteId}`, { signal }).then((r) => r.data),
    enabled: Boolean(siteId),
    staleTime: 30_000,
  });
  // A new site's window fills the window left empty (the order then follows the site's by default).
  useEffect(() => {
    if (!adding || !site.data) return;
    const { windowStart, windowEnd } = form.getFieldsValue(['windowStart', 'windowEnd']);
    if (!windowStart && !windowEnd) {
      form.setFieldsValue({
        windowStart: site.data.collectionWindowStart ?? undefined,
        windowEnd: site.data.collectionWindowEnd ?? undefined,
      });
    }
  }, [adding, site.data, form]);

  const number = { style: { width: '100%' } };
  return (
    <>
      <Row gutter={16}>
        {staff ? (
          <FieldCol
            md={12}
            name="companyId"
            label={field('companyId')}
            rules={[{ required: true, message: requiredMessage(field('companyId'), locale) }]}
          >
            <ReferenceSelect<Client>
              path="clients"
              params={{ sort: 'legalName:asc' }}
              optionLabel={(c) => c.tradeName ?? c.legalName}
              onChange={() => form.setFieldsValue({ siteId: undefined })}
              data-testid="order-company"
            />
          </FieldCol>
        ) : null}
        <FieldCol md={staff ? 12 : 24} name="siteId" label={field('siteId')} rules={rules('siteId', true)}>
          <ReferenceSelect<SiteItem>
            path="sites"
            params={{ sort: 'name:asc', companyId: staff ? companyId : undefined }}
            optionLabel={(s) => s.name}
            disabled={staff && !companyId}
            placeholder={staff && !companyId ? t('orders:ui.clientFirst') : undefined}
            data-testid="order-site"
          />
        </FieldCol>
        <FieldCol
          md={6}
          name="requestedDate"
          label={field('requestedDate')}
          rules={[{ required: true, message: requiredMessage(field('requestedDate'), locale) }]}
        >
          <DatePicker style={{ width: '100%' }} format="L" data-testid="order-date" />
        </FieldCol>
        <FieldCol
          md={6}
          name="windowStart"
          label={field('windowStart')}
          rules={rules('windowStart', false)}
          tooltip={t('orders:ui.windowHint')}
        >
          <Input placeholder="08:00" maxLength={5} />
        </FieldCol>
        <FieldCol
          md={6}
          name="windowEnd"
          label={field('windowEnd')}
          dependencies={['windowStart']}
          rules={rules('windowEnd', false)}
        >
          <Input placeholder="14:00" maxLength={5} />
        </FieldCol>
        <FieldCol md={6} name="priority" label={field('priority')} rules={rules('priority', true)}>
          <Select options={priorityOptions} data-testid="order-priority" />
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">{field('items')}</Divider>
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
                          onChange={() =>
                            form.setFieldValue(['items', row.name, 'containerTypeId'], undefined)
                          }
                          data-testid="item-waste"
                        />
                      ) : (
                        <Select
                          showSearch={{ optionFilterProp: 'label' }}
                          options={past.wastes}
                          loading={past.loading}
                          onChange={() =>
                            form.setFieldValue(['items', row.name, 'containerTypeId'], undefined)
                          }
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
      <Form.Item name="notes" label={field('notes')} rules={rules('notes', false)} style={{ marginTop: 16 }}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}
