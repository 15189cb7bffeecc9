/** Labelled inputs of the dataset editor's Source and Settings tabs, with their validation message. */
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';

export function Field({
  label,
  error,
  helper,
  children,
}: {
  label: string;
  error?: string | undefined;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error} extra={helper}>
      {children}
    </Form.Item>
  );
}

/** A text input named `dataset-<name>` in tests; `rows` makes it multi-line. */
export function TextInput({
  name,
  value,
  onChange,
  rows,
  monospace = false,
  placeholder,
}: {
  name: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  rows?: number;
  monospace?: boolean;
  placeholder?: string;
}) {
  const props = {
    'data-test': `dataset-${name}`,
    value: value ?? '',
    placeholder,
    style: monospace ? { fontFamily: 'monospace' } : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return rows ? <Input.TextArea {...props} rows={rows} /> : <Input {...props} />;
}
