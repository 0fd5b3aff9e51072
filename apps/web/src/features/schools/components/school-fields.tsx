import { MEXICAN_STATES } from '@recolecta/shared/companies';
import { SCHOOL_LEVELS, type SchoolCreate, schoolFields } from '@recolecta/shared/schools';
import { Input, Row, Select } from 'antd';
import { FieldCol } from '../../../components/crud/field-col.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { zodRules } from '../../../components/crud/zod-rules.ts';

/** The form's values: the body the API takes. */
export type SchoolFormValues = SchoolCreate;

/** A school's fields, each rule from the shared schema the API checks with. */
export function SchoolFields() {
  const { field, locale } = useLabels('schools');
  const levels = useOptions('schoolLevel', SCHOOL_LEVELS);
  const rules = (name: keyof typeof schoolFields, required?: boolean) =>
    zodRules(schoolFields[name], field(name), locale, { required });
  return (
    <Row gutter={16}>
      <FieldCol md={12} name="name" label={field('name')} rules={rules('name')}>
        <Input autoFocus maxLength={200} />
      </FieldCol>
      <FieldCol md={6} name="cct" label={field('cct')} rules={rules('cct')}>
        <Input dir="ltr" maxLength={10} placeholder="09DPR1234X" style={{ textTransform: 'uppercase' }} />
      </FieldCol>
      <FieldCol md={6} name="level" label={field('level')} rules={rules('level')}>
        <Select options={levels} />
      </FieldCol>
      <FieldCol md={12} name="street" label={field('street')} rules={rules('street')}>
        <Input maxLength={200} />
      </FieldCol>
      <FieldCol md={4} name="exteriorNumber" label={field('exteriorNumber')} rules={rules('exteriorNumber')}>
        <Input maxLength={20} />
      </FieldCol>
      <FieldCol md={8} name="neighbourhood" label={field('neighbourhood')} rules={rules('neighbourhood')}>
        <Input maxLength={120} />
      </FieldCol>
      <FieldCol md={8} name="city" label={field('city')} rules={rules('city')}>
        <Input maxLength={120} />
      </FieldCol>
      <FieldCol md={8} name="state" label={field('state')} rules={rules('state')}>
        <Select showSearch options={MEXICAN_STATES.map((s) => ({ value: s, label: s }))} />
      </FieldCol>
      <FieldCol md={8} name="postalCode" label={field('postalCode')} rules={rules('postalCode')}>
        <Input dir="ltr" maxLength={5} />
      </FieldCol>
      <FieldCol md={8} name="contactName" label={field('contactName')} rules={rules('contactName', false)}>
        <Input maxLength={120} />
      </FieldCol>
      <FieldCol md={8} name="contactPhone" label={field('contactPhone')} rules={rules('contactPhone', false)}>
        <Input placeholder="55 1234 5678" />
      </FieldCol>
      <FieldCol md={8} name="programme" label={field('programme')} rules={rules('programme', false)}>
        <Input maxLength={200} />
      </FieldCol>
    </Row>
  );
}
