/**
 * Creating datasets: `POST /` (physical from an existing table, or virtual from one SELECT),
 * `POST get_or_create/` and `POST duplicate` (virtual datasets only, as Superset). Columns are read
 * from the source before the transaction that stores the dataset.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { fetchSourceColumns, tableLabel } from '../datasources/column-sync.js';
import type { ConnectionManager, DatabaseRow } from '../datasources/connections.js';
import {
  findSameTable,
  insertDataset,
  loadDatasetBundle,
  type NewDataset,
} from '../datasources/dataset-repository.js';
import { singleSelect } from '../datasources/virtual-sql.js';
import { nowIso } from '../meta/time.js';
import { syncDatasetPermissions } from '../security/permission-sync.js';
import { checkSqlAccess } from '../security/access/sql.js';
import { requirePermission, type AuthUser } from '../security/auth.js';
import { findDatabase } from '../security/access/database.js';
import { datasourceError, fieldError, guarded } from './database-errors.js';
import { parseExtra } from '../datasources/database-extra.js';
import { findDataset } from '../security/access/dataset.js';
import { datasetPostBody, duplicateBody, getOrCreateBody, type DatasetPostBody } from './dataset-schema.js';
import { datasetKind } from './dataset-serialize.js';
import { NotFound } from '../domain-errors.js';
import { validated } from './list-query.js';
import { canReadTable, tableAccessError } from '../security/access/table.js';
import { resolveOwners } from './owners.js';

export const datasetExists = (label: string) =>
  fieldError(422, 'table_name', `Dataset ${label} already exists`);

interface CreateInput extends Omit<NewDataset, 'catalog' | 'schema' | 'sql'> {
  catalog?: string | null | undefined;
  schema?: string | null | undefined;
  sql?: string | null | undefined;
  owners?: number[] | undefined;
}

/**
 * Its owner reads a dataset whatever their grants, so creating one must not reach further than the
 * creator already does: a physical dataset only on a table they may read, a virtual one only with
 * SQL that SQL Lab would let them run. The same holds when an owner points a dataset elsewhere.
 */
export async function requireReadableSource(
  ctx: AppContext,
  connections: ConnectionManager,
  user: AuthUser,
  database: DatabaseRow,
  values: Pick<NewDataset, 'table_name' | 'schema' | 'catalog' | 'sql'>,
): Promise<void> {
  if (!values.sql || values.sql.trim() === '') {
    const ref = { table: values.table_name, schema: values.schema, catalog: values.catalog };
    if (!(await canReadTable(ctx.db, user, database, ref))) throw tableAccessError(tableLabel(values));
    return;
  }
  // A virtual dataset's SQL is one SELECT (checked before): SQL Lab's check, as the engine reads it.
  const connector = await guarded(() => connections.connector(database));
  await checkSqlAccess(ctx.db, user, database, {
    connector,
    statements: [values.sql],
    schema: values.schema,
    catalog: values.catalog,
  });
}

/** Validates and stores a new dataset; returns its id. */
export async function createDataset(
  ctx: AppContext,
  connections: ConnectionManager,
  user: AuthUser,
  input: CreateInput,
): Promise<{ id: number; values: NewDataset; owners: number[] }> {
  const database = await findDatabase(ctx, user, input.database_id).catch((err: unknown) => {
    if (err instanceof NotFound) throw fieldError(422, 'database', 'Database does not exist');
    throw err;
  });
  const multiCatalog = parseExtra(database.extra).allow_multi_catalog === true;
  const sql = input.sql && input.sql.trim() !== '' ? input.sql : null;
  const values: NewDataset = {
    ...input,
    catalog: multiCatalog ? input.catalog || null : null,
    schema: input.schema || null,
    sql,
  };
  if (sql !== null) {
    try {
      singleSelect(sql);
    } catch (err) {
      datasourceError(err);
    }
  }
  await requireReadableSource(ctx, connections, user, database, values);
  if (await findSameTable(ctx.db, values)) throw datasetExists(tableLabel(values));
  if (values.uuid) {
    const taken = await ctx.db
      .selectFrom('tables')
      .select('id')
      .where('uuid', '=', values.uuid)
      .executeTakeFirst();
    if (taken) throw fieldError(422, 'uuid', 'A dataset with the same uuid already exists.');
  }
  const owners = await resolveOwners(ctx.db, input.owners, user);
  const connector = await guarded(() => connections.connector(database));
  const source = await guarded(() => fetchSourceColumns(connector, values));
  const now = nowIso();
  const id = await ctx.db
    .transaction()
    .execute((trx) => insertDataset(trx, values, source, owners, user.id, now));
  await syncDatasetPermissions(ctx.db, id);
  return { id, values, owners };
}

