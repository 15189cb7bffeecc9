/** A SQL Lab tab kept on the server: finding the caller's own, and Superset's dict of it. */
import type { Selectable } from 'kysely';
import type { AppContext } from '../context.js';
import type { MetaDb } from '../meta/db.js';
import type { TabStateTable } from '../meta/schema.js';
import { namesOf, queryToDict } from '../sqllab/query-record.js';
import { notFound } from './errors.js';
import { parsePk } from './path-params.js';

export type TabRow = Selectable<TabStateTable>;

/** The caller's tab by its path id; anyone else's (or none) is a 404. */
export async function ownTab(db: MetaDb, userId: number, rawId: string): Promise<TabRow> {
  const row = await db
    .selectFrom('tab_state')
    .selectAll()
    .where('id', '=', parsePk(rawId))
    .executeTakeFirst();
  if (!row || row.user_id !== userId) throw notFound();
  return row;
}

export function tableSchemaToDict(row: {
  id: number;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  description: string | null;
  expanded: number;
}) {
  let description: unknown;
  try {
    description = JSON.parse(row.description ?? 'null') as unknown;
  } catch {
    description = null;
  }
  return {
    id: row.id,
    tab_state_id: row.tab_state_id,
    database_id: row.database_id,
    catalog: row.catalog,
    schema: row.schema,
    table: row.table,
    description,
    expanded: row.expanded === 1,
  };
}

/** Superset's TabState.to_dict(). */
export async function tabToDict(ctx: AppContext, tab: TabRow) {
  const tables = await ctx.db
    .selectFrom('table_schema')
    .selectAll()
    .where('tab_state_id', '=', tab.id)
    .orderBy('id')
    .execute();
  const latest = tab.latest_query_id
    ? await ctx.db
        .selectFrom('query')
        .selectAll()
        .where('client_id', '=', tab.latest_query_id)
        .where('user_id', '=', tab.user_id)
        .executeTakeFirst()
    : undefined;
  const saved = tab.saved_query_id
    ? await ctx.db
        .selectFrom('saved_query')
        .selectAll()
        .where('id', '=', tab.saved_query_id)
        .executeTakeFirst()
    : undefined;
  const names = latest ? await namesOf(ctx.db, [latest]) : null;
  return {
    id: tab.id,
    user_id: tab.user_id,
    label: tab.label,
    active: tab.active === 1,
    database_id: tab.database_id,
    catalog: tab.catalog,
    schema: tab.schema,
    table_schemas: tables.map(tableSchemaToDict),
    sql: tab.sql,
    query_limit: tab.query_limit,
    latest_query: latest ? queryToDict(latest, names?.get(latest.id)) : null,
    autorun: tab.autorun === 1,
    template_params: tab.template_params,
    hide_left_bar: tab.hide_left_bar === 1,
    saved_query: saved
      ? {
          id: saved.id,
          label: saved.label,
          sql: saved.sql,
          db_id: saved.db_id,
          schema: saved.schema,
          catalog: saved.catalog,
        }
      : null,
    extra_json: tab.extra_json,
  };
}
