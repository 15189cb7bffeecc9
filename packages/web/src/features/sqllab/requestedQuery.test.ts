import { describe, expect, it } from 'vitest';
import { parseRequestedQuery } from './requestedQuery';

describe('links into SQL Lab', () => {
  it('reads a saved query id', () => {
    expect(parseRequestedQuery('?savedQueryId=12', undefined, null)).toEqual({ kind: 'savedQuery', id: 12 });
  });

  it("reads a chart's datasource key and SQL", () => {
    const sql = 'SELECT * FROM t\nLIMIT 5';
    expect(
      parseRequestedQuery(`?datasourceKey=7__table&sql=${encodeURIComponent(sql)}`, undefined, null),
    ).toEqual({
      kind: 'datasource',
      datasetId: 7,
      sql,
    });
    expect(parseRequestedQuery('?datasourceKey=x__table&sql=1', undefined, null)?.kind).toBe('sql');
  });

  it('reads router state before the query string', () => {
    expect(
      parseRequestedQuery('', undefined, { requestedQuery: { datasourceKey: '3__table', sql: 'SELECT 1' } }),
    ).toEqual({ kind: 'datasource', datasetId: 3, sql: 'SELECT 1' });
  });

  it('reads plain SQL with a database and a permalink key', () => {
    expect(parseRequestedQuery('?dbid=2&sql=SELECT%201&schema=main&autorun=true', undefined, null)).toEqual({
      kind: 'sql',
      dbId: 2,
      sql: 'SELECT 1',
      schema: 'main',
      catalog: null,
      name: null,
      autorun: true,
    });
    expect(parseRequestedQuery('?savedQueryId=1', 'abc', null)).toEqual({ kind: 'permalink', key: 'abc' });
    expect(parseRequestedQuery('', undefined, null)).toBeNull();
    expect(parseRequestedQuery('?new=true', undefined, null)).toEqual({ kind: 'new' });
    expect(parseRequestedQuery('?new=false', undefined, null)).toBeNull();
  });
});
