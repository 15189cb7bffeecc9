/**
 * What a link into SQL Lab asks for: a saved query (`?savedQueryId=`), a chart's SQL
 * (`?datasourceKey=<id>__table&sql=`), plain SQL on a database (`?dbid=&sql=&schema=`), or a
 * permalink (`/sqllab/p/{key}`), or a new tab (`?new=true`, the home page's "+ SQL query"); also the
 * same keys as router state (`{ requestedQuery }`).
 */

export type RequestedQuery =
  | { kind: 'savedQuery'; id: number }
  | { kind: 'datasource'; datasetId: number; sql: string }
  | {
      kind: 'sql';
      dbId: number | null;
      sql: string;
      schema: string | null;
      catalog: string | null;
      name: string | null;
      autorun: boolean;
    }
  | { kind: 'permalink'; key: string }
  | { kind: 'new' };

const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

export function parseRequestedQuery(
  search: string,
  permalinkKey: string | undefined,
  routerState: unknown,
): RequestedQuery | null {
  if (permalinkKey) return { kind: 'permalink', key: permalinkKey };
  const params = new URLSearchParams(search);
  const fromState =
    routerState && typeof routerState === 'object' && 'requestedQuery' in routerState
      ? (routerState.requestedQuery as Record<string, unknown> | null)
      : null;
  const get = (k: string) => str(fromState?.[k]) ?? params.get(k);
  const saved = get('savedQueryId');
  if (saved && Number.isInteger(Number(saved))) return { kind: 'savedQuery', id: Number(saved) };
  const sql = get('sql');
  const key = get('datasourceKey');
  if (key && sql !== null) {
    const [id, type] = key.split('__');
    if (Number.isInteger(Number(id)) && (type === undefined || type === 'table'))
      return { kind: 'datasource', datasetId: Number(id), sql };
  }
  if (sql !== null) {
    const db = get('dbid') ?? get('dbId');
    return {
      kind: 'sql',
      dbId: db !== null && Number.isInteger(Number(db)) ? Number(db) : null,
      sql,
      schema: get('schema'),
      catalog: get('catalog'),
      name: get('title') ?? get('name'),
      autorun: get('autorun') === 'true' || fromState?.autorun === true,
    };
  }
  if (get('new') === 'true') return { kind: 'new' };
  return null;
}