export function registerDatasetCreateRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  connections: ConnectionManager,
) {
  const write = { preHandler: requirePermission('can_write', 'Dataset') };

  app.post('/api/v1/dataset/', write, async (request, reply) => {
    const body: DatasetPostBody = validated(datasetPostBody, request.body ?? {}, '');
    const { id, values, owners } = await createDataset(ctx, connections, request.user!, {
      ...body,
      database_id: body.database,
    });
    return reply.code(201).send({
      id,
      result: {
        database: values.database_id,
        catalog: values.catalog,
        schema: values.schema,
        sql: values.sql,
        table_name: values.table_name,
        owners,
        template_params: values.template_params ?? null,
        normalize_columns: values.normalize_columns ?? false,
        always_filter_main_dttm: values.always_filter_main_dttm ?? false,
        is_managed_externally: values.is_managed_externally ?? false,
        external_url: values.external_url ?? null,
      },
    });
  });

  app.post('/api/v1/dataset/get_or_create/', write, async (request) => {
    const body = validated(getOrCreateBody, request.body ?? {}, '');
    const database = await findDatabase(ctx, request.user!, body.database_id).catch(() => null);
    if (database) {
      const multiCatalog = parseExtra(database.extra).allow_multi_catalog === true;
      const found = await findSameTable(ctx.db, {
        database_id: database.id,
        table_name: body.table_name,
        schema: body.schema || null,
        catalog: multiCatalog ? body.catalog || null : null,
      });
      if (found) return { result: { table_id: found.id } };
    }
    const { id } = await createDataset(ctx, connections, request.user!, body);
    return { result: { table_id: id } };
  });

  app.post('/api/v1/dataset/duplicate', write, async (request, reply) => {
    const body = validated(duplicateBody, request.body ?? {}, '');
    const user = request.user!;
    const base = await findDataset(ctx, user, body.base_model_id);
    if (datasetKind(base) !== 'virtual') throw fieldError(422, 'base_model_id', 'Datasource type is invalid');
    const target = {
      database_id: base.database_id,
      catalog: base.catalog,
      schema: base.schema,
      table_name: body.table_name,
    };
    if (await findSameTable(ctx.db, target)) throw datasetExists(tableLabel(target));
    const bundle = await loadDatasetBundle(ctx.db, base);
    const now = nowIso();
    const audit = { created_on: now, changed_on: now, created_by_fk: user.id, changed_by_fk: user.id };
    const id = await ctx.db.transaction().execute(async (trx) => {
      const { id: _old, uuid: _uuid, ...rest } = base;
      const row = await trx
        .insertInto('tables')
        .values({ ...rest, ...audit, uuid: crypto.randomUUID(), table_name: body.table_name })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (bundle.columns.length) {
        await trx
          .insertInto('table_columns')
          .values(
            bundle.columns.map(({ id: _c, uuid: _u, table_id: _t, ...c }) => ({
              ...c,
              ...audit,
              uuid: crypto.randomUUID(),
              table_id: row.id,
            })),
          )
          .execute();
      }
      if (bundle.metrics.length) {
        await trx
          .insertInto('sql_metrics')
          .values(
            bundle.metrics.map(({ id: _m, uuid: _u, table_id: _t, ...m }) => ({
              ...m,
              ...audit,
              uuid: crypto.randomUUID(),
              table_id: row.id,
            })),
          )
          .execute();
      }
      await trx.insertInto('sqlatable_user').values({ table_id: row.id, user_id: user.id }).execute();
      return row.id;
    });
    await syncDatasetPermissions(ctx.db, id);
    return reply
      .code(201)
      .send({ id, result: { base_model_id: body.base_model_id, table_name: body.table_name } });
  });
}
