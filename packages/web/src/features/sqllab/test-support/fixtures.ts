/** Test builders for SQL Lab state: editors and queries with fixed ids and times. */
import { blankEditor } from '../state/persistence';
import type { Query, QueryEditor } from '../state/types';

/** A loaded tab on database 1, as `blankEditor` makes it but with a fixed id and time. */
export const testEditor = (id: string, extra: Partial<QueryEditor> = {}): QueryEditor =>
  blankEditor(`Untitled Query ${id}`, { id, immutableId: id, dbId: 1, updatedAt: 0, ...extra });

/** A running query on database 1, from editor `e1` unless `extra` says otherwise. */
export const testQuery = (extra: Partial<Query> = {}): Query => ({
  id: 'q1',
  dbId: 1,
  catalog: null,
  schema: null,
  sql: 'SELECT 1',
  sqlEditorId: 'e1',
  tab: 't',
  runAsync: false,
  ctas: false,
  queryLimit: 10,
  state: 'running',
  progress: 0,
  startDttm: 1,
  isDataPreview: false,
  ...extra,
});
