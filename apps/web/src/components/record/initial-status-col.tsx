import { type FormItemProps, Select } from 'antd';
import { FieldCol } from '../crud/field-col.tsx';

/**
 * The status a lifecycle's record starts in, chosen when adding it (`adding`); after that the record's
 * header shows it and the lifecycle's actions change it, so the form has no such field.
 */
export function InitialStatusCol({
  adding,
  options,
  ...item
}: Pick<FormItemProps, 'label' | 'rules'> & {
  adding: boolean;
  options: { value: string; label: string }[];
}) {
  if (!adding) return null;
  return (
    <FieldCol md={12} name="status" {...item}>
      <Select options={options} />
    </FieldCol>
  );
}
