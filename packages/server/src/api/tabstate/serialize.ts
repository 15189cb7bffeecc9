/** Superset's dicts of a SQL Lab tab (TabState.to_dict()) and of its table panels. */
import type { z } from 'zod';
import type { tableSchemaSchema, tabStateSchema } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { findSavedQuery } from '../../meta/repositories/saved-query.js';
import { tableSchemasOf, type TableSchemaRow, type TabRow } from '../../meta/repositories/tabstate.js';
import { findQueryByClientId } from '../../sqllab/query-record.js';
import { serverQuery } from '../sqllab/serialize.js';

export function tableSchemaToDict(row: TableSchemaRow): z.infer<typeof tableSchemaSchema> {
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
    description: description as Record<string, unknown> | null,
    expanded: row.expanded === 1,
  };
}

/** The tab's latest query, if it is still the tab owner's. */
async function latestQueryOf(ctx: AppContext, tab: TabRow) {
  const latest = tab.latest_query_id ? await findQueryByClientId(ctx.db, tab.latest_query_id) : undefined;
  return latest && latest.user_id === tab.user_id ? serverQuery(ctx, latest) : null;
}

async function savedQueryOf(ctx: AppContext, tab: TabRow) {
  const saved = tab.saved_query_id ? await findSavedQuery(ctx.db, tab.saved_query_id) : undefined;
  if (!saved) return null;
  const { id, label, sql, db_id, schema, catalog } = saved;
  return { id, label, sql, db_id, schema, catalog };
}

/** Superset's TabState.to_dict(). */
export async function tabToDict(ctx: AppContext, tab: TabRow): Promise<z.infer<typeof tabStateSchema>> {
  return {
    id: tab.id,
    user_id: tab.user_id,
    label: tab.label,
    active: tab.active === 1,
    database_id: tab.database_id,
    catalog: tab.catalog,
    schema: tab.schema,
    table_schemas: (await tableSchemasOf(ctx.db, tab.id)).map(tableSchemaToDict),
    sql: tab.sql,
    query_limit: tab.query_limit,
    latest_query: await latestQueryOf(ctx, tab),
    autorun: tab.autorun === 1,
    template_params: tab.template_params,
    hide_left_bar: tab.hide_left_bar === 1,
    saved_query: await savedQueryOf(ctx, tab),
    extra_json: tab.extra_json,
  };
}
