/** Dimension controls (groupby, columns, x-axis…): pills of columns, dropped or chosen by click. */
import type { ControlConfig } from '@meridian/charts';
import type { QueryColumn } from '@meridian/core';
import { Popover } from 'antd';
import { useState } from 'react';
import type { ExploreDataset } from '../../../../api/explore';
import { ColumnSelectPopover } from './ColumnSelectPopover';
import { asArray, columnIcon, queryColumnLabel } from '../../../../components/controls/dnd/columnOptions';
import { AddOptionButton, OptionPill } from '../../../../components/controls/dnd/OptionPill';
import { useDropZone } from '../../../../components/controls/dnd/dnd';

export interface DndColumnSelectProps {
  config: ControlConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  dataset: ExploreDataset | null;
}

export function DndColumnSelect({ config, value, onChange, dataset }: DndColumnSelectProps) {
  const multi = config.multi !== false;
  const columns = (dataset?.columns ?? []).filter((c) => !config.columnFilter || config.columnFilter(c));
  const values = asArray(value as QueryColumn | QueryColumn[] | null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const put = (next: QueryColumn[]) => onChange(multi ? next : (next[0] ?? null));
  const add = (column: QueryColumn) => {
    const label = typeof column === 'string' ? column : column.label;
    if (multi && values.some((v) => (typeof v === 'string' ? v : v.label) === label)) return;
    put(multi ? [...values, column] : [column]);
  };
  const drop = useDropZone(
    (item) => item.kind === 'column' && (!config.columnFilter || config.columnFilter(item.column)),
    (item) => {
      if (item.kind === 'column') add(item.column.column_name);
    },
  );

  const popover = (index: number | 'new') => (
    <ColumnSelectPopover
      key={String(index)}
      columns={columns}
      initial={index === 'new' ? null : (values[index] ?? null)}
      onClose={() => setEditing(null)}
      onSave={(column) => {
        setEditing(null);
        if (index === 'new') add(column);
        else put(values.map((v, i) => (i === index ? column : v)));
      }}
    />
  );

  const showAdd = multi || values.length === 0;
  return (
    <div {...drop.props} data-test="dnd-column-select" data-can-drop={drop.canDrop || undefined}>
      {values.map((v, i) => (
        <Popover
          key={`${typeof v === 'string' ? v : v.label}-${i}`}
          open={editing === i}
          onOpenChange={(open) => setEditing(open ? i : null)}
          trigger="click"
          placement="right"
          destroyOnHidden
          content={popover(i)}
        >
          <div>
            <OptionPill
              label={queryColumnLabel(v, dataset?.columns ?? [])}
              tooltip={typeof v === 'string' ? v : v.sqlExpression}
              icon={
                typeof v === 'string' ? columnIcon(dataset?.columns.find((c) => c.column_name === v)) : 'sql'
              }
              onRemove={() => put(values.filter((_, j) => j !== i))}
              onClick={() => setEditing(i)}
            />
          </div>
        </Popover>
      ))}
      {showAdd && (
        <Popover
          open={editing === 'new'}
          onOpenChange={(open) => setEditing(open ? 'new' : null)}
          trigger="click"
          placement="right"
          destroyOnHidden
          content={popover('new')}
        >
          <div>
            <AddOptionButton
              text={multi ? 'Drop columns here or click' : 'Drop a column here or click'}
              highlight={drop.canDrop}
            />
          </div>
        </Popover>
      )}
    </div>
  );
}
