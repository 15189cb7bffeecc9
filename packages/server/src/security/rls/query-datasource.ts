/**
 * A SQL Lab query explored as a chart's datasource (type "query") reads the tables of its SQL: with
 * RLS_IN_SQLLAB on, the user's rules filter those reads as they do in SQL Lab itself, so exploring a
 * saved query is no way around them. The query's SQL as written is what the chart wraps; a template
 * or anything else the rewrite cannot read is refused when a rule binds the user in the database.
 */
import type { AppContext } from '../../context.js';
import type { ChartableQuery } from '../access/query.js';
import type { AuthUser } from '../auth.js';
import { applySqlLabRls } from './sqllab.js';

export async function withQueryRls(
  ctx: AppContext,
  user: AuthUser,
  chartable: ChartableQuery,
): Promise<ChartableQuery> {
  if (!ctx.config.features.RLS_IN_SQLLAB) return chartable;
  const { row, database } = chartable;
  const connector = await ctx.connections.connector(database);
  const rewritten = await applySqlLabRls({
    db: ctx.db,
    user,
    databaseId: database.id,
    connector,
    parserDialect: connector.spec.parserDialect,
    statements: [row.sql.trim().replace(/;+\s*$/, '')],
    schema: row.schema,
    catalog: row.catalog,
    template: { user: { id: user.id, username: user.username, email: user.email } },
  });
  return rewritten ? { database, row: { ...row, sql: rewritten[0]! } } : chartable;
}
