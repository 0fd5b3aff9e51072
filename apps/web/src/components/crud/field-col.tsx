import { Col, Form, type FormItemProps, Input } from 'antd';

/**
 * One form field in the form's grid: the whole row on a phone, `md` of the 24 columns from a tablet
 * up. Takes every prop of the form item (name, label, rules, normalize…).
 */
export function FieldCol({ md, ...item }: FormItemProps & { md: number }) {
  return (
    <Col xs={24} md={md}>
      <Form.Item {...item} />
    </Col>
  );
}

/** The free-text notes a record keeps, below its other fields. */
export function NotesField(item: Omit<FormItemProps, 'name' | 'children'>) {
  return (
    <Form.Item name="notes" {...item}>
      <Input.TextArea rows={3} maxLength={2000} showCount />
    </Form.Item>
  );
}
