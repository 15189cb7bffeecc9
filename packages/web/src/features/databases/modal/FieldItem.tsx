import { Form } from 'antd';
import type { ReactNode } from 'react';

export interface FieldItemProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}

/** The id of a field's input, for its label. */
export const fieldId = (name: string) => `database-field-${name}`;

/** A labelled form field: its error (if any) and its helper text show under it. */
export function FieldItem({ name, label, required, error, helper, children }: FieldItemProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={fieldId(name)}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span data-test={`field-error-${name}`}>{error}</span> : undefined}
      extra={helper ? <span data-test={`field-helper-${name}`}>{helper}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}
