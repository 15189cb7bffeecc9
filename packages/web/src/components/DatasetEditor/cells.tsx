/** Cells shared by the metrics and columns tables of the dataset editor. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/** A row of an editable table: a stable key and its fields. */
export type Row = { key: string };
export type Patch<T> = (key: string, patch: Partial<T>) => void;

let seq = 0;
/** Keys of rows added in this editor start with "new" (the validation tells them apart by it). */
export const newKey = () => `new-${++seq}`;

/** A one-line text cell; `nullable` stores an emptied field as null. */
export function textCell<T extends Row>(field: keyof T & string, patch: Patch<T>, nullable = false) {
  function TextCell(_: unknown, row: T) {
    const value = row[field] as string | null | undefined;
    return (
      <Input
        size="small"
        value={value ?? ''}
        onChange={(e) =>
          patch(row.key, { [field]: nullable ? e.target.value || null : e.target.value } as Partial<T>)
        }
      />
    );
  }
  return TextCell;
}

/** An SQL expression cell, marked when empty. */
export function sqlCell<T extends Row & { expression?: string | null }>(patch: Patch<T>) {
  function SqlCell(_: unknown, row: T) {
    return (
      <Input.TextArea
        size="small"
        autoSize={{ minRows: 1, maxRows: 4 }}
        style={{ fontFamily: 'monospace' }}
        value={row.expression ?? ''}
        status={row.expression?.trim() ? undefined : 'error'}
        onChange={(e) => patch(row.key, { expression: e.target.value } as Partial<T>)}
      />
    );
  }
  return SqlCell;
}

/** The delete column of a table whose rows may be removed. */
export function deleteColumn<T extends Row>(rows: T[], onChange: (rows: T[]) => void) {
  return {
    key: 'delete',
    width: 40,
    render: (_: unknown, row: T) => (
      <Button
        size="small"
        type="text"
        aria-label="Delete"
        icon={<DeleteOutlined />}
        onClick={() => onChange(rows.filter((x) => x.key !== row.key))}
      />
    ),
  };
}

export function AddItemButton({ dataTest, onClick }: { dataTest: string; onClick: () => void }) {
  return (
    <Button
      size="small"
      icon={<PlusOutlined />}
      data-test={dataTest}
      style={{ marginBottom: 8 }}
      onClick={onClick}
    >
      Add item
    </Button>
  );
}

/** A patch function for the rows of one table. */
export const patcher =
  <T extends Row>(rows: T[], onChange: (rows: T[]) => void): Patch<T> =>
  (key, p) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...p } : r)));

/** The editable table of the columns and metrics tabs: one row a draft item, scrolling past 520 px. */
export function DraftTable<T extends Row>({ rows, columns }: { rows: T[]; columns: ColumnsType<T> }) {
  return (
    <Table<T>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      scroll={{ y: 520 }}
      columns={columns}
    />
  );
}
