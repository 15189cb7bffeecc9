/**
 * Creating, updating and deleting database entries. A new entry must connect first, as in Superset;
 * the password is sealed apart from the masked URI.
 */
import type { databasePutBodySchema } from '@meridian/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import { sealUri } from '../../datasources/database-uri.js';
import { Invalid } from '../../domain-errors.js';
import {
  databaseNameTaken,
  databaseUuidTaken,
  deleteDatabaseRow,
  hasDatasets,
  insertDatabaseRow,
  NEW_DATABASE_DEFAULTS,
  reportNamesOf,
  updateDatabaseRow,
} from '../../meta/repositories/database.js';
import { nowIso } from '../../meta/time.js';
import type { AuthUser } from '../../security/auth.js';
import { removeDatabasePermissions, syncDatabasePermissions } from '../../security/permission-sync.js';
import { testConnector } from './connection.js';
import { fieldError, guarded } from './errors.js';
import { refuseSshTunnel, resolveConnection } from './input.js';

/** A create or update body, parsed (a create's carries a name). */
export type DatabaseBody = z.output<typeof databasePutBodySchema>;

export const DATABASE_EXISTS = 'A database with the same name already exists.';

const flag = (v: boolean | null | undefined) => (v ? 1 : 0);

/** The columns a body sets (only those present), with the sealed connection when it has one. */
function changedColumns(
  ctx: AppContext,
  body: DatabaseBody,
  sealed: { sqlalchemy_uri: string; password: string | null } | null,
) {
  const secrets = ctx.connections.secrets;
  const encrypted = body.masked_encrypted_extra;
  return {
    ...(body.database_name !== undefined && { database_name: body.database_name }),
    ...(sealed && { sqlalchemy_uri: sealed.sqlalchemy_uri, password: sealed.password }),
    ...(body.expose_in_sqllab !== undefined && { expose_in_sqllab: flag(body.expose_in_sqllab) }),
    ...(body.allow_run_async !== undefined && { allow_run_async: flag(body.allow_run_async) }),
    ...(body.allow_ctas !== undefined && { allow_ctas: flag(body.allow_ctas) }),
    ...(body.allow_cvas !== undefined && { allow_cvas: flag(body.allow_cvas) }),
    ...(body.allow_dml !== undefined && { allow_dml: flag(body.allow_dml) }),
    ...(body.allow_file_upload !== undefined && { allow_file_upload: flag(body.allow_file_upload) }),
    ...(body.impersonate_user !== undefined && { impersonate_user: flag(body.impersonate_user) }),
    ...(body.cache_timeout !== undefined && { cache_timeout: body.cache_timeout }),
    ...(body.force_ctas_schema !== undefined && { force_ctas_schema: body.force_ctas_schema || null }),
    ...(body.extra !== undefined && { extra: body.extra.trim() === '' ? '{}' : body.extra }),
    ...(encrypted !== undefined && {
      encrypted_extra: encrypted === null || encrypted.trim() === '' ? null : secrets.encrypt(encrypted),
    }),
    ...(body.server_cert !== undefined && { server_cert: body.server_cert || null }),
    ...(body.configuration_method !== undefined && { configuration_method: body.configuration_method }),
    ...(body.external_url !== undefined && { external_url: body.external_url }),
    ...(body.is_managed_externally !== undefined && {
      is_managed_externally: flag(body.is_managed_externally),
    }),
  };
}

/** A new entry's defaults (Superset's column defaults). */
const NEW_DATABASE = { ...NEW_DATABASE_DEFAULTS, extra: '{}' };

/** Name and uuid clashes (422 naming the field). */
async function checkUnique(ctx: AppContext, body: DatabaseBody, existing: DatabaseRow | null) {
  const name = body.database_name;
  if (name !== undefined && (await databaseNameTaken(ctx.db, name, existing?.id)))
    throw fieldError(422, 'database_name', DATABASE_EXISTS);
  if (body.uuid !== undefined && !existing && (await databaseUuidTaken(ctx.db, body.uuid)))
    throw fieldError(422, 'uuid', 'A database with the same uuid already exists.');
}

/** Creates (existing = null) or updates a database entry; returns its id. */
export async function saveDatabase(
  ctx: AppContext,
  user: AuthUser,
  existing: DatabaseRow | null,
  body: DatabaseBody,
): Promise<number> {
  const connections = ctx.connections;
  refuseSshTunnel(body.ssh_tunnel);
  const target = resolveConnection(body, connections, existing === null, existing);
  await checkUnique(ctx, body, existing);
  const sealed = target ? sealUri(target.uri, connections.secrets, existing?.password ?? null) : null;
  if (sealed && !existing) {
    const password = sealed.password === null ? null : connections.secrets.decrypt(sealed.password);
    await guarded(() =>
      testConnector(connections, target!.spec, sealed.sqlalchemy_uri, password, body.server_cert),
    );
  }
  const now = nowIso();
  const values = { ...changedColumns(ctx, body, sealed), changed_on: now, changed_by_fk: user.id };
  if (existing) {
    await updateDatabaseRow(ctx.db, existing.id, values);
    await syncDatabasePermissions(ctx.db, existing.id);
    return existing.id;
  }
  const id = await insertDatabaseRow(ctx.db, {
    uuid: body.uuid ?? crypto.randomUUID(),
    database_name: body.database_name!,
    sqlalchemy_uri: sealed!.sqlalchemy_uri,
    password: sealed!.password,
    ...NEW_DATABASE,
    created_on: now,
    created_by_fk: user.id,
    ...values,
  });
  await syncDatabasePermissions(ctx.db, id);
  return id;
}

/** Deletes an entry nothing depends on (no datasets, no alerts or reports). */
export async function deleteDatabase(ctx: AppContext, row: DatabaseRow): Promise<void> {
  if (await hasDatasets(ctx.db, row.id))
    throw new Invalid('Cannot delete a database that has datasets attached', undefined, 422);
  const reports = await reportNamesOf(ctx.db, row.id);
  if (reports.length)
    throw new Invalid(`There are associated alerts or reports: ${reports.join(',')}`, undefined, 422);
  await deleteDatabaseRow(ctx.db, row.id);
  await removeDatabasePermissions(ctx.db, row.id, row.database_name);
  await ctx.connections.invalidate(row.id);
}
