import type { Colour, Container } from '@recolecta/shared/containers';
import { validationMessage } from '@recolecta/shared/validation-messages';
import {
  PHYSICAL_STATES,
  WASTE_CATEGORIES,
  WASTE_UNITS,
  type Waste,
  wasteFields,
} from '@recolecta/shared/wastes';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Divider, Form, type FormInstance, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useColourOptions } from '../../../components/crud/colour-label.tsx';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';
import { api } from '../../../lib/api-client.ts';
import { wastesApi } from '../api/wastes-api.ts';

export interface WasteFormValues {
  parentId?: string;
  code: string;
  name: string;
  category?: Waste['category'];
  physicalState: Waste['physicalState'];
  unit: Waste['unit'];
  hazardCode?: string;
  containerTypeId?: string;
  containerColour?: Colour;
  maxStorageDays?: number | null;
  requiresRefrigeration: boolean;
  notes?: string;
}

type FieldName = keyof typeof wasteFields;
const upper = (value: string | undefined) => value?.toUpperCase();
const codeAndName = (row: { code: string; name: string }) => `${row.code} · ${row.name}`;
/** What a new sub-waste takes from its parent until the user says otherwise. */
const INHERITED = ['category', 'physicalState', 'unit', 'hazardCode', 'requiresRefrigeration'] as const;

interface WasteFieldsProps {
  form: FormInstance<WasteFormValues>;
  /** The sub-waste form: it has a parent, chosen among top-level wastes. */
  sub: boolean;
  /** The record being edited; absent on add pages. */
  item?: Waste;
}

/** The waste and sub-waste form's fields; each rule comes from the shared schema the API validates with. */
export function WasteFields({ form, sub, item }: WasteFieldsProps) {
  const { t } = useTranslation();
  const { field, locale } = useLabels('wastes');
  const client = useQueryClient();
  const rules = (name: FieldName, required?: boolean) =>
    zodRules(wasteFields[name], field(name), locale, { required });
  const number = { style: { width: '100%' }, controls: false };
  const parentId = Form.useWatch('parentId', form);
  const containerTypeId = Form.useWatch('containerTypeId', form);

  const fetchWaste = useCallback(
    (id: string) => client.fetchQuery({ ...wastesApi.detailOptions(id), staleTime: 30_000 }),
    [client],
  );
  const categoryOptions = useOptions('wasteCategory', WASTE_CATEGORIES);
  const stateOptions = useOptions('physicalState', PHYSICAL_STATES);
  const unitOptions = useOptions('unit', WASTE_UNITS);
  const colourOptions = useColourOptions();

  // A new sub-waste starts from its parent's category, state, unit and hazard.
  useEffect(() => {
    if (!sub || item || !parentId) return;
    let current = true;
    fetchWaste(parentId)
      .then((parent) => {
        if (!current || parent.parentId) return;
        const untouched = INHERITED.filter((name) => !form.isFieldTouched(name));
        form.setFieldsValue(Object.fromEntries(untouched.map((name) => [name, parent[name] ?? undefined])));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [sub, item, parentId, form, fetchWaste]);

  // Choosing a container type fills an empty colour with the container's.
  useEffect(() => {
    if (!containerTypeId || form.getFieldValue('containerColour')) return;
    client
      .fetchQuery({
        queryKey: ['containers', 'detail', containerTypeId],
        queryFn: ({ signal }) =>
          api.get<{ data: Container }>(`/containers/${containerTypeId}`, { signal }).then((r) => r.data),
        staleTime: 30_000,
      })
      .then((container) => {
        if (!form.getFieldValue('containerColour'))
          form.setFieldsValue({ containerColour: container.colour });
      })
      .catch(() => {});
  }, [containerTypeId, form, client]);

  return (
    <>
      <Divider titlePlacement="start">{t('crud.sections.general')}</Divider>
      <Row gutter={16}>
        {sub ? (
          <Col xs={24}>
            <Form.Item
              name="parentId"
              label={field('parentId')}
              extra={t('catalog.parentHint')}
              rules={[
                { required: true, message: requiredMessage(field('parentId'), locale) },
                {
                  // The tree is two levels deep: a sub-waste cannot be a parent (the API's rule too).
                  validator: async (_rule, value: string | undefined) => {
                    if (!value) return;
                    const parent = value === item?.id ? item : await fetchWaste(value);
                    if (parent.id === item?.id || parent.parentId)
                      throw new Error(validationMessage('validation.subWasteDepth', locale));
                  },
                },
              ]}
            >
              <ReferenceSelect<Waste>
                path="wastes"
                params={{ level: 'top' }}
                optionLabel={codeAndName}
                exclude={(w) => w.id === item?.id}
                placeholder={t('catalog.parentPlaceholder')}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={8}>
          <Form.Item name="code" label={field('code')} rules={rules('code')} normalize={upper}>
            <Input autoFocus={!sub} maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="name" label={field('name')} rules={rules('name')}>
            <Input maxLength={160} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="category" label={field('category')} rules={rules('category')}>
            <Select options={categoryOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="hazardCode"
            label={field('hazardCode')}
            rules={rules('hazardCode', false)}
            normalize={upper}
            extra={t('catalog.hazardHint')}
          >
            <Input maxLength={6} placeholder="B" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="physicalState" label={field('physicalState')} rules={rules('physicalState')}>
            <Select options={stateOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="unit" label={field('unit')} rules={rules('unit')}>
            <Select options={unitOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('crud.sections.handling')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="containerTypeId" label={field('containerTypeId')}>
            <ReferenceSelect<Container>
              path="containers"
              optionLabel={codeAndName}
              allowClear
              placeholder={t('catalog.containerPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="containerColour" label={field('containerColour')}>
            <Select options={colourOptions} allowClear showSearch={{ optionFilterProp: 'title' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="maxStorageDays"
            label={field('maxStorageDays')}
            rules={rules('maxStorageDays', false)}
            extra={t('catalog.maxStorageHint')}
          >
            <InputNumber {...number} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="requiresRefrigeration"
            label={field('requiresRefrigeration')}
            valuePropName="checked"
          >
            <Switch checkedChildren={t('crud.yes')} unCheckedChildren={t('crud.no')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="notes" label={field('notes')} rules={rules('notes', false)}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}
