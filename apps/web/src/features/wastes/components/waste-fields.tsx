import type { Container } from '@recolecta/shared/containers';
import {
  PHYSICAL_STATES,
  WASTE_CATEGORIES,
  WASTE_UNITS,
  type Waste,
  type WasteCreate,
  wasteFields,
} from '@recolecta/shared/wastes';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Divider, Form, type FormInstance, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useColourOptions } from '../../../components/crud/colour-label.tsx';
import { FieldCol, NotesField } from '../../../components/crud/field-col.tsx';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { requiredMessage, validationText, zodRules } from '../../../components/crud/zod-rules.ts';
import { api } from '../../../lib/api-client.ts';
import { wastesApi } from '../api/wastes-api.ts';

/** The form's values: the body the API takes. */
export type WasteFormValues = WasteCreate;

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
      <Divider titlePlacement="start">{t('common:crud.sections.general')}</Divider>
      <Row gutter={16}>
        {sub ? (
          <Col xs={24}>
            <Form.Item
              name="parentId"
              label={field('parentId')}
              extra={t('wastes:parentHint')}
              rules={[
                { required: true, message: requiredMessage(field('parentId'), locale) },
                {
                  // The tree is two levels deep: a sub-waste cannot be a parent (the API's rule too).
                  validator: async (_rule, value: string | undefined) => {
                    if (!value) return;
                    const parent = value === item?.id ? item : await fetchWaste(value);
                    if (parent.id === item?.id || parent.parentId)
                      throw new Error(validationText('validation.subWasteDepth', locale));
                  },
                },
              ]}
            >
              <ReferenceSelect<Waste>
                path="wastes"
                params={{ level: 'top' }}
                optionLabel={codeAndName}
                exclude={(w) => w.id === item?.id}
                placeholder={t('wastes:parentPlaceholder')}
              />
            </Form.Item>
          </Col>
        ) : null}
        <FieldCol md={8} name="code" label={field('code')} rules={rules('code')} normalize={upper}>
          <Input dir="ltr" autoFocus={!sub} maxLength={20} />
        </FieldCol>
        <FieldCol md={16} name="name" label={field('name')} rules={rules('name')}>
          <Input maxLength={160} />
        </FieldCol>
        <FieldCol md={12} name="category" label={field('category')} rules={rules('category')}>
          <Select options={categoryOptions} />
        </FieldCol>
        <FieldCol
          md={12}
          name="hazardCode"
          label={field('hazardCode')}
          rules={rules('hazardCode', false)}
          normalize={upper}
          extra={t('wastes:hazardHint')}
        >
          <Input dir="ltr" maxLength={6} placeholder="B" />
        </FieldCol>
        <FieldCol md={12} name="physicalState" label={field('physicalState')} rules={rules('physicalState')}>
          <Select options={stateOptions} />
        </FieldCol>
        <FieldCol md={12} name="unit" label={field('unit')} rules={rules('unit')}>
          <Select options={unitOptions} />
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">{t('common:crud.sections.handling')}</Divider>
      <Row gutter={16}>
        <FieldCol md={12} name="containerTypeId" label={field('containerTypeId')}>
          <ReferenceSelect<Container>
            path="containers"
            optionLabel={codeAndName}
            allowClear
            placeholder={t('wastes:containerPlaceholder')}
          />
        </FieldCol>
        <FieldCol md={12} name="containerColour" label={field('containerColour')}>
          <Select options={colourOptions} allowClear showSearch={{ optionFilterProp: 'title' }} />
        </FieldCol>
        <FieldCol
          md={12}
          name="maxStorageDays"
          label={field('maxStorageDays')}
          rules={rules('maxStorageDays', false)}
          extra={t('wastes:maxStorageHint')}
        >
          <InputNumber {...number} precision={0} />
        </FieldCol>
        <FieldCol
          md={12}
          name="requiresRefrigeration"
          label={field('requiresRefrigeration')}
          valuePropName="checked"
        >
          <Switch checkedChildren={t('common:crud.yes')} unCheckedChildren={t('common:crud.no')} />
        </FieldCol>
      </Row>
      <NotesField label={field('notes')} rules={rules('notes', false)} />
    </>
  );
}
