/** Query history's answers: the list row and QueryRestApi's show columns; `sql_tables` of any SQL. */
import type { z } from 'zod';
import type { queryDetailSchema, queryListItemSchema, sqlTableSchema } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { shortenSql } from './list-columns.js';
import { namesOf, queryToApi, type QueryRow } from '../../sqllab/query-record.js';
import { analyzeStatement, lexOptionsOf, type ParserDialect } from '../../sqllab/sql-parse.js';
import { splitStatements } from '../../sqllab/sql-scan.js';

/** Tables a query's SQL reads, for `sql_tables` (best effort: unparseable statements add none). */
export function sqlTables(
  sql: string,
  dialect: ParserDialect = 'PostgresQL',
): z.infer<typeof sqlTableSchema>[] {
  return splitStatements(sql, lexOptionsOf(dialect)).flatMap((s) =>
    (analyzeStatement(s, dialect).tables ?? []).map((t) => ({
      table: t.table,
      schema: t.schema,
      catalog: null,
    })),
  );
}

/** A row as the list reads it (list-columns.ts): no extra, `sql` and `executed_sql` cut to a prefix. */
export type ListedQuery = Pick<
  QueryRow,
  | 'id'
  | 'changed_on'
  | 'database_id'
  | 'user_id'
  | 'status'
  | 'tab_name'
  | 'schema'
  | 'rows'
  | 'start_time'
  | 'end_time'
  | 'tmp_table_name'
  | 'tracking_url'
  | 'sql'
  | 'executed_sql'
>;

/** List rows; long SQL is shortened (tables are read from the shortened text, best effort). */
export async function serializeQueryList(
  rows: ListedQuery[],
  ctx: AppContext,
): Promise<z.infer<typeof queryListItemSchema>[]> {
  const names = await namesOf(ctx.db, rows);
  return rows.map((r) => {
    const n = names.get(r.id);
    const text = shortenSql(r.sql);
    return {
      id: r.id,
      changed_on: r.changed_on,
      database: { id: r.database_id, database_name: n?.databaseName ?? null },
      executed_sql: shortenSql(r.executed_sql),
      rows: r.rows,
      schema: r.schema,
      sql: text,
      sql_tables: sqlTables(text),
      status: r.status,
      tab_name: r.tab_name,
      user: n?.user ? { id: r.user_id!, first_name: n.user.first_name, last_name: n.user.last_name } : null,
      start_time: r.start_time,
      end_time: r.end_time,
      tmp_table_name: r.tmp_table_name,
      tracking_url: r.tracking_url,
    };
  });
}

/** `GET /api/v1/query/{id}`'s result. */
export async function queryDetail(
  ctx: AppContext,
  row: QueryRow,
): Promise<z.infer<typeof queryDetailSchema>> {
  const names = await namesOf(ctx.db, [row]);
  return queryToApi(row, names.get(row.id));
}
