/**
 * Database entries as Superset's API shows them. The URI keeps its masked password, `parameters`
 * come from that masked URI, and neither the stored password nor the encrypted extra ever leaves
 * the server.
 */
import { can, isAdmin, type DatabaseDetail, type DatabaseListItem, type TableMetadata } from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import { parseExtra } from '../../datasources/database-extra.js';
import { backendOf } from '../../datasources/database-uri.js';
import type { EngineSpec, TableMetadata as EngineTableMetadata } from '../../engines/engine.js';
import { editorDialectOf } from '../../engines/sql-languages.js';
import { PASSWORD_MASK, parametersFromUri } from '../../engines/uri.js';
import type { AuthUser } from '../../security/auth.js';
import { naturalTime } from '../humanize.js';
import { usersById, type UserName } from '../users-by-id.js';

const bool = (v: number) => v === 1;

export function engineInformation(spec: EngineSpec | null, backend: string | null = null) {
  return {
    supports_file_upload: spec?.capabilities.supportsFileUpload ?? false,
    disable_ssh_tunneling: spec?.capabilities.disableSshTunneling ?? true,
    supports_dynamic_catalog: spec?.capabilities.supportsDynamicCatalog ?? false,
    supports_oauth2: false,
    editor_dialect: editorDialectOf(spec, backend),
  };
}

/** Form fields of the masked URI, for engines configured by parameters (Superset's `parameters`). */
export function maskedParameters(spec: EngineSpec | null, maskedUri: string, hasPassword: boolean) {
  if (!spec?.parametersSchema) return {};
  try {
    const p = parametersFromUri(maskedUri);
    const query = { ...(p.query ?? {}) };
    const encryption = query.sslmode === 'require' || query.ssl === '1' || query.ssl === 'true';
    if (query.sslmode === 'require') delete query.sslmode;
    if (query.ssl === '1' || query.ssl === 'true') delete query.ssl;
    return {
      ...p,
      ...(p.password !== undefined && { password: hasPassword ? PASSWORD_MASK : p.password }),
      query,
      encryption,
    };
  } catch {
    return {};
  }
}

function listItem(d: DatabaseRow, users: Map<number, UserName>, spec: EngineSpec | null): DatabaseListItem {
  const extra = parseExtra(d.extra);
  const { backend, driver } = backendOf(d.sqlalchemy_uri);
  const user = (id: number | null) => {
    const u = id === null ? undefined : users.get(id);
    return u ? { first_name: u.first_name, last_name: u.last_name } : null;
  };
  return {
    id: d.id,
    uuid: d.uuid,
    database_name: d.database_name,
    // A known engine's canonical name: `postgres://` is the postgresql backend.
    backend: spec?.engine ?? backend,
    driver: driver ?? spec?.defaultDriver ?? null,
    allow_ctas: bool(d.allow_ctas),
    allow_cvas: bool(d.allow_cvas),
    allow_dml: bool(d.allow_dml),
    allow_file_upload: bool(d.allow_file_upload),
    allow_multi_catalog: extra.allow_multi_catalog === true,
    allow_run_async: bool(d.allow_run_async),
    allows_cost_estimate: spec?.capabilities.supportsCostEstimate ?? false,
    allows_subquery: spec?.capabilities.supportsSubqueries ?? true,
    allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
    disable_data_preview: extra.disable_data_preview === true,
    disable_drill_to_detail: extra.disable_drill_to_detail === true,
    explore_database_id: typeof extra.explore_database_id === 'number' ? extra.explore_database_id : d.id,
    expose_in_sqllab: bool(d.expose_in_sqllab),
    configuration_method: d.configuration_method,
    engine_information: engineInformation(spec, backend),
    extra: d.extra,
    force_ctas_schema: d.force_ctas_schema,
    changed_on: d.changed_on,
    changed_on_delta_humanized: naturalTime(d.changed_on),
    changed_by: user(d.changed_by_fk),
    created_by: user(d.created_by_fk),
  };
}

export async function serializeDatabaseList(
  rows: DatabaseRow[],
  ctx: AppContext,
): Promise<DatabaseListItem[]> {
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.changed_by_fk, r.created_by_fk]),
  );
  return rows.map((d) => listItem(d, users, ctx.connections.engineOf(d.sqlalchemy_uri)));
}

/** Who may change a database entry: the one who may also see where and as whom it connects. */
export const canEditDatabase = (user: AuthUser) => isAdmin(user) || can(user, 'can_write', 'Database');

/**
 * The URI's scheme alone (`postgresql+psycopg2://`): enough to tell the engine, nothing of the host,
 * port, user, database or options.
 */
export const uriScheme = (uri: string) => {
  const at = uri.indexOf('://');
  return at === -1 ? '' : uri.slice(0, at + 3);
};

/**
 * The full entry (GET {id}, /connection, create and update answers). Host, port, user and
 * parameters go only to who may change the entry, as in Superset; readers learn the engine.
 */
export async function serializeDatabase(
  row: DatabaseRow,
  ctx: AppContext,
  user: AuthUser,
): Promise<DatabaseDetail> {
  const [item] = await serializeDatabaseList([row], ctx);
  const spec = ctx.connections.engineOf(row.sqlalchemy_uri);
  const editor = canEditDatabase(user);
  return {
    ...item!,
    sqlalchemy_uri: editor ? row.sqlalchemy_uri : uriScheme(row.sqlalchemy_uri),
    parameters: editor ? maskedParameters(spec, row.sqlalchemy_uri, row.password !== null) : {},
    parameters_schema: spec?.parametersSchema ?? {},
    cache_timeout: row.cache_timeout,
    impersonate_user: bool(row.impersonate_user),
    is_managed_externally: bool(row.is_managed_externally),
    external_url: row.external_url,
    server_cert: editor ? row.server_cert : null,
    masked_encrypted_extra: null,
    ssh_tunnel: null,
    created_on: row.created_on,
    created_on_delta_humanized: naturalTime(row.created_on),
  };
}

/** Superset's table metadata payload (columns with their keys, pk, fks, indexes, select star). */
export function tableMetadataPayload(meta: EngineTableMetadata, selectStar: string): TableMetadata {
  const primaryKey = meta.primaryKey?.columns.length
    ? { name: meta.primaryKey.name, column_names: meta.primaryKey.columns, type: 'pk' }
    : null;
  const foreignKeys = meta.foreignKeys.map((fk) => ({
    name: fk.name,
    column_names: fk.columns,
    referred_schema: fk.referredSchema,
    referred_table: fk.referredTable,
    referred_columns: fk.referredColumns,
    options: {},
    type: 'fk',
  }));
  const indexes = meta.indexes.map((ix) => ({
    name: ix.name,
    column_names: ix.columns,
    unique: ix.unique,
    options: {},
    type: 'index',
  }));
  const keys = [...(primaryKey ? [primaryKey] : []), ...foreignKeys, ...indexes];
  return {
    name: meta.name,
    columns: meta.columns.map((c) => ({
      name: c.name,
      type: c.engineType.includes('(') ? c.engineType.slice(0, c.engineType.indexOf('(')) : c.engineType,
      longType: c.engineType,
      keys: keys.filter((k) => k.column_names.includes(c.name)),
      comment: c.comment,
    })),
    selectStar,
    primaryKey,
    foreignKeys,
    indexes: keys,
    comment: meta.comment,
  };
}
