/** Dimension controls (groupby, columns, x-axis…): pills of columns, dropped or chosen by click. */
import type { ControlConfig } from '@meridian/charts';
import type { QueryColumn } from '@meridian/core';
import { useState } from 'react';
import type { ExploreDataset } from '../../../../api/explore';
import { ColumnSelectPopover } from './ColumnSelectPopover';
import { columnIcon, queryColumnLabel } from '../../../../components/controls/dnd/columnOptions';
import { PillList, type EditingIndex } from '../../../../components/controls/dnd/PillList';
import { useDropZone } from '../../../../components/controls/dnd/dnd';
import { listValue } from '../../../../components/controls/dnd/listValue';

export interface DndColumnSelectProps {
  config: ControlConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  dataset: ExploreDataset | null;
}

export function DndColumnSelect({ config, value, onChange, dataset }: DndColumnSelectProps) {
  const multi = config.multi !== false;
  const columns = (dataset?.columns ?? []).filter((c) => !config.columnFilter || config.columnFilter(c));
  const list = listValue<QueryColumn>(value, multi, onChange);
  const values = list.values;
  const [editing, setEditing] = useState<EditingIndex>(null);

  const add = (column: QueryColumn) => {
    const label = typeof column === 'string' ? column : column.label;
    if (multi && values.some((v) => (typeof v === 'string' ? v : v.label) === label)) return;
    list.add(column);
  };
  const drop = useDropZone(
    (item) => item.kind === 'column' && (!config.columnFilter || config.columnFilter(item.column)),
    (item) => {
      if (item.kind === 'column') add(item.column.column_name);
    },
  );

  return (
    <PillList
      testId="dnd-column-select"
      drop={drop}
      list={list}
      add={add}
      itemKey={(v, i) => `${typeof v === 'string' ? v : v.label}-${i}`}
      pill={(v) => ({
        label: queryColumnLabel(v, dataset?.columns ?? []),
        tooltip: typeof v === 'string' ? v : v.sqlExpression,
        icon: typeof v === 'string' ? columnIcon(dataset?.columns.find((c) => c.column_name === v)) : 'sql',
      })}
      editing={editing}
      onEdit={setEditing}
      popover={(index, edit) => <ColumnSelectPopover key={String(index)} columns={columns} {...edit} />}
      addText={
        multi ? 'Drop columns here or click' : values.length === 0 ? 'Drop a column here or click' : null
      }
    />
  );
}
