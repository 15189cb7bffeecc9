/**
 * `GET /api/v1/sqllab/`: what SQL Lab opens with (Superset's bootstrap_sqllab_data): the user's
 * tab ids and labels, the active tab in full, the databases exposed in SQL Lab that the user may
 * reach, the user's queries of those tabs keyed by client id, and the limits SQL Lab needs from
 * the configuration (`common.conf`).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { visibleDatabases } from '../datasources/access.js';
import { requirePermission } from '../security/auth.js';
import { backendOf } from '../datasources/database-uri.js';
import { namesOf, queryToDict } from '../sqllab/query-record.js';
import { parseExtra } from '../datasources/database-extra.js';
import { tabToDict } from './tabstate-record.js';

export function registerSqlLabBootstrapRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/v1/sqllab/', { preHandler: requirePermission('can_read', 'SQLLab') }, async (request) => {
    const user = request.user!;
    const tabs = await ctx.db
      .selectFrom('tab_state')
      .select(['id', 'label', 'active'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    const activeRow = [...tabs].sort((a, b) => b.active - a.active || a.id - b.id)[0];
    const active = activeRow
      ? await ctx.db.selectFrom('tab_state').selectAll().where('id', '=', activeRow.id).executeTakeFirst()
      : undefined;

    const dbRows = await ctx.db
      .selectFrom('dbs as t')
      .selectAll('t')
      .where((eb) => {
        const vis = visibleDatabases(eb, user);
        return vis ? eb.and([eb('t.expose_in_sqllab', '=', 1), vis]) : eb('t.expose_in_sqllab', '=', 1);
      })
      .orderBy('t.database_name')
      .execute();
    const databases: Record<string, unknown> = {};
    for (const d of dbRows) {
      const extra = parseExtra(d.extra);
      const spec = ctx.connections.engineOf(d.sqlalchemy_uri);
      databases[d.id] = {
        id: d.id,
        database_name: d.database_name,
        backend: backendOf(d.sqlalchemy_uri).backend,
        allow_ctas: d.allow_ctas === 1,
        allow_cvas: d.allow_cvas === 1,
        allow_dml: d.allow_dml === 1,
        allow_file_upload: d.allow_file_upload === 1,
        allow_run_async: d.allow_run_async === 1,
        allows_subquery: spec?.capabilities.supportsSubqueries ?? true,
        allows_cost_estimate: spec?.capabilities.supportsCostEstimate ?? false,
        allow_multi_catalog: extra.allow_multi_catalog === true,
        expose_in_sqllab: true,
        force_ctas_schema: d.force_ctas_schema,
        disable_data_preview: extra.disable_data_preview === true,
        disable_drill_to_detail: extra.disable_drill_to_detail === true,
      };
    }

    const tabIds = tabs.map((t) => String(t.id));
    const queryRows = tabIds.length
      ? await ctx.db
          .selectFrom('query')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('sql_editor_id', 'in', tabIds)
          .execute()
      : [];
    const names = await namesOf(ctx.db, queryRows);
    const queries = Object.fromEntries(queryRows.map((q) => [q.client_id, queryToDict(q, names.get(q.id))]));
    return {
      result: {
        tab_state_ids: tabs.map((t) => ({ id: t.id, label: t.label })),
        active_tab: active ? await tabToDict(ctx, active) : null,
        databases,
        queries,
        // Superset's common.conf entries SQL Lab reads: the limit dropdown stops at SQL_MAX_ROW,
        // new tabs start at DEFAULT_SQLLAB_LIMIT, results show at most DISPLAY_MAX_ROW rows.
        common: {
          conf: {
            SQL_MAX_ROW: ctx.config.sqlMaxRow,
            DISPLAY_MAX_ROW: ctx.config.displayMaxRow,
            DEFAULT_SQLLAB_LIMIT: ctx.config.defaultSqllabLimit,
            SQLLAB_ASYNC_TIME_LIMIT_SEC: Math.round(ctx.config.sqllabAsyncTimeLimitMs / 1000),
          },
        },
      },
    };
  });
}
