/** The metadata the editor completes from: schemas, the schema's tables and referenced tables' columns. */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { databaseApi, useGetSchemasQuery, useGetTablesQuery } from '../../../api/databases';
import { useAppDispatch } from '../useAppDispatch';
import type { QueryEditor, Table } from '../state/types';
import { buildNamespace, referencedTables, type ColumnInfo } from './completion';

const COLUMN_FETCH_DEBOUNCE_MS = 400;
/** At most this many tables' columns are fetched for one statement. */
const MAX_FETCHED_TABLES = 8;

export function useCompletionData(editor: QueryEditor, panels: Table[]) {
  const appDispatch = useAppDispatch();
  const { dbId, schema, catalog } = editor;
  const schemas = useGetSchemasQuery(dbId !== null ? { dbId, catalog } : skipToken);
  const tables = useGetTablesQuery(dbId !== null && schema !== null ? { dbId, schema, catalog } : skipToken);
  const tableNames = useMemo(
    () => (tables.currentData?.result ?? []).map((t) => t.value),
    [tables.currentData],
  );
  const [fetched, setFetched] = useState<Record<string, ColumnInfo[]>>({});
  const key = `${dbId}/${catalog}/${schema}`;
  const fetchedKey = useRef(key);

  // Columns of tables the SQL mentions, fetched once each per database and schema.
  useEffect(() => {
    if (dbId === null || schema === null) return;
    const t = setTimeout(() => {
      if (fetchedKey.current !== key) {
        fetchedKey.current = key;
        setFetched({});
      }
      const known = new Set(tableNames);
      const wanted = referencedTables(editor.sql)
        .filter((n) => known.has(n))
        .slice(0, MAX_FETCHED_TABLES);
      for (const name of wanted) {
        const sub = appDispatch(
          databaseApi.endpoints.getTableMetadata.initiate({ dbId, table: name, schema, catalog }),
        );
        sub
          .unwrap()
          .then((m) =>
            setFetched((f) =>
              f[name] ? f : { ...f, [name]: m.columns.map((c) => ({ name: c.name, type: c.type })) },
            ),
          )
          .catch(() => undefined)
          .finally(() => sub.unsubscribe());
      }
    }, COLUMN_FETCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [editor.sql, dbId, schema, catalog, key, tableNames, appDispatch]);

  const columnsByTable = useMemo(() => {
    const out: Record<string, ColumnInfo[]> = { ...fetched };
    for (const p of panels)
      if (p.columns && p.schema === schema)
        out[p.name] = p.columns.map((c) => ({ name: c.name, type: c.type }));
    return out;
  }, [fetched, panels, schema]);

  const namespace = useMemo(
    () => buildNamespace(schemas.currentData ?? [], schema, tableNames, columnsByTable),
    [schemas.currentData, schema, tableNames, columnsByTable],
  );
  return { namespace, columnsByTable };
}
