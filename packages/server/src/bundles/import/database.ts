/**
 * Writes a bundle's database entry (Superset's import_database): the password given with the import
 * goes into the URI, which must pass the same checks as a connection typed in the form (file
 * databases refused unless allowed, a masked password only towards the server it was entered for),
 * then is sealed. The connection is not tested, as Superset's import does not test it. The examples
 * database is Meridian's own: an overwrite keeps its connection (this server's DuckDB file), so that
 * a bundle exported elsewhere, with that server's file path, updates it rather than being refused.
 */
import { sealUri, setUriPassword } from '../../datasources/database-uri.js';
import {
  databaseNameTaken,
  getDatabaseRow,
  insertDatabaseRow,
  NEW_DATABASE_DEFAULTS,
  updateDatabaseRow,
} from '../../meta/repositories/database.js';
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../../security/auth.js';
import { syncDatabasePermissions } from '../../security/permission-sync.js';
import { EXAMPLES_DATABASE } from '../../examples/index.js';
import { DATABASE_EXISTS } from '../../services/database/save.js';
import { fieldError } from '../../services/database/errors.js';
import { refuseSshTunnel, resolveConnection } from '../../services/database/input.js';
import type { DatabaseConfig } from '../configs/database.js';
import { decide, remember } from './decide.js';
import type { WriteContext, WriteMode, Written } from './types.js';

const flag = (v: boolean | null | undefined, fallback: number) =>
  v === null || v === undefined ? fallback : v ? 1 : 0;

/** `extra` as stored, with Superset's renamed upload key (`csv` became `file`). */
function extraText(extra: DatabaseConfig['extra']): string {
  const value = { ...(extra ?? {}) };
  if ('schemas_allowed_for_csv_upload' in value) {
    value.schemas_allowed_for_file_upload = value.schemas_allowed_for_csv_upload;
    delete value.schemas_allowed_for_csv_upload;
  }
  return JSON.stringify(value);
}

/** The columns the config sets, besides the connection. */
function databaseColumns(config: DatabaseConfig) {
  const d = NEW_DATABASE_DEFAULTS;
  return {
    database_name: config.database_name,
    cache_timeout: config.cache_timeout ?? null,
    expose_in_sqllab: flag(config.expose_in_sqllab, d.expose_in_sqllab),
    allow_run_async: flag(config.allow_run_async, d.allow_run_async),
    allow_ctas: flag(config.allow_ctas, d.allow_ctas),
    allow_cvas: flag(config.allow_cvas, d.allow_cvas),
    allow_dml: flag(config.allow_dml, d.allow_dml),
    allow_file_upload: flag(config.allow_file_upload ?? config.allow_csv_upload, d.allow_file_upload),
    impersonate_user: flag(config.impersonate_user, d.impersonate_user),
    force_ctas_schema: config.force_ctas_schema || null,
    extra: extraText(config.extra),
    server_cert: config.server_cert || null,
    is_managed_externally: flag(config.is_managed_externally, 0),
    external_url: config.external_url ?? null,
  };
}

/** The URI with the import's password, checked like a typed one, and sealed. */
async function sealedConnection(trx: MetaDb, ctx: WriteContext, config: DatabaseConfig, id?: number) {
  const stored = id === undefined ? null : await getDatabaseRow(trx, id);
  const uri = config.password
    ? setUriPassword(config.sqlalchemy_uri, config.password)
    : config.sqlalchemy_uri;
  const target = resolveConnection({ sqlalchemy_uri: uri }, ctx.app.connections, true, stored);
  return sealUri(target!.uri, ctx.app.connections.secrets, stored?.password ?? null);
}

/** Creates, updates or reuses the database of `config`; answers its id. */
export async function importDatabase(
  trx: MetaDb,
  ctx: WriteContext,
  user: AuthUser,
  config: DatabaseConfig,
  mode: WriteMode,
): Promise<Written> {
  const decision = await decide(trx, ctx, user, { kind: 'database', uuid: config.uuid }, mode);
  if (decision.action === 'reuse') return { id: decision.id, action: 'reused' };
  refuseSshTunnel(config.ssh_tunnel);
  const id = decision.action === 'update' ? decision.id : undefined;
  if (await databaseNameTaken(trx, config.database_name, id))
    throw fieldError(422, 'database_name', DATABASE_EXISTS);
  const audit = { changed_on: ctx.now, changed_by_fk: user.id };
  if (id !== undefined) {
    const keepConnection = config.uuid === EXAMPLES_DATABASE.uuid;
    const sealed = keepConnection ? {} : await sealedConnection(trx, ctx, config, id);
    await updateDatabaseRow(trx, id, { ...databaseColumns(config), ...sealed, ...audit });
    await syncDatabasePermissions(trx, id);
    return { id, action: 'updated' };
  }
  const sealed = await sealedConnection(trx, ctx, config);
  const created = await insertDatabaseRow(trx, {
    ...NEW_DATABASE_DEFAULTS,
    ...databaseColumns(config),
    ...sealed,
    ...audit,
    uuid: config.uuid,
    created_on: ctx.now,
    created_by_fk: user.id,
  });
  remember(ctx, 'database', config.uuid, created);
  await syncDatabasePermissions(trx, created);
  return { id: created, action: 'created' };
}
