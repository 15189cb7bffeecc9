/**
 * The Database resource: Superset's `/api/v1/database/` list, get, create, update and delete. The
 * connection tests, engine list and metadata browsing live in database-connection.ts and
 * database-metadata.ts; both are registered from here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { AppContext } from '../context.js';
import { visibleDatabases } from '../datasources/access.js';
import type { ConnectionManager, DatabaseRow } from '../datasources/connections.js';
import { sealUri } from '../datasources/database-uri.js';
import type { MetaSchema } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';
import { removeDatabasePermissions, syncDatabasePermissions } from '../security/permission-sync.js';
import { requirePermission, type AuthUser } from '../security/auth.js';
import { registerDatabaseConnectionRoutes, testConnector } from './database-connection.js';
import { connectionsFor } from './database-context.js';
import { fieldError, guarded } from './database-errors.js';
import { refuseSshTunnel, resolveConnection } from './database-input.js';
import { registerDatabaseMetadataRoutes } from './database-metadata.js';
import { databasePostBody, databasePutBody, type DatabaseBody } from './database-schema.js';
import { serializeDatabase, serializeDatabaseList } from './database-serialize.js';
import { HttpError } from './errors.js';
import { findDatabase } from '../security/access/database.js';
import { pathPk } from './path-params.js';
import { validated } from './list-query.js';
import { registerResourceRoutes, type ResourceSpec } from './resource.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['dbs'] }, 't'>;

export const databaseSpec: ResourceSpec = {
  name: 'database',
  view: 'Database',
  table: 'dbs',
  columns: {
    id: { column: 'id', type: 'number' },
    uuid: { column: 'uuid', type: 'string', operators: ['eq', 'in'] },
    database_name: { column: 'database_name', type: 'string' },
    expose_in_sqllab: { column: 'expose_in_sqllab', type: 'boolean' },
    allow_run_async: { column: 'allow_run_async', type: 'boolean' },
    allow_dml: { column: 'allow_dml', type: 'boolean' },
    allow_file_upload: { column: 'allow_file_upload', type: 'boolean' },
    allow_ctas: { column: 'allow_ctas', type: 'boolean' },
    allow_cvas: { column: 'allow_cvas', type: 'boolean' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    created_on: { column: 'created_on', type: 'datetime' },
    created_by_fk: { column: 'created_by_fk', type: 'number' },
  },
  // Superset's list also sorts by creator; without a join it groups by the creator's id.
  sortAliases: { changed_on_delta_humanized: 'changed_on', 'created_by.first_name': 'created_by_fk' },
  relations: {
    created_by: { kind: 'o2m', column: 'created_by_fk', target: 'ab_user' },
    changed_by: { kind: 'o2m', column: 'changed_by_fk', target: 'ab_user' },
  },
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => visibleDatabases(eb as Eb, user),
  serialize: (rows, ctx) => serializeDatabaseList(rows as DatabaseRow[], ctx),
};

export const DATABASE_EXISTS = 'A database with the same name already exists.';

export function registerDatabaseRoutes(app: FastifyInstance, ctx: AppContext) {
  const connections = connectionsFor(app, ctx);
  registerResourceRoutes(app, ctx, databaseSpec);
  registerDatabaseConnectionRoutes(app, ctx, connections);
  registerDatabaseMetadataRoutes(app, ctx, connections);
  const read = { preHandler: requirePermission('can_read', 'Database') };
  const write = { preHandler: requirePermission('can_write', 'Database') };

  const show = async (request: FastifyRequest) => {
    const row = await findDatabase(ctx, request.user!, pathPk(request));
    return { id: row.id, result: await serializeDatabase(row, ctx, request.user!) };
  };
  app.get('/api/v1/database/:pk', read, show);
  app.get('/api/v1/database/:pk/connection', read, show);

  app.post('/api/v1/database/', write, async (request, reply) => {
    const body = validated(databasePostBody, request.body ?? {}, '');
    const id = await saveDatabase(ctx, connections, request.user!, null, body);
    const row = await ctx.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return reply.code(201).send({ id, result: await serializeDatabase(row, ctx, request.user!) });
  });

  app.put('/api/v1/database/:pk', write, async (request) => {
    const existing = await findDatabase(ctx, request.user!, pathPk(request));
    const body = validated(databasePutBody, request.body ?? {}, '');
    await saveDatabase(ctx, connections, request.user!, existing, body);
    const row = await ctx.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    return { id: row.id, result: await serializeDatabase(row, ctx, request.user!) };
  });

  app.delete('/api/v1/database/:pk', write, async (request) => {
    const row = await findDatabase(ctx, request.user!, pathPk(request));
    const datasets = await ctx.db
      .selectFrom('tables')
      .select('id')
      .where('database_id', '=', row.id)
      .limit(1)
      .execute();
    if (datasets.length) throw new HttpError(422, 'Cannot delete a database that has datasets attached');
    const reports = await ctx.db
      .selectFrom('report_schedule')
      .select('name')
      .where('database_id', '=', row.id)
      .execute();
    if (reports.length) {
      throw new HttpError(
        422,
        `There are associated alerts or reports: ${reports.map((r) => r.name).join(',')}`,
      );
    }
    await ctx.db.deleteFrom('dbs').where('id', '=', row.id).execute();
    await removeDatabasePermissions(ctx.db, row.id, row.database_name);
    await connections.invalidate(row.id);
    return { message: 'OK' };
  });
}

/**
 * Creates (existing = null) or updates a database entry. A new entry must connect first, as in
 * Superset; the password is sealed apart from the masked URI.
 */
