import { CONTAINER_MATERIALS, type ContainerCreate, containerFields } from '@recolecta/shared/containers';
import type { Waste } from '@recolecta/shared/wastes';
import { Divider, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useColourOptions } from '../../../components/crud/colour-label.tsx';
import { FieldCol, NotesField } from '../../../components/crud/field-col.tsx';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';

/** The form's values: the body the API takes. */
export type ContainerFormValues = ContainerCreate;

type FieldName = keyof typeof containerFields;
const upper = (value: string | undefined) => value?.toUpperCase();
const wasteLabel = (waste: Waste) => `${waste.code} · ${waste.name}`;

/** The container type form's fields; each rule comes from the shared schema the API validates with. */
export function ContainerFields() {
  const { t } = useTranslation();
  const { field, locale } = useLabels('containers');
  const materialOptions = useOptions('containerMaterial', CONTAINER_MATERIALS);
  const colourOptions = useColourOptions();
  const rules = (name: FieldName, required?: boolean) =>
    zodRules(containerFields[name], field(name), locale, { required });
  const number = { style: { width: '100%' }, controls: false };
  return (
    <>
      <Divider titlePlacement="start">{t('common:crud.sections.general')}</Divider>
      <Row gutter={16}>
        <FieldCol md={8} name="code" label={field('code')} rules={rules('code')} normalize={upper}>
          <Input dir="ltr" autoFocus maxLength={20} placeholder="BR-R" />
        </FieldCol>
        <FieldCol md={16} name="name" label={field('name')} rules={rules('name')}>
          <Input maxLength={120} />
        </FieldCol>
        <FieldCol md={8} name="material" label={field('material')} rules={rules('material')}>
          <Select options={materialOptions} />
        </FieldCol>
        <FieldCol md={8} name="colour" label={field('colour')} rules={rules('colour')}>
          <Select options={colourOptions} showSearch={{ optionFilterProp: 'title' }} />
        </FieldCol>
        <FieldCol md={8} name="reusable" label={field('reusable')} valuePropName="checked">
          <Switch checkedChildren={t('common:crud.yes')} unCheckedChildren={t('common:crud.no')} />
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">{t('common:crud.sections.capacity')}</Divider>
      <Row gutter={16}>
        <FieldCol md={12} name="capacityL" label={field('capacityL')} rules={rules('capacityL')}>
          <InputNumber {...number} min={0} />
        </FieldCol>
        <FieldCol md={12} name="tareKg" label={field('tareKg')} rules={rules('tareKg')}>
          <InputNumber {...number} min={0} />
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">{t('common:crud.sections.handling')}</Divider>
      <Form.Item
        name="wasteIds"
        label={field('wasteIds')}
        rules={rules('wasteIds', false)}
        extra={t('containers:wasteIdsHint')}
      >
        <ReferenceSelect<Waste>
          path="wastes"
          mode="multiple"
          optionLabel={wasteLabel}
          placeholder={t('containers:wasteIdsPlaceholder')}
          allowClear
        />
      </Form.Item>
      <NotesField label={field('notes')} rules={rules('notes', false)} />
    </>
  );
}
