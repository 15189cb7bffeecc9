/**
 * The alert's SQL query: SQL Lab's editor (CodeMirror with SQL highlighting in the database's
 * dialect), without SQL Lab's completion, validation or run keys. Loaded lazily with the dialog's
 * condition section, so the list pages never ship CodeMirror.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useGetDatabaseQuery } from '../../../api/databases';
import { dialectFor } from '../../sqllab/editor/completion';
import { SqlEditor } from '../../sqllab/editor/SqlEditor';

const NO_COLUMNS = {};
const noop = () => {};

export interface AlertSqlEditorProps {
  value: string;
  onChange: (sql: string) => void;
  /** The alert's database: its engine's dialect colours the SQL (standard SQL until known). */
  databaseId: number | null;
  readOnly: boolean;
}

export function AlertSqlEditor({ value, onChange, databaseId, readOnly }: AlertSqlEditorProps) {
  const database = useGetDatabaseQuery(databaseId ?? skipToken);
  const editorDialect = databaseId !== null ? database.data?.engine_information?.editor_dialect : undefined;
  const dialect = useMemo(() => dialectFor(editorDialect), [editorDialect]);
  const { token } = theme.useToken();
  return (
    <div
      data-test="alert-sql"
      aria-label="SQL Query"
      inert={readOnly}
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        overflow: 'hidden',
        opacity: readOnly ? 0.6 : 1,
      }}
    >
      <SqlEditor
        value={value}
        onChange={onChange}
        onSelectionChange={noop}
        dialect={dialect}
        namespace={NO_COLUMNS}
        defaultSchema={null}
        getColumns={() => NO_COLUMNS}
        onRun={noop}
        onFormat={noop}
        height={180}
      />
    </div>
  );
}
