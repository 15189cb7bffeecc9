import { describe, expect, it } from 'vitest';
import { blankEditor, editorFromServer, editorToServer, readLocal, toLocal, writeLocal } from './persistence';
import { initialSqlLabState } from './reducer';

const serverTab = {
  id: 7,
  label: 'My tab',
  database_id: 1,
  catalog: null,
  schema: 'main',
  sql: 'SELECT 1',
  query_limit: 100,
  latest_query: { id: 'q1', dbId: 1, sql: 'SELECT 1', state: 'success', rows: 1, queryId: 3 },
  autorun: false,
  template_params: '{"a": 1}',
  hide_left_bar: true,
  saved_query: { id: 4 },
  extra_json: JSON.stringify({ updatedAt: 99, northPercent: 40, southPercent: 60 }),
  table_schemas: [
    {
      id: 2,
      database_id: 1,
      schema: 'main',
      table: 'flights',
      description: { columns: [] },
      expanded: false,
    },
  ],
};

describe('tab persistence mappings', () => {
  it('restores a failed latest query with its error type and issue codes', () => {
    const error = {
      message: 'Binder Error: column "nope" not found',
      error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
      level: 'error',
      extra: { engine_name: 'DuckDB', issue_codes: [{ code: 1003, message: 'Issue 1003' }] },
    };
    const failed = {
      ...serverTab,
      latest_query: {
        id: 'q9',
        dbId: 1,
        sql: 'SELECT nope',
        state: 'failed',
        errorMessage: error.message,
        errors: [error],
      },
    };
    const { query } = editorFromServer(failed);
    expect(query).toMatchObject({ id: 'q9', state: 'failed', errorMessage: error.message, errors: [error] });
  });

  it('reads a server tab with its tables and latest query', () => {
    const { editor, tables, query } = editorFromServer(serverTab);
    expect(editor).toMatchObject({
      id: '7',
      remoteId: 7,
      name: 'My tab',
      dbId: 1,
      schema: 'main',
      queryLimit: 100,
      latestQueryId: 'q1',
      hideLeftBar: true,
      savedQueryId: 4,
      northPercent: 40,
      updatedAt: 99,
      loaded: true,
    });
    expect(tables).toEqual([
      expect.objectContaining({
        remoteId: 2,
        name: 'flights',
        expanded: false,
        queryEditorId: '7',
        columns: [],
      }),
    ]);
    expect(query).toMatchObject({ id: 'q1', sqlEditorId: '7', state: 'success', queryId: 3 });
  });

  it('writes the full-state body, leaving out a latest query the server does not know', () => {
    const e = { ...blankEditor('T'), dbId: 2, latestQueryId: 'x', northPercent: 30 };
    const body = editorToServer(e);
    expect(body).toMatchObject({ database_id: 2, label: 'T', latest_query_id: 'x', query_limit: 1000 });
    expect(JSON.parse(body.extra_json!)).toMatchObject({ northPercent: 30 });
    expect(editorToServer(e, false)).not.toHaveProperty('latest_query_id');
  });

  it('round-trips the browser copy without unloaded tabs', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    } as unknown as Storage;
    const loaded = blankEditor('A');
    const unloaded = { ...blankEditor('B'), loaded: false };
    const state = { ...initialSqlLabState, queryEditors: [loaded, unloaded], tabHistory: [loaded.id] };
    writeLocal(state, storage);
    expect(readLocal(storage)).toEqual(toLocal(state));
    expect(readLocal(storage)!.queryEditors.map((e) => e.name)).toEqual(['A']);
  });
});
