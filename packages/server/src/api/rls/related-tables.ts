/**
 * `GET /api/v1/rowlevelsecurity/related/tables`: the datasets a rule may name, as Superset's related
 * answer (`{value: id, text}` with `schema.table_name` as the text), filtered by table name and
 * limited to the datasets the caller reaches (Superset's DatasourceFilter).
 */
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.js';
import { visibleDatasets } from '../../datasources/access.js';
import { parseRelatedQuery } from '../list-query.js';
import { containsPattern } from '../resource/filters.js';

export async function relatedTables(ctx: AppContext, request: FastifyRequest) {
  const q = parseRelatedQuery((request.query as Record<string, unknown>).q);
  const user = request.user!;
  const text = containsPattern(q.filter);
  const base = ctx.db.selectFrom('tables as t').where((eb) => {
    const like = sql<SqlBool>`lower(t.table_name) like ${text} escape '\\'`;
    const visible = visibleDatasets(eb, user);
    return visible ? eb.and([like, visible]) : like;
  });
  const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await base
    .select(['t.id', 't.schema', 't.table_name'])
    .orderBy(sql`coalesce(t.schema, '')`)
    .orderBy('t.table_name')
    .orderBy('t.id')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  return {
    count: Number(counted?.n ?? 0),
    result: rows.map((r) => ({ value: r.id, text: r.schema ? `${r.schema}.${r.table_name}` : r.table_name })),
  };
}
