/**
 * Resolve: the request's query context parsed and capped, its dataset loaded and readable by the
 * user, and the dataset's connector — all before anything reaches an engine.
 */
import { parseQueryContext, resolveQueryContext, type ResolvedQueryContext } from '@meridian/core';
import type { AuthUser } from '../../security/auth.js';
import { canReadDatasource, datasourceAccessError } from '../../security/access/dataset.js';
import { invalidField, NotFound } from '../../domain-errors.js';
import type { LoadedDatasource } from '../datasource-loader.js';
import { checkQueryContextShape } from '../request-shape.js';
import type { Timing } from '../timing.js';
import type { ChartDataDeps, ChartDataRun } from './types.js';

export interface ResolvedChartData {
  context: ResolvedQueryContext;
  loaded: LoadedDatasource;
  /** Who asks: the templates' current_username() and friends. */
  user: AuthUser;
}

/** The query context and its dataset; throws 400/404/403 for a bad shape, a missing or unreadable dataset. */
export async function resolveChartData(
  deps: ChartDataDeps,
  user: AuthUser,
  rawBody: unknown,
  timing: Timing,
): Promise<ResolvedChartData> {
  checkQueryContextShape(rawBody);
  const context = resolveQueryContext(timing.sync('compile', () => parseQueryContext(rawBody)));
  const dsId = Number(context.datasource.id);
  const isQuery = context.datasource.type === 'query' && deps.queryDatasource !== undefined;
  if (!Number.isInteger(dsId) || (!isQuery && !['table', 'dataset'].includes(context.datasource.type))) {
    throw invalidField('datasource', 'Only table datasources are supported');
  }
  // A SQL Lab query: its own checks (author, one SELECT, SQL Lab's data access) in queryDatasource.
  if (isQuery)
    return { context, user, loaded: await timing.time('auth', () => deps.queryDatasource!(user, dsId)) };
  const loaded = await timing.time('auth', () => deps.datasources.get(dsId));
  if (!loaded) throw new NotFound('The datasource does not exist');
  const dataObject = {
    database: loaded.database,
    schema: loaded.datasource.schema,
    catalog: loaded.datasource.catalog,
    dataset: { id: loaded.datasource.id, table_name: loaded.datasource.table_name },
    ownerIds: loaded.ownerIds,
  };
  if (!canReadDatasource(user, dataObject))
    throw datasourceAccessError(loaded.datasource.table_name, loaded.ownerNames);
  return { context, loaded, user };
}

/** The settings every query object of the request shares: connector, clock, force, cache timeout. */
export async function openRun(
  deps: ChartDataDeps,
  { context, loaded, user }: ResolvedChartData,
  timing: Timing,
  options: { force?: boolean },
): Promise<ChartDataRun> {
  const { connector, family } = await deps.connections.connectorFor(loaded.database.id);
  // A SQL Lab query (type "query") is no dataset: dataset rules do not name it.
  const rls =
    context.datasource.type === 'query'
      ? []
      : await timing.time('auth', () => deps.rls.forDataset(user, loaded.datasource.id));
  return {
    deps,
    context,
    loaded,
    user,
    connector,
    family,
    now: deps.now?.() ?? new Date(),
    force: options.force || context.force,
    cacheTimeout:
      context.custom_cache_timeout ?? loaded.cacheTimeout ?? deps.limits.defaultCacheTimeoutSeconds,
    timing,
    rls,
  };
}
