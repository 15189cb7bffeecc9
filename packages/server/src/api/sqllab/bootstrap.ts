/**
 * `GET /api/v1/sqllab/`: what SQL Lab opens with (Superset's bootstrap_sqllab_data): the user's
 * tab ids and labels, the active tab in full, the databases exposed in SQL Lab that the user may
 * reach, the user's queries of those tabs keyed by client id, and the limits SQL Lab needs from
 * the configuration (`common.conf`).
 */
import type { sqlLabBootstrapResponseSchema } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { visibleDatabases } from '../../datasources/access.js';
import { queriesOfTabs, sqlLabDatabases } from '../../meta/repositories/query.js';
import { findTab, tabsOf } from '../../meta/repositories/tabstate.js';
import { tabToDict } from '../tabstate/serialize.js';
import { serverQueries, sqlLabDatabaseToDict } from './serialize.js';

type Bootstrap = z.infer<typeof sqlLabBootstrapResponseSchema>;

/** Superset's common.conf entries SQL Lab reads. */
const confOf = ({ config }: AppContext) => ({
  // The limit dropdown stops at SQL_MAX_ROW, new tabs start at DEFAULT_SQLLAB_LIMIT, results show
  // at most DISPLAY_MAX_ROW rows.
  SQL_MAX_ROW: config.sqlMaxRow,
  DISPLAY_MAX_ROW: config.displayMaxRow,
  DEFAULT_SQLLAB_LIMIT: config.defaultSqllabLimit,
  SQLLAB_ASYNC_TIME_LIMIT_SEC: Math.round(config.sqllabAsyncTimeLimitMs / 1000),
});

export const getBootstrap =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<Bootstrap> => {
    const user = request.user!;
    const tabs = await tabsOf(ctx.db, user.id);
    const activeRow = [...tabs].sort((a, b) => b.active - a.active || a.id - b.id)[0];
    const active = activeRow ? await findTab(ctx.db, activeRow.id) : undefined;
    const dbRows = await sqlLabDatabases(ctx.db, (eb) => visibleDatabases(eb, user));
    const queryRows = await queriesOfTabs(
      ctx.db,
      user.id,
      tabs.map((t) => String(t.id)),
    );
    const queries = await serverQueries(ctx, queryRows);
    return {
      result: {
        tab_state_ids: tabs.map((t) => ({ id: t.id, label: t.label })),
        active_tab: active ? await tabToDict(ctx, active) : null,
        databases: Object.fromEntries(dbRows.map((d) => [d.id, sqlLabDatabaseToDict(ctx, d)])),
        queries: Object.fromEntries(queryRows.map((q, i) => [q.client_id, queries[i]!])),
        common: { conf: confOf(ctx) },
      },
    };
  };
