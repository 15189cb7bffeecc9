/** Form items the upload dialog's sections share: a tags select of the file's columns, and a switch. */
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { SwitchField } from './SwitchField';

/** The file's columns as select options. */
export const columnOptions = (columns: string[]) => columns.map((c) => ({ value: c, label: c }));

/** A multi-value select of the file's columns that also takes names typed in. */
export function ColumnTagsItem(p: {
  name: string;
  label: ReactNode;
  ariaLabel: string;
  placeholder: string;
  columns: string[];
}) {
  return (
    <Form.Item label={p.label} name={p.name}>
      <Select
        aria-label={p.ariaLabel}
        mode="tags"
        allowClear
        placeholder={p.placeholder}
        options={columnOptions(p.columns)}
      />
    </Form.Item>
  );
}

/** A boolean field shown as a labelled switch. */
export function SwitchItem({ name, label, dataTest }: { name: string; label: string; dataTest: string }) {
  return (
    <Form.Item name={name} valuePropName="checked">
      <SwitchField label={label} dataTest={dataTest} />
    </Form.Item>
  );
}
