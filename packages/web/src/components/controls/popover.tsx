/** Pieces shared by the option popovers of the controls (filter, metric, column). */
import { Button, Input, Select, Tabs, theme, type TabsProps } from 'antd';
import type { ReactNode } from 'react';
import type { DatasetColumn } from '../../api/explore';
import { columnSelectOptions } from './dnd/columnOptions';

export function FieldLabel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <label style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{children}</label>;
}

/** The popover's Close and Save buttons; Save only while the option is valid. */
export function PopoverFooter({
  onClose,
  onSave,
  valid,
  saveTest,
}: {
  onClose: () => void;
  onSave: () => void;
  valid: boolean;
  saveTest: string;
}) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
      <Button size="small" onClick={onClose}>
        Close
      </Button>
      <Button size="small" type="primary" data-test={saveTest} disabled={!valid} onClick={onSave}>
        Save
      </Button>
    </div>
  );
}

/** A monospace SQL text area. */
export function SqlInput({
  dataTest,
  rows,
  placeholder,
  value,
  onChange,
}: {
  dataTest: string;
  rows: number;
  placeholder: string;
  value: string;
  onChange: (sql: string) => void;
}) {
  return (
    <Input.TextArea
      data-test={dataTest}
      rows={rows}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      style={{ fontFamily: 'monospace' }}
    />
  );
}

/** A searchable select of the dataset's columns. */
export function ColumnSelect({
  dataTest,
  columns,
  value,
  onChange,
  autoFocus,
}: {
  dataTest: string;
  columns: DatasetColumn[];
  value: string | undefined;
  onChange: (column: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <Select
      data-test={dataTest}
      style={{ width: '100%' }}
      placeholder="Select a column"
      autoFocus={autoFocus}
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'search' }}
      options={columnSelectOptions(columns)}
    />
  );
}

/** A labelled full-width select of a popover's Simple tab (operator, aggregate…). */
export function LabelledSelect<V extends string>({
  label,
  dataTest,
  placeholder,
  value,
  onChange,
  options,
}: {
  label: string;
  dataTest: string;
  placeholder: string;
  value: V | undefined;
  onChange: (value: V) => void;
  options: { value: V; label: string }[];
}) {
  return (
    <>
      <FieldLabel>{label}</FieldLabel>
      <Select
        data-test={dataTest}
        style={{ width: '100%' }}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        options={options}
      />
    </>
  );
}

/** An option popover: what stands above the tabs, the tabs (Saved, Simple, Custom SQL…), Close and Save. */
export function TabbedPopover<K extends string>({
  dataTest,
  width,
  tab,
  onTab,
  items,
  children,
  ...footer
}: {
  dataTest: string;
  width: number;
  tab: K;
  onTab: (tab: K) => void;
  items: NonNullable<TabsProps['items']>;
  children?: ReactNode;
} & Parameters<typeof PopoverFooter>[0]) {
  return (
    <div data-test={dataTest} style={{ width }}>
      {children}
      <Tabs size="small" activeKey={tab} onChange={(k) => onTab(k as K)} items={items} />
      <PopoverFooter {...footer} />
    </div>
  );
}

export const COLUMN_STACK = { display: 'flex', flexDirection: 'column', gap: 8 } as const;
