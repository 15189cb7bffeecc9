/** Physical columns (names fixed) or calculated columns (name, expression and type editable). */
import { Checkbox } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DraftColumn } from './datasetDraft';
import {
  AddItemButton,
  DraftTable,
  deleteColumn,
  newKey,
  patcher,
  sqlCell,
  textCell,
  type Patch,
} from './cells';

/** A calculated column has an expression, or was added here. */
export const isCalculated = (c: DraftColumn) => Boolean(c.expression?.trim() || c.key.startsWith('new'));

function checkColumn(field: 'is_dttm' | 'filterable' | 'groupby', title: string, patch: Patch<DraftColumn>) {
  return {
    key: field,
    title,
    width: 80,
    render: (_: unknown, c: DraftColumn) => (
      <Checkbox
        checked={Boolean(c[field] ?? field !== 'is_dttm')}
        onChange={(e) => patch(c.key, { [field]: e.target.checked })}
      />
    ),
  };
}

function tableColumns(calculated: boolean, patch: Patch<DraftColumn>): ColumnsType<DraftColumn> {
  const fixed = (field: 'column_name' | 'type') =>
    field === 'column_name'
      ? (_: unknown, c: DraftColumn) => <code>{c.column_name}</code>
      : (_: unknown, c: DraftColumn) => <span>{c.type ?? ''}</span>;
  const dateFormat = textCell<DraftColumn>('python_date_format', patch);
  return [
    {
      key: 'name',
      title: 'Column',
      width: 170,
      render: calculated ? textCell('column_name', patch) : fixed('column_name'),
    },
    { key: 'label', title: 'Label', width: 150, render: textCell('verbose_name', patch, true) },
    ...(calculated ? [{ key: 'expression', title: 'SQL expression', render: sqlCell(patch) }] : []),
    {
      key: 'type',
      title: 'Data type',
      width: 110,
      render: calculated ? textCell('type', patch, true) : fixed('type'),
    },
    checkColumn('is_dttm', 'Is temporal', patch),
    checkColumn('filterable', 'Is filterable', patch),
    checkColumn('groupby', 'Is dimension', patch),
    {
      key: 'format',
      title: 'Datetime format',
      width: 120,
      render: (_: unknown, c: DraftColumn) => (c.is_dttm ? dateFormat(_, c) : null),
    },
  ];
}

export function ColumnsEditor({
  columns,
  onChange,
  calculated,
}: {
  columns: DraftColumn[];
  onChange: (c: DraftColumn[]) => void;
  calculated: boolean;
}) {
  const patch = patcher(columns, onChange);
  const shown = columns.filter((c) => isCalculated(c) === calculated);
  const add = () =>
    onChange([
      ...columns,
      {
        key: newKey(),
        column_name: `calculated_column_${shown.length + 1}`,
        expression: '',
        filterable: true,
        groupby: true,
        is_dttm: false,
      },
    ]);
  return (
    <div data-test={calculated ? 'calculated-columns-editor' : 'columns-editor'}>
      {calculated && <AddItemButton dataTest="add-calculated-column" onClick={add} />}
      <DraftTable
        rows={shown}
        columns={[
          ...tableColumns(calculated, patch),
          ...(calculated ? [deleteColumn(columns, onChange)] : []),
        ]}
      />
    </div>
  );
}
