/**
 * What the query history list reads: the columns its page shows, with `sql` and `executed_sql` cut
 * to a prefix in SQL itself, so a history holding megabytes of SQL answers a page in kilobytes.
 * The full text is `GET /api/v1/query/{id}`'s.
 */
import { sql } from 'kysely';
import type { Qb } from '../resource/spec.js';

/** Characters of `sql` / `executed_sql` a list row carries; longer text ends with LIST_SQL_MORE. */
export const LIST_SQL_CAP = 2000;
/** Marks shortened SQL, so a reader knows to fetch the query for the full text. */
export const LIST_SQL_MORE = '…';

const LIST_COLUMNS = [
  'id',
  'changed_on',
  'database_id',
  'user_id',
  'status',
  'tab_name',
  'schema',
  'rows',
  'start_time',
  'end_time',
  'tmp_table_name',
  'tracking_url',
] as const;

/** One character past the cap is read so that shortening can be told from an exact fit. */
const prefix = (column: 'sql' | 'executed_sql') =>
  sql<string | null>`substr(${sql.ref(`t.${column}`)}, 1, ${LIST_SQL_CAP + 1})`.as(column);

export const selectQueryListColumns = (base: Qb): Qb =>
  base.select([...LIST_COLUMNS.map((c) => `t.${c}`), prefix('sql'), prefix('executed_sql')]);

/** `text` cut to the cap, marked when cut. */
export function shortenSql<T extends string | null>(text: T): T {
  if (text === null || text.length <= LIST_SQL_CAP) return text;
  return `${text.slice(0, LIST_SQL_CAP)}${LIST_SQL_MORE}` as T;
}
