import type { Client, SiteItem } from '@recolecta/shared/companies';
import { ORDER_PRIORITIES, type OrderCreate, orderFields } from '@recolecta/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Divider, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { OrderItemsList, type OrderItemValues } from '../../../components/orders/order-items-list.tsx';
import { orderDayRule, orderWindowRule } from '../../../components/orders/order-rules.ts';
import { api } from '../../../lib/api-client.ts';

export type { OrderItemValues };

/** The form's values: the body the API takes, the date held by a picker and the items as rows being filled. */
export type OrderFormValues = FormValues<Omit<OrderCreate, 'items'>, 'requestedDate'> & {
  items: OrderItemValues[];
};

type FieldName = keyof typeof orderFields;

/**
 * The order form's fields, each rule from the shared schema the API checks with. Staff choose the
 * company, then its site; an owner only its own sites. Choosing a site fills an empty window with the
 * site's. The items are an editable list of sub-waste, container type, containers and estimated kg.
 * A past day and a window that ends before it starts are refused before sending, with the API's words
 * (`savedDate`, the day the order has, passes as the API lets it).
 */
export function OrderFields({
  form,
  staff,
  adding,
  savedDate,
}: {
  form: FormInstance<OrderFormValues>;
  staff: boolean;
  adding: boolean;
  savedDate?: string;
}) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('orders');
  const priorityOptions = useOptions('orderPriority', ORDER_PRIORITIES);
  const rules = (name: FieldName, required?: boolean) =>
    zodRules(orderFields[name], field(name), locale, { required });
  const companyId = Form.useWatch('companyId', form);
  const siteId = Form.useWatch('siteId', form);

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
          rules={[
            { required: true, message: requiredMessage(field('requestedDate'), locale) },
            orderDayRule(locale, savedDate),
          ]}
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
          rules={[...rules('windowEnd', false), orderWindowRule(locale)]}
        >
          <Input placeholder="14:00" maxLength={5} />
        </FieldCol>
        <FieldCol md={6} name="priority" label={field('priority')} rules={rules('priority', true)}>
          <Select options={priorityOptions} data-testid="order-priority" />
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">{field('items')}</Divider>
      <OrderItemsList form={form} />
      <Form.Item name="notes" label={field('notes')} rules={rules('notes', false)} style={{ marginTop: 16 }}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}
