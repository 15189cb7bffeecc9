/** Choosing a column for a dimension control: a dataset column ("Saved") or a Custom SQL column. */
import type { AdhocColumn, QueryColumn } from '@meridian/core';
import { Button, Input, Select, Tabs } from 'antd';
import { useState } from 'react';
import type { DatasetColumn } from '../../../../api/explore';
import { columnSelectOptions } from './columnOptions';

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
    <div data-test="column-select-popover" style={{ width: 300 }}>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'saved',
            label: 'Saved',
            children: (
              <Select
                data-test="column-select"
                style={{ width: '100%' }}
                placeholder="Select a column"
                autoFocus
                value={column}
                onChange={setColumn}
                options={columnSelectOptions(columns)}
                showSearch={{ optionFilterProp: 'search' }}
              />
            ),
          },
          {
            key: 'sql',
            label: 'Custom SQL',
            children: (
              <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                <Input placeholder="Label" value={label} onChange={(e) => setLabel(e.target.value)} />
                <Input.TextArea
                  data-test="column-sql"
                  rows={4}
                  placeholder="SQL expression, e.g. UPPER(country)"
                  value={sql}
                  onChange={(e) => setSql(e.target.value)}
                  style={{ fontFamily: 'monospace' }}
                />
              </div>
            ),
          },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button size="small" onClick={onClose}>
          Close
        </Button>
        <Button size="small" type="primary" disabled={!valid} onClick={save} data-test="column-popover-save">
          Save
        </Button>
      </div>
    </div>
  );
}
