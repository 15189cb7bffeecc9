/** The left panel: database, catalog and schema pickers, table search, and the table panels. */
import { TableOutlined, EyeOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Select, Typography, theme } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useGetTablesQuery, type DatabaseDetail } from '../../../api/databases';
import { DatabaseSelector, type DatabaseSelection } from '../../../components/DatabaseSelector';
import { useSqlLab } from '../state/SqlLabContext';
import type { QueryEditor } from '../state/types';
import { TableElement } from './TableElement';

export interface LeftBarProps {
  editor: QueryEditor;
  database: (DatabaseDetail & { allows_cost_estimate?: boolean }) | undefined;
}

/** "See table schema": a searchable select of the schema's tables; picking one adds its panel. */
function TableSelect({ editor }: { editor: QueryEditor }) {
  const { token } = theme.useToken();
  const { tabs } = useSqlLab();
  const [search, setSearch] = useState('');
  const tableList = useGetTablesQuery(
    editor.dbId !== null && editor.schema !== null
      ? { dbId: editor.dbId, schema: editor.schema, catalog: editor.catalog }
      : skipToken,
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        See table schema
      </Typography.Text>
      <Select<string>
        data-test="select-table"
        aria-label="Select table or type to search tables"
        placeholder="Select table or type to search tables"
        disabled={editor.schema === null}
        loading={tableList.isFetching}
        value={null}
        showSearch={{ searchValue: search, onSearch: setSearch }}
        options={(tableList.currentData?.result ?? []).map((t) => ({
          value: t.value,
          label: (
            <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              {t.type === 'view' ? <EyeOutlined /> : <TableOutlined />}
              {t.value}
            </span>
          ),
          title: t.value,
        }))}
        filterOption={(input, o) =>
          String(o?.value ?? '')
            .toLowerCase()
            .includes(input.toLowerCase())
        }
        onChange={(name) => {
          setSearch('');
          if (name) void tabs.addTable(editor.id, { name, schema: editor.schema, catalog: editor.catalog });
        }}
      />
    </div>
  );
}

export function LeftBar({ editor, database }: LeftBarProps) {
  const { state, tabs, runner } = useSqlLab();
  const db = useMemo(
    () =>
      database && database.id === editor.dbId
        ? {
            id: database.id,
            database_name: database.database_name,
            backend: database.backend,
            allow_multi_catalog: database.allow_multi_catalog,
          }
        : null,
    [database, editor.dbId],
  );
  const onChange = useCallback(
    (next: DatabaseSelection) =>
      tabs.update(editor.id, { dbId: next.db?.id ?? null, catalog: next.catalog, schema: next.schema }),
    [tabs, editor.id],
  );
  const tables = state.tables.filter((t) => t.queryEditorId === editor.id);
  const previewAllowed = !database?.disable_data_preview;

  return (
    <div
      data-test="sql-editor-left-bar"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%', minHeight: 0, padding: 12 }}
    >
      <DatabaseSelector
        db={
          editor.dbId === null
            ? null
            : (db ?? { id: editor.dbId, database_name: '…', backend: '', allow_multi_catalog: false })
        }
        catalog={editor.catalog}
        schema={editor.schema}
        onChange={onChange}
        sqlLabMode
      />
      <TableSelect editor={editor} />
      <div
        data-test="table-panels"
        style={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {tables.map((t) => (
          <TableElement
            key={t.id}
            table={t}
            previewAllowed={previewAllowed}
            onToggle={(expanded) => tabs.setTableExpanded(t, expanded)}
            onRemove={() => tabs.removeTable(t)}
            onPreview={() => void runner.preview(t, Boolean(database?.allow_run_async))}
            onSelectStar={() => t.selectStar && tabs.update(editor.id, { sql: t.selectStar })}
          />
        ))}
      </div>
    </div>
  );
}
