/**
 * The form items of the alert and report dialogs: the labelled field with its client or server error
 * under it, the field choosing a related object (database, dashboard, chart), and the screenshot
 * width input.
 */
import { Form, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { RelatedSelect, type Picked } from './RelatedSelect';
import type { SectionProps } from './sections';

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

/** How each related object is asked for (Superset's labels and placeholders). */
const RELATED = {
  database: {
    label: 'Database',
    ariaLabel: 'Database',
    placeholder: 'Select database',
    dataTest: 'alert-database',
  },
  dashboard: {
    label: 'Select dashboard',
    ariaLabel: 'Dashboard',
    placeholder: 'Select dashboard',
    dataTest: 'select-dashboard',
  },
  chart: { label: 'Select chart', ariaLabel: 'Chart', placeholder: 'Select chart', dataTest: 'select-chart' },
} as const;

/** The required field choosing the form's database, dashboard or chart, searched on the server. */
export function RelatedField({
  name,
  form,
  set,
  errors,
  readOnly,
}: SectionProps & { name: keyof typeof RELATED }) {
  const { label, ...select } = RELATED[name];
  return (
    <Field label={label} required error={errors[name]}>
      <RelatedSelect
        column={name}
        {...select}
        disabled={readOnly}
        value={form[name]}
        onChange={(v) => set({ [name]: v })}
      />
    </Field>
  );
}

/** The screenshot width in pixels (a report's custom_width); empty is the renderer's default. */
export function WidthInput({
  value,
  onChange,
  dataTest,
  disabled,
}: {
  value: number | null;
  onChange: (width: number | null) => void;
  dataTest: string;
  disabled?: boolean;
}) {
  return (
    <InputNumber
      data-test={dataTest}
      aria-label="Screenshot width"
      placeholder="Input custom width in pixels"
      style={{ width: '100%' }}
      min={1}
      disabled={disabled}
      value={value}
      onChange={(v) => onChange(v === null || v === undefined ? null : Number(v))}
    />
  );
}

export type { Picked };
