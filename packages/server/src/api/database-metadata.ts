/**
 * Browsing a database through its connector: catalogs, schemas, tables, table metadata and the
 * select-star statement, plus the charts and dashboards that depend on it (`related_objects`).
 */
import { isAdmin } from '@meridian/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Connector, TableMetadata } from '../engines/engine.js';
import { EngineError, ErrorType } from '../engines/errors.js';
import type { ConnectionManager, DatabaseRow } from '../datasources/connections.js';
import { requirePermission } from '../security/auth.js';
import { visibleSchemaNames, visibleTableFilter } from '../security/access/table-lists.js';
import { assertCatalogAccess, visibleCatalogs } from '../security/access/catalog.js';
import { findDatabase } from '../security/access/database.js';
import { pathPk } from './path-params.js';
import { datasourceError, guarded } from './database-errors.js';
import { catalogsQuery, schemasQuery, tablesQuery } from './database-schema.js';
import { parseExtra } from '../datasources/database-extra.js';
import { HttpError, notFound } from './errors.js';
import { parseQ, validated } from './list-query.js';
import { relatedObjectsOf } from './related-objects.js';
import { canReadTable } from '../security/access/table.js';

const MISSING = new Set<string>([
  ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
  ErrorType.OBJECT_DOES_NOT_EXIST_ERROR,
  ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR,
]);

const NO_TABLE = 'No such table';
const STAR_NO_TABLE = 'Table not found on the database';

