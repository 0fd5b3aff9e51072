import { type PatientCreate, patientFields, type School, SEXES } from '@recolecta/shared/schools';
import { DatePicker, Input, Row, Select } from 'antd';
import { FieldCol, NotesField } from '../../../components/crud/field-col.tsx';
import type { FormValues } from '../../../components/crud/form-values.ts';
import { ReferenceSelect } from '../../../components/crud/reference-select.tsx';
import { useLabels, useOptions } from '../../../components/crud/use-labels.ts';
import { requiredMessage, zodRules } from '../../../components/crud/zod-rules.ts';

/** The form's values: the body the API takes, the birth date held by a date picker. */
export type PatientFormValues = FormValues<PatientCreate, 'birthDate'>;

/** A patient's fields; choosing another school moves the patient there. */
export function PatientFields() {
  const { field, locale } = useLabels('patients');
  const sexes = useOptions('sex', SEXES);
  const rules = (name: keyof typeof patientFields, required?: boolean) =>
    zodRules(patientFields[name], field(name), locale, { required });
  return (
    <>
      <Row gutter={16}>
        <FieldCol md={12} name="schoolId" label={field('schoolId')} rules={rules('schoolId')}>
          <ReferenceSelect<School>
            path="schools"
            params={{ sort: 'name:asc' }}
            optionLabel={(s) => `${s.name} · ${s.cct}`}
          />
        </FieldCol>
        <FieldCol md={6} name="grade" label={field('grade')} rules={rules('grade')}>
          <Input maxLength={20} />
        </FieldCol>
        <FieldCol md={6} name="group" label={field('group')} rules={rules('group')}>
          <Input maxLength={10} />
        </FieldCol>
        <FieldCol md={12} name="firstName" label={field('firstName')} rules={rules('firstName')}>
          <Input maxLength={100} />
        </FieldCol>
        <FieldCol md={12} name="lastName" label={field('lastName')} rules={rules('lastName')}>
          <Input maxLength={150} />
        </FieldCol>
        <FieldCol
          md={8}
          name="birthDate"
          label={field('birthDate')}
          rules={[{ required: true, message: requiredMessage(field('birthDate'), locale) }]}
        >
          <DatePicker style={{ width: '100%' }} format="L" />
        </FieldCol>
        <FieldCol md={4} name="sex" label={field('sex')} rules={rules('sex')}>
          <Select options={sexes} />
        </FieldCol>
        <FieldCol md={6} name="guardianName" label={field('guardianName')} rules={rules('guardianName')}>
          <Input maxLength={200} />
        </FieldCol>
        <FieldCol md={6} name="guardianPhone" label={field('guardianPhone')} rules={rules('guardianPhone')}>
          <Input placeholder="55 1234 5678" />
        </FieldCol>
      </Row>
      <NotesField label={field('notes')} rules={rules('notes', false)} />
    </>
  );
}
