/**
 * The Dataset resource: Superset's `/api/v1/dataset/` list, get, update (save rules of spec §5,
 * `override_columns`), refresh, delete and bulk delete with ownership checks, related objects and
 * the `related/database` choices. Creation lives in dataset-create.ts.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import type { AppContext } from '../context.js';
import { visibleDatabases, visibleDatasets } from '../datasources/access.js';
import { fetchSourceColumns, syncDatasetColumns, tableLabel } from '../datasources/column-sync.js';
import { findSameTable, loadDatasetBundle, type DatasetRow } from '../datasources/dataset-repository.js';
import { singleSelect } from '../datasources/virtual-sql.js';
import type { MetaSchema } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';
import { removeDatasetPermissions, syncDatasetPermissions } from '../security/permission-sync.js';
import { requirePermission } from '../security/auth.js';
import { connectionsFor } from './database-context.js';
import { datasourceError, fieldError, guarded } from './database-errors.js';
import { parseExtra } from '../datasources/database-extra.js';
import { datasetExists, registerDatasetCreateRoutes, requireReadableSource } from './dataset-create.js';
import { findDataset, findEditableDataset } from '../security/access/dataset.js';
import { pathPk } from './path-params.js';
import { checkChildren, datasetValues, mergedTarget, saveColumns, saveMetrics } from './dataset-save.js';
import { datasetPutBody, overrideColumnsQuery } from './dataset-schema.js';
import { serializeDataset, serializeDatasetList } from './dataset-serialize.js';
import { forbidden, HttpError } from './errors.js';
import { parseIdList, parseRelatedQuery, validated } from './list-query.js';
import { replaceOwners, resolveOwners } from './owners.js';
import { registerResourceRoutes, type ResourceSpec } from './resource.js';
import { relatedObjectsOf } from './related-objects.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['tables'] }, 't'>;

const isVirtual = (eb: Eb) => eb.and([eb('t.sql', 'is not', null), eb('t.sql', '!=', '')]);

export const datasetSpec: ResourceSpec = {
  name: 'dataset',
  view: 'Dataset',
  table: 'tables',
  columns: {
    id: { column: 'id', type: 'number' },
    uuid: { column: 'uuid', type: 'string', operators: ['eq', 'in'] },
    table_name: { column: 'table_name', type: 'string' },
    schema: { column: 'schema', type: 'string' },
    catalog: { column: 'catalog', type: 'string' },
    sql: { column: 'sql', type: 'string' },
    description: { column: 'description', type: 'string' },
    is_sqllab_view: { column: 'is_sqllab_view', type: 'boolean' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    created_on: { column: 'created_on', type: 'datetime' },
    database_id: { column: 'database_id', type: 'number' },
    changed_by_fk: { column: 'changed_by_fk', type: 'number' },
  },
  // The list page sorts by related names too; without a join they group by the related id.
  sortAliases: {
    changed_on_delta_humanized: 'changed_on',
    kind: 'sql',
    'database.database_name': 'database_id',
    'changed_by.first_name': 'changed_by_fk',
  },
  relations: {
    owners: {
      kind: 'm2m',
      linkTable: 'sqlatable_user',
      linkFk: 'table_id',
      targetFk: 'user_id',
      target: 'ab_user',
    },
    // Filtering by database id works as for any foreign key; `related/database` has its own route.
    database: { kind: 'o2m', column: 'database_id', target: 'ab_user' },
    created_by: { kind: 'o2m', column: 'created_by_fk', target: 'ab_user' },
    changed_by: { kind: 'o2m', column: 'changed_by_fk', target: 'ab_user' },
  },
  customFilters: {
    // Superset's kind filter: value true means physical (no SQL), false means virtual.
    dataset_is_null_or_empty: (eb, value) => {
      const virtual = isVirtual(eb as Eb);
      return value === false || value === 'false' ? virtual : eb.not(virtual);
    },
    dataset_is_certified: (eb, value) => {
      const certified = sql<boolean>`t.extra like ${'%"certification"%'}`;
      return value === false || value === 'false' ? eb.not(certified) : certified;
    },
  } as ResourceSpec['customFilters'],
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => visibleDatasets(eb as Eb, user),
  serialize: (rows, ctx) => serializeDatasetList(rows as DatasetRow[], ctx),
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MANAGED_EXTERNALLY = 'This dataset is managed externally and cannot be edited';

export function registerDatasetRoutes(app: FastifyInstance, ctx: AppContext) {
  const connections = connectionsFor(app, ctx);
  const read = { preHandler: requirePermission('can_read', 'Dataset') };
  const write = { preHandler: requirePermission('can_write', 'Dataset') };

  // Before the generic `related/:column`, which only knows users and roles.
  app.get('/api/v1/dataset/related/database', read, async (request) => {
    const q = parseRelatedQuery((request.query as Record<string, unknown>).q);
    const text = `%${q.filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const base = ctx.db.selectFrom('dbs as t').where((eb) => {
      const vis = visibleDatabases(eb, request.user!);
      const match = sql<boolean>`lower(t.database_name) like ${text} escape '\\'`;
      return vis ? eb.and([match, vis]) : match;
    });
    const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    const rows = await base
      .select(['t.id', 't.database_name'])
      .orderBy('t.database_name')
      .limit(q.page_size)
      .offset(q.page * q.page_size)
      .execute();
    return {
      count: Number(counted?.n ?? 0),
      result: rows.map((r) => ({ value: r.id, text: r.database_name })),
    };
  });
  registerResourceRoutes(app, ctx, datasetSpec);
  registerDatasetCreateRoutes(app, ctx, connections);

  app.get('/api/v1/dataset/:pk', read, async (request) => {
    // Superset accepts the id or the uuid here.
    const key = (request.params as { pk: string }).pk;
    const byUuid = UUID_RE.test(key)
      ? await ctx.db
          .selectFrom('tables')
          .select('id')
          .where('uuid', '=', key.toLowerCase())
          .executeTakeFirst()
      : undefined;
    const row = await findDataset(ctx, request.user!, byUuid ? byUuid.id : pathPk(request));
    return { id: row.id, result: await serializeDataset(await loadDatasetBundle(ctx.db, row), ctx) };
  });

  app.put('/api/v1/dataset/:pk', write, async (request) => {
    const user = request.user!;
    const existing = await findEditableDataset(ctx, user, pathPk(request));
    const query = validated(overrideColumnsQuery, request.query ?? {}, '');
    const override = query.override_columns === 'true' || query.override_columns === '1';
    const body = validated(datasetPutBody, request.body ?? {}, '');
    if (existing.is_managed_externally === 1 && body.is_managed_externally !== false)
      throw forbidden(MANAGED_EXTERNALLY);
    if (body.database_id !== undefined && body.database_id !== existing.database_id) {
      throw fieldError(422, 'database', 'Database not allowed to change');
    }
    const bundle = await loadDatasetBundle(ctx.db, existing);
    checkChildren(body, bundle.columns, bundle.metrics);
    const now = nowIso();
    const audit = { userId: user.id, now };
    const values = datasetValues(body, parseExtra(bundle.database.extra).allow_multi_catalog === true, audit);
    const target = mergedTarget(existing, values);
    if (target.sql) {
      try {
        singleSelect(target.sql);
      } catch (err) {
        datasourceError(err);
      }
    }
    if (await findSameTable(ctx.db, target, existing.id)) throw datasetExists(tableLabel(target));
    const moved = (['table_name', 'schema', 'catalog', 'sql'] as const).some(
      (k) => target[k] !== existing[k],
    );
    if (moved) await requireReadableSource(ctx, connections, user, bundle.database, target);
    const owners = body.owners !== undefined ? await resolveOwners(ctx.db, body.owners, user) : undefined;
    const source = override
      ? await guarded(async () => fetchSourceColumns(await connections.connector(bundle.database), target))
      : null;
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('tables').set(values).where('id', '=', existing.id).execute();
      if (body.columns) await saveColumns(trx, existing.id, body.columns, bundle.columns, audit);
      if (body.metrics) await saveMetrics(trx, existing.id, body.metrics, bundle.metrics, audit);
      if (owners) await replaceOwners(trx, 'sqlatable_user', 'table_id', existing.id, owners);
      if (source) await syncDatasetColumns(trx, existing.id, source, user.id, now);
    });
    await syncDatasetPermissions(ctx.db, existing.id);
    const row = await findDataset(ctx, user, existing.id);
    return { id: row.id, result: await serializeDataset(await loadDatasetBundle(ctx.db, row), ctx) };
  });

  app.put('/api/v1/dataset/:pk/refresh', write, async (request) => {
    const user = request.user!;
    const existing = await findEditableDataset(ctx, user, pathPk(request));
    if (existing.is_managed_externally === 1) throw forbidden(MANAGED_EXTERNALLY);
    const database = await ctx.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', existing.database_id)
      .executeTakeFirstOrThrow();
    const source = await guarded(async () =>
      fetchSourceColumns(await connections.connector(database), existing),
    );
    const now = nowIso();
    await ctx.db.transaction().execute(async (trx) => {
      await syncDatasetColumns(trx, existing.id, source, user.id, now);
      await trx
        .updateTable('tables')
        .set({ changed_on: now, changed_by_fk: user.id })
        .where('id', '=', existing.id)
        .execute();
    });
    return { message: 'OK' };
  });

  app.delete('/api/v1/dataset/:pk', write, async (request) => {
    const row = await findEditableDataset(ctx, request.user!, pathPk(request));
    await ctx.db.deleteFrom('tables').where('id', '=', row.id).execute();
    await removeDatasetPermissions(ctx.db, row.id);
    return { message: 'OK' };
  });

  app.delete('/api/v1/dataset/', write, async (request) => {
    const ids = parseIdList((request.query as Record<string, unknown>).q);
    // All or nothing: every id must exist and be editable first.
    for (const id of ids) await findEditableDataset(ctx, request.user!, id);
    await ctx.db.deleteFrom('tables').where('id', 'in', ids).execute();
    for (const id of ids) await removeDatasetPermissions(ctx.db, id);
    return { message: `Deleted ${ids.length} dataset${ids.length === 1 ? '' : 's'}` };
  });

  const childRoute = (table: 'table_columns' | 'sql_metrics', segment: string) =>
    app.delete(`/api/v1/dataset/:pk/${segment}/:childId`, write, async (request) => {
      const row = await findEditableDataset(ctx, request.user!, pathPk(request));
      const childId = Number((request.params as { childId: string }).childId);
      if (!Number.isInteger(childId)) throw new HttpError(404, 'Not found');
      const res = await ctx.db
        .deleteFrom(table)
        .where('id', '=', childId)
        .where('table_id', '=', row.id)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw new HttpError(404, 'Not found');
      return { message: 'OK' };
    });
  childRoute('table_columns', 'column');
  childRoute('sql_metrics', 'metric');

  app.get('/api/v1/dataset/:pk/related_objects', read, async (request) => {
    const row = await findDataset(ctx, request.user!, pathPk(request));
    return relatedObjectsOf(ctx, request.user!, (eb) => eb('t.datasource_id', '=', row.id));
  });
}
