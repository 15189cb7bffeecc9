/** Choosing a column for a dimension control: a dataset column ("Saved") or a Custom SQL column. */
import type { AdhocColumn, QueryColumn } from '@meridian/core';
import { Input } from 'antd';
import { useState } from 'react';
import type { DatasetColumn } from '../../../../api/explore';
import { COLUMN_STACK, ColumnSelect, SqlInput, TabbedPopover } from '../../../../components/controls/popover';

export interface ColumnSelectPopoverProps {
  columns: DatasetColumn[];
  initial: QueryColumn | null;
  onSave: (value: QueryColumn) => void;
  onClose: () => void;
}

export function ColumnSelectPopover({ columns, initial, onSave, onClose }: ColumnSelectPopoverProps) {
  const adhoc = initial !== null && typeof initial !== 'string' ? initial : null;
  const [tab, setTab] = useState(adhoc ? 'sql' : 'saved');
  const [column, setColumn] = useState<string | undefined>(typeof initial === 'string' ? initial : undefined);
  const [sql, setSql] = useState(adhoc?.sqlExpression ?? '');
  const [label, setLabel] = useState(adhoc?.label ?? '');
  const valid = tab === 'saved' ? Boolean(column) : sql.trim() !== '';

  const save = () => {
    if (!valid) return;
    if (tab === 'saved') onSave(column!);
    else {
      const value: AdhocColumn = {
        sqlExpression: sql.trim(),
        label: label.trim() || sql.trim(),
        expressionType: 'SQL',
      };
      onSave(value);
    }
  };

  return (
    <TabbedPopover
      dataTest="column-select-popover"
      width={300}
      tab={tab}
      onTab={setTab}
      onClose={onClose}
      onSave={save}
      valid={valid}
      saveTest="column-popover-save"
      items={[
        {
          key: 'saved',
          label: 'Saved',
          children: (
            <ColumnSelect
              dataTest="column-select"
              autoFocus
              columns={columns}
              value={column}
              onChange={setColumn}
            />
          ),
        },
        {
          key: 'sql',
          label: 'Custom SQL',
          children: (
            <div style={COLUMN_STACK}>
              <Input placeholder="Label" value={label} onChange={(e) => setLabel(e.target.value)} />
              <SqlInput
                dataTest="column-sql"
                rows={4}
                placeholder="SQL expression, e.g. UPPER(country)"
                value={sql}
                onChange={setSql}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
