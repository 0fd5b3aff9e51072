import { type FormItemProps, Select } from 'antd';
import { FieldCol } from '../crud/field-col.tsx';

/**
 * The status a lifecycle's record starts in, chosen when adding it (`adding`); after that the record's
 * header shows it and the lifecycle's actions change it, so the form has no such field. `label` and
 * `rules` are the form's own, asked for the `status` field.
 */
export function InitialStatusCol({
  adding,
  label,
  rules,
  options,
}: {
  adding: boolean;
  label: (name: 'status') => string;
  rules: (name: 'status') => FormItemProps['rules'];
  options: { value: string; label: string }[];
}) {
  if (!adding) return null;
  return (
    <FieldCol md={12} name="status" label={label('status')} rules={rules('status')}>
      <Select options={options} />
    </FieldCol>
  );
}
