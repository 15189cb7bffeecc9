/**
 * Finding: a request's `catalog` made the PostgreSQL connector open another database of the same
 * server with the entry's credentials (a co-located metadata store became readable). As in
 * Superset, a catalog other than the connection's default needs `allow_multi_catalog` in the
 * entry's extra (else 400), then `catalog_access` on `[db].[catalog]` or database access (else
 * 403) — in SQL Lab (execute, estimate, validate) and the metadata endpoints alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { caller, q, startApiServer, type Json } from '../test-support/api.js';
import { ensurePermissionView, ensureRole, grant } from '../meta/repositories/security.js';
import { createPgDatabase, userSession, type Session, type TestServer } from '../test-support/app.js';
import { HAS_PG } from '../test-support/services.js';

const DB_NAME = 'catalog pg';
const OTHER = 'postgres';

describe.skipIf(!HAS_PG)('catalogs of a PostgreSQL database entry', () => {
  let temp: { url: string; drop: () => Promise<void> };
  let defaultCatalog: string;
  let server: TestServer;
  let admin: Session;
  let reader: Session;
  let catalogReader: Session;
  let call: ReturnType<typeof caller>;
  let dbId: number;

  beforeAll(async () => {
    temp = await createPgDatabase();
    defaultCatalog = new URL(temp.url).pathname.slice(1);
    const client = new pg.Client({ connectionString: temp.url });
    await client.connect();
    await client.query('CREATE TABLE sales (id INTEGER)');
    await client.end();
    ({ server, admin } = await startApiServer());
    call = caller(server);
    const db = await call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: DB_NAME,
      sqlalchemy_uri: temp.url.replace(/^postgres:/, 'postgresql:'),
      expose_in_sqllab: true,
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    dbId = db.body.id;
    // A dataset in the granted schema makes the database visible to its readers.
    const dataset = await call<Json>(admin, 'POST', '/api/v1/dataset/', {
      database: dbId,
      schema: 'public',
      table_name: 'sales',
    });
    expect(dataset.status, JSON.stringify(dataset.body)).toBe(201);
    const meta = server.ctx.db;
    const schemaGrant = await ensurePermissionView(meta, 'schema_access', `[${DB_NAME}].[public]`);
    const readerRole = await ensureRole(meta, 'catalog_test_reader');
    await grant(meta, readerRole, schemaGrant);
    const catalogRole = await ensureRole(meta, 'catalog_test_other');
    await grant(meta, catalogRole, schemaGrant);
    await grant(
      meta,
      catalogRole,
      await ensurePermissionView(meta, 'catalog_access', `[${DB_NAME}].[${OTHER}]`),
    );
    reader = await userSession(server, 'catalog_reader', ['Gamma', 'sql_lab', 'catalog_test_reader']);
    catalogReader = await userSession(server, 'catalog_other', ['Gamma', 'sql_lab', 'catalog_test_other']);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await temp?.drop();
  });

  const execute = (session: Session, catalog: string | null, sql = 'SELECT current_database() AS db') =>
    call<Json>(session, 'POST', '/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql,
      catalog,
      schema: 'public',
    });
  const schemas = (session: Session, catalog: string) =>
    call<Json>(session, 'GET', `/api/v1/database/${dbId}/schemas/?${q({ catalog })}`);
  const catalogs = async (session: Session) =>
    (await call<{ result: string[] }>(session, 'GET', `/api/v1/database/${dbId}/catalogs/`)).body.result;
  const setMultiCatalog = async (on: boolean) => {
    const put = await call<Json>(admin, 'PUT', `/api/v1/database/${dbId}`, {
      extra: JSON.stringify({ allow_multi_catalog: on }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
  };
  const multiCatalogDisabled = (res: { status: number; body: Json }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toEqual({
      catalog: ['Only the default catalog is supported for this connection'],
    });
  };

  it('refuses another catalog, even to an admin, while multi-catalog is off', async () => {
    multiCatalogDisabled(await execute(admin, OTHER));
    multiCatalogDisabled(await schemas(admin, OTHER));
    multiCatalogDisabled(
      await call<Json>(
        admin,
        'GET',
        `/api/v1/database/${dbId}/tables/?${q({ catalog_name: OTHER, schema_name: 'public' })}`,
      ),
    );
    multiCatalogDisabled(
      await call<Json>(
        admin,
        'GET',
        `/api/v1/database/${dbId}/table_metadata/?name=pg_class&schema=pg_catalog&catalog=${OTHER}`,
      ),
    );
    multiCatalogDisabled(
      await call<Json>(admin, 'POST', '/api/v1/sqllab/estimate/', {
        database_id: dbId,
        sql: 'SELECT 1',
        catalog: OTHER,
      }),
    );
    multiCatalogDisabled(
      await call<Json>(admin, 'POST', `/api/v1/database/${dbId}/validate_sql/`, {
        sql: 'SELECT 1',
        catalog: OTHER,
      }),
    );
    expect(await catalogs(admin)).toEqual([defaultCatalog]);
  });

  it('runs in the default catalog, named or not', async () => {
    for (const catalog of [null, defaultCatalog]) {
      const res = await execute(admin, catalog);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual([{ db: defaultCatalog }]);
    }
  });

  it('with multi-catalog on, lets database access and catalog_access switch, and nobody else', async () => {
    await setMultiCatalog(true);
    try {
      const res = await execute(admin, OTHER);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual([{ db: OTHER }]);

      const denied = await execute(reader, OTHER);
      expect(denied.status, JSON.stringify(denied.body)).toBe(403);
      expect((denied.body.errors as Json[])[0]).toMatchObject({
        error_type: 'DATABASE_SECURITY_ACCESS_ERROR',
        extra: { catalog: OTHER },
      });
      expect((await schemas(reader, OTHER)).status).toBe(403);
      expect(await catalogs(reader)).toEqual([defaultCatalog]);

      const granted = await schemas(catalogReader, OTHER);
      expect(granted.status, JSON.stringify(granted.body)).toBe(200);
      expect(granted.body.result).toContain('public');
      expect((await catalogs(catalogReader)).sort()).toEqual([defaultCatalog, OTHER].sort());
    } finally {
      await setMultiCatalog(false);
    }
  });
});