async function saveDatabase(
  ctx: AppContext,
  connections: ConnectionManager,
  user: AuthUser,
  existing: DatabaseRow | null,
  body: DatabaseBody,
): Promise<number> {
  refuseSshTunnel(body.ssh_tunnel);
  const target = resolveConnection(body, connections, existing === null, existing);
  const name = body.database_name;
  if (name !== undefined) {
    const clash = await ctx.db
      .selectFrom('dbs')
      .select('id')
      .where('database_name', '=', name)
      .$if(existing !== null, (q) => q.where('id', '!=', existing!.id))
      .executeTakeFirst();
    if (clash) throw fieldError(422, 'database_name', DATABASE_EXISTS);
  }
  if (body.uuid !== undefined && !existing) {
    const taken = await ctx.db
      .selectFrom('dbs')
      .select('id')
      .where('uuid', '=', body.uuid)
      .executeTakeFirst();
    if (taken) throw fieldError(422, 'uuid', 'A database with the same uuid already exists.');
  }
  const sealed = target ? sealUri(target.uri, connections.secrets, existing?.password ?? null) : null;
  if (sealed && !existing) {
    const password = sealed.password === null ? null : connections.secrets.decrypt(sealed.password);
    await guarded(() =>
      testConnector(connections, target!.spec, sealed.sqlalchemy_uri, password, body.server_cert),
    );
  }
  const now = nowIso();
  const values = {
    ...(name !== undefined && { database_name: name }),
    ...(sealed && { sqlalchemy_uri: sealed.sqlalchemy_uri, password: sealed.password }),
    ...(body.expose_in_sqllab !== undefined && { expose_in_sqllab: body.expose_in_sqllab ? 1 : 0 }),
    ...(body.allow_run_async !== undefined && { allow_run_async: body.allow_run_async ? 1 : 0 }),
    ...(body.allow_ctas !== undefined && { allow_ctas: body.allow_ctas ? 1 : 0 }),
    ...(body.allow_cvas !== undefined && { allow_cvas: body.allow_cvas ? 1 : 0 }),
    ...(body.allow_dml !== undefined && { allow_dml: body.allow_dml ? 1 : 0 }),
    ...(body.allow_file_upload !== undefined && { allow_file_upload: body.allow_file_upload ? 1 : 0 }),
    ...(body.impersonate_user !== undefined && { impersonate_user: body.impersonate_user ? 1 : 0 }),
    ...(body.cache_timeout !== undefined && { cache_timeout: body.cache_timeout }),
    ...(body.force_ctas_schema !== undefined && { force_ctas_schema: body.force_ctas_schema || null }),
    ...(body.extra !== undefined && { extra: body.extra.trim() === '' ? '{}' : body.extra }),
    ...(body.masked_encrypted_extra !== undefined && {
      encrypted_extra:
        body.masked_encrypted_extra === null || body.masked_encrypted_extra.trim() === ''
          ? null
          : connections.secrets.encrypt(body.masked_encrypted_extra),
    }),
    ...(body.server_cert !== undefined && { server_cert: body.server_cert || null }),
    ...(body.configuration_method !== undefined && { configuration_method: body.configuration_method }),
    ...(body.external_url !== undefined && { external_url: body.external_url }),
    ...(body.is_managed_externally !== undefined && {
      is_managed_externally: body.is_managed_externally ? 1 : 0,
    }),
    changed_on: now,
    changed_by_fk: user.id,
  };
  if (existing) {
    await ctx.db.updateTable('dbs').set(values).where('id', '=', existing.id).execute();
    await syncDatabasePermissions(ctx.db, existing.id);
    return existing.id;
  }
  const row = await ctx.db
    .insertInto('dbs')
    .values({
      uuid: body.uuid ?? crypto.randomUUID(),
      database_name: name!,
      sqlalchemy_uri: sealed!.sqlalchemy_uri,
      password: sealed!.password,
      expose_in_sqllab: 1,
      allow_run_async: 0,
      allow_ctas: 0,
      allow_cvas: 0,
      allow_dml: 0,
      allow_file_upload: 0,
      impersonate_user: 0,
      extra: '{}',
      configuration_method: 'sqlalchemy_form',
      is_managed_externally: 0,
      created_on: now,
      created_by_fk: user.id,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncDatabasePermissions(ctx.db, row.id);
  return row.id;
}
