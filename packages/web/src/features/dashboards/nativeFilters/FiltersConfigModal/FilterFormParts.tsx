/** What the sections of the filter form share: its props, the derived state, and the labelled field. */
import type { DataMask, NativeFilter } from '@meridian/core';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import type { FilterDataset } from '../useDataset';
import type { ItemFlags } from './draft';

export const EMPTY_MASK: DataMask = { extraFormData: {}, filterState: {}, ownState: {} };

export interface FilterFormProps {
  filter: NativeFilter;
  flags: ItemFlags;
  errors: Record<string, string>;
  /** Other value filters this one may depend on. */
  parentOptions: { value: string; label: string }[];
  onChange: (patch: Partial<NativeFilter>) => void;
  onFlags: (patch: Partial<ItemFlags>) => void;
}

/** A section's props: the form's, with the filter's dataset and control values. */
export interface FilterSectionProps extends FilterFormProps {
  dataset: FilterDataset | null;
  cv: NonNullable<NativeFilter['controlValues']>;
  setControl: (patch: Record<string, unknown>) => void;
  status: (key: string) => 'error' | undefined;
}

export function Field({
  label,
  error,
  children,
  required,
  test,
}: {
  label?: ReactNode;
  error?: string;
  children: ReactNode;
  required?: boolean;
  test?: string;
}) {
  return (
    <div data-test={test}>
      <Form.Item
        label={label}
        required={required}
        validateStatus={error ? 'error' : undefined}
        help={error}
        style={{ marginBottom: 16 }}
      >
        {children}
      </Form.Item>
    </div>
  );
}
