import { Alert, Button, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * The form of the account pages: large, laid out vertically, checked by its rules rather than the
 * browser's, without required marks unless the page asks for them, and the failure the server gave
 * (`error`) above the fields.
 */
export function AuthForm<Values>({
  error,
  children,
  ...props
}: FormProps<Values> & { error?: string | null; children: ReactNode }) {
  return (
    <Form<Values> noValidate layout="vertical" requiredMark={false} size="large" {...props}>
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      {children}
    </Form>
  );
}

/** The account form's one wide button, busy while its request runs. */
export function AuthSubmit({
  pending,
  testId,
  children,
}: {
  pending: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Form.Item style={{ marginBottom: 0 }}>
      <Button type="primary" htmlType="submit" block loading={pending} data-testid={testId}>
        {children}
      </Button>
    </Form.Item>
  );
}