/** Superset's table metadata payload (columns with their keys, pk, fks, indexes, select star). */
export function tableMetadataPayload(meta: TableMetadata, selectStar: string) {
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

/** `undefined`/`null` in a path segment mean "no schema", as Superset's parse_js_uri_path_item. */
const pathItem = (s: string | undefined): string | null => {
  if (s === undefined || s === '' || s === 'undefined' || s === 'null') return null;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** `table/with/slashes/schema/` → table and schema (the last segment), or table alone. */
function tableAndSchema(
  rest: string,
  withSchema: 'required' | 'optional',
): { table: string; schema: string | null } {
  const parts = rest.replace(/\/+$/, '').split('/');
  if (parts.length === 1) {
    if (withSchema === 'required') throw notFound();
    return { table: pathItem(parts[0]) ?? '', schema: null };
  }
  const schema = pathItem(parts.pop());
  return { table: pathItem(parts.join('/')) ?? '', schema };
}

const tableQuery = z
  .object({
    name: z.string({ error: 'Missing data for required field.' }).min(1, 'Field cannot be empty.'),
    schema: z.string().optional(),
    catalog: z.string().optional(),
  })
  .loose();

export function registerDatabaseMetadataRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  connections: ConnectionManager,
) {
  const read = { preHandler: requirePermission('can_read', 'Database') };

  const open = async (request: FastifyRequest): Promise<{ row: DatabaseRow; connector: Connector }> => {
    const row = await findDatabase(ctx, request.user!, pathPk(request));
    const connector = await guarded(() => connections.connector(row));
    return { row, connector };
  };

  /**
   * The database, when the caller may read this table of it. A table they may not read answers as
   * a missing one (Superset hides its existence the same way).
   */
  const openTable = async (
    request: FastifyRequest,
    table: string,
    schema: string | null,
    missing: string,
  ) => {
    const opened = await open(request);
    if (!(await canReadTable(ctx.db, request.user!, opened.row, { table, schema }))) {
      throw new HttpError(404, missing);
    }
    return opened;
  };

  async function metadata(
    connector: Connector,
    schema: string | null,
    table: string,
    catalog: string | null,
  ) {
    try {
      const meta = await connector.getTableMetadata(schema, table, catalog);
      if (meta.columns.length === 0) throw new HttpError(404, NO_TABLE);
      const star = await connector.selectStar(schema, table, { limit: 100, showColumns: true, catalog });
      return tableMetadataPayload(meta, star);
    } catch (err) {
      if (err instanceof EngineError && MISSING.has(err.errorType)) throw new HttpError(404, NO_TABLE);
      return datasourceError(err);
    }
  }

  app.get('/api/v1/database/:pk/catalogs/', read, async (request) => {
    const q = validated(catalogsQuery, parseQ((request.query as { q?: unknown }).q), 'q');
    const { row, connector } = await open(request);
    if (!connector.spec.capabilities.supportsCatalogs) return { result: [] };
    const catalogs = await guarded(() =>
      connections.metadata.get(row, 'catalogs', [], q.force === true, () => connector.getCatalogs()),
    );
    return { result: visibleCatalogs(request.user!, row, connector, catalogs).sort() };
  });

  app.get('/api/v1/database/:pk/schemas/', read, async (request) => {
    const q = validated(schemasQuery, parseQ((request.query as { q?: unknown }).q), 'q');
    const { row, connector } = await open(request);
    const catalog = q.catalog ?? null;
    assertCatalogAccess(request.user!, row, connector, catalog);
    let schemas = await guarded(() =>
      connections.metadata.get(row, 'schemas', [catalog], q.force === true, () =>
        connector.getSchemas(catalog),
      ),
    );
    schemas = await visibleSchemaNames(ctx.db, request.user!, row, [...schemas].sort(), catalog);
    if (q.upload_allowed) {
      if (row.allow_file_upload !== 1) return { result: [] };
      const allowed = parseExtra(row.extra).schemas_allowed_for_file_upload;
      if (Array.isArray(allowed) && allowed.length) {
        const set = new Set(allowed.map((s) => String(s).toLowerCase()));
        schemas = schemas.filter((s) => set.has(s.toLowerCase()));
      }
    }
    return { result: schemas };
  });

  app.get('/api/v1/database/:pk/tables/', read, async (request) => {
    const q = validated(tablesQuery, parseQ((request.query as { q?: unknown }).q), 'q');
    const { row, connector } = await open(request);
    const catalog = q.catalog_name ?? null;
    assertCatalogAccess(request.user!, row, connector, catalog);
    const schema = q.schema_name === '' ? null : q.schema_name;
    const tables = await guarded(() =>
      connections.metadata.get(row, 'tables', [catalog, schema], q.force === true, () =>
        connector.getTables(schema, catalog),
      ),
    );
    const datasets = await ctx.db
      .selectFrom('tables')
      .select(['table_name', 'extra'])
      .where('database_id', '=', row.id)
      .where((eb) => (schema === null ? eb('schema', 'is', null) : eb('schema', '=', schema)))
      .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
      .execute();
    const extraByName = new Map(datasets.map((d) => [d.table_name, d.extra ? parseExtra(d.extra) : null]));
    const visible = await visibleTableFilter(ctx.db, request.user!, row, schema, catalog);
    const result = tables
      .filter((t) => visible(t.name))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((t) => ({
        value: t.name,
        type: t.type,
        extra: t.type === 'table' ? (extraByName.get(t.name) ?? null) : null,
      }));
    return { count: result.length, result };
  });

  app.get('/api/v1/database/:pk/table_metadata/', read, async (request) => {
    const q = validated(tableQuery, request.query ?? {}, '');
    const { row, connector } = await openTable(request, q.name, q.schema ?? null, NO_TABLE);
    assertCatalogAccess(request.user!, row, connector, q.catalog);
    return metadata(connector, q.schema ?? null, q.name, q.catalog ?? null);
  });

  app.get('/api/v1/database/:pk/table_metadata/extra/', read, async (request) => {
    const q = validated(tableQuery, request.query ?? {}, '');
    await openTable(request, q.name, q.schema ?? null, NO_TABLE);
    return {};
  });

  app.get('/api/v1/database/:pk/table/*', read, async (request) => {
    const { table, schema } = tableAndSchema((request.params as { '*': string })['*'], 'required');
    const { connector } = await openTable(request, table, schema, NO_TABLE);
    return metadata(connector, schema, table, null);
  });

  app.get('/api/v1/database/:pk/table_extra/*', read, async (request) => {
    const { table, schema } = tableAndSchema((request.params as { '*': string })['*'], 'required');
    await openTable(request, table, schema, NO_TABLE);
    return {};
  });

  app.get('/api/v1/database/:pk/select_star/*', read, async (request) => {
    const { table, schema } = tableAndSchema((request.params as { '*': string })['*'], 'optional');
    const { connector } = await openTable(request, table, schema, STAR_NO_TABLE);
    try {
      const meta = await connector.getTableMetadata(schema, table);
      if (meta.columns.length === 0) throw new HttpError(404, STAR_NO_TABLE);
      return { result: await connector.selectStar(schema, table, { limit: 100, showColumns: true }) };
    } catch (err) {
      if (err instanceof EngineError && MISSING.has(err.errorType)) throw new HttpError(404, STAR_NO_TABLE);
      return datasourceError(err);
    }
  });

  app.get('/api/v1/database/:pk/related_objects/', read, async (request) => {
    const user = request.user!;
    const row = await findDatabase(ctx, user, pathPk(request));
    const related = await relatedObjectsOf(ctx, user, (eb) =>
      eb(
        't.datasource_id',
        'in',
        eb.selectFrom('tables as d').select('d.id').where('d.database_id', '=', row.id),
      ),
    );
    // Other users' SQL Lab tabs are theirs alone.
    const tabs = await ctx.db
      .selectFrom('tab_state')
      .select(['id', 'label', 'active'])
      .where('database_id', '=', row.id)
      .$if(!isAdmin(user), (q) => q.where('user_id', '=', user.id))
      .orderBy('id')
      .execute();
    return {
      ...related,
      sqllab_tab_states: { count: tabs.length, result: tabs.map((t) => ({ ...t, active: t.active === 1 })) },
    };
  });
}
