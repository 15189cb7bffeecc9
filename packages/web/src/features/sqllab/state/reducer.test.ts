import { describe, expect, it } from 'vitest';
import { activeEditorId, initialSqlLabState, sqlLabReducer, type SqlLabAction } from './reducer';
import { testEditor, testQuery } from '../test-support/fixtures';
import type { Query, SqlLabState } from './types';

const editor = testEditor;
const query = (id: string, sqlEditorId: string, extra: Partial<Query> = {}): Query =>
  testQuery({ id, sqlEditorId, ...extra });

const run = (actions: SqlLabAction[], state: SqlLabState = initialSqlLabState) =>
  actions.reduce(sqlLabReducer, state);

describe('SQL Lab reducer', () => {
  it('adds tabs and switches to the new one', () => {
    const s = run([
      { type: 'addQueryEditor', editor: editor('a') },
      { type: 'addQueryEditor', editor: editor('b') },
    ]);
    expect(activeEditorId(s)).toBe('b');
    expect(activeEditorId(run([{ type: 'setActiveQueryEditor', id: 'a' }], s))).toBe('a');
  });

  it('removes a tab with its queries and tables and falls back to the last remaining tab', () => {
    const s = run([
      { type: 'addQueryEditor', editor: editor('a') },
      { type: 'addQueryEditor', editor: editor('b', { inLocalStorage: true }) },
      { type: 'addQueryEditor', editor: editor('c') },
      { type: 'setActiveQueryEditor', id: 'a' },
      { type: 'startQuery', query: query('q1', 'a') },
      {
        type: 'addTable',
        table: {
          id: 't1',
          dbId: 1,
          queryEditorId: 'a',
          catalog: null,
          schema: null,
          name: 'x',
          expanded: true,
        },
      },
      { type: 'removeQueryEditor', id: 'a', now: 42 },
    ]);
    expect(s.queryEditors.map((e) => e.id)).toEqual(['b', 'c']);
    expect(s.queries).toEqual({});
    expect(s.tables).toEqual([]);
    expect(activeEditorId(s)).toBe('c');
    expect(s.destroyedQueryEditors).toEqual({ a: 42 });
    // Tabs only in browser storage are not recorded as destroyed.
    const t = run([{ type: 'removeQueryEditor', id: 'b', now: 43 }], s);
    expect(t.destroyedQueryEditors).toEqual({ a: 42 });
  });

  it('closes the other tabs', () => {
    const s = run([
      { type: 'addQueryEditor', editor: editor('a') },
      { type: 'addQueryEditor', editor: editor('b') },
      { type: 'addQueryEditor', editor: editor('c') },
      { type: 'removeOtherQueryEditors', id: 'b', now: 1 },
    ]);
    expect(s.queryEditors.map((e) => e.id)).toEqual(['b']);
    expect(activeEditorId(s)).toBe('b');
  });

  it('drops a tab the server no longer has without recording it as destroyed', () => {
    const s = run([
      { type: 'addQueryEditor', editor: editor('a') },
      { type: 'addQueryEditor', editor: editor('b') },
      { type: 'dropQueryEditor', id: 'b' },
    ]);
    expect(s.queryEditors.map((e) => e.id)).toEqual(['a']);
    expect(s.destroyedQueryEditors).toEqual({});
  });

  it('starting a query clears the previous result data and points the editor at the new query', () => {
    const s = run([
      { type: 'addQueryEditor', editor: editor('a') },
      { type: 'startQuery', query: query('q1', 'a') },
      {
        type: 'querySuccess',
        id: 'q1',
        now: 5,
        response: {
          status: 'success',
          data: [{ x: 1 }],
          columns: [],
          query: { id: 'q1', dbId: 1, sql: '', state: 'success' },
        },
      },
      { type: 'startQuery', query: query('q2', 'a') },
    ]);
    expect(s.queries.q1!.results?.data).toEqual([]);
    expect(s.queryEditors[0]!.latestQueryId).toBe('q2');
  });

  it('stops a query and ignores its late failure', () => {
    const s = run([
      { type: 'addQueryEditor', editor: editor('a') },
      { type: 'startQuery', query: query('q1', 'a') },
      { type: 'stopQuery', id: 'q1', now: 3 },
      { type: 'queryFailed', id: 'q1', message: 'cancelled', now: 4 },
    ]);
    expect(s.queries.q1!.state).toBe('stopped');
  });

  it('updates an editor and stamps updatedAt', () => {
    const s = run([
      { type: 'addQueryEditor', editor: editor('a') },
      { type: 'updateQueryEditor', id: 'a', patch: { sql: 'SELECT 2' }, now: 99 },
    ]);
    expect(s.queryEditors[0]).toMatchObject({ sql: 'SELECT 2', updatedAt: 99 });
  });
});
