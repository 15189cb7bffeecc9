/** The labelled field of the alert and report dialogs, with its client or server error under it. */
import { Form } from 'antd';
import type { ReactNode } from 'react';

export function Field({
  label,
  required,
  error,
  children,
  extra,
}: {
  label: ReactNode;
  required?: boolean;
  error?: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
      style={{ marginBottom: 16 }}
    >
      {children}
    </Form.Item>
  );
}
