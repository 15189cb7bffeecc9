import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../security/crypto.js';
import { caller, q, startApiServer, type Json } from '../../test-support/api.js';
import { createPgDatabase, type Session, type TestServer } from '../../test-support/app.js';
import { HAS_MYSQL, HAS_PG, MYSQL_URL } from '../../test-support/services.js';

const MASK = 'XXXXXXXXXX';

describe.skipIf(!HAS_PG)('database resource on PostgreSQL', () => {
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  let pgDb: { url: string; drop: () => Promise<void> };
  let dbName: string;
  // Trust authentication ignores it, but it must still never leave the server.
  const password = 'pg-s3cret@pw';
  let uri: string;
  let id: number;

  beforeAll(async () => {
    pgDb = await createPgDatabase();
    dbName = new URL(pgDb.url).pathname.slice(1);
    const client = new pg.Client({ connectionString: pgDb.url });
    await client.connect();
    await client.query(
      `CREATE TABLE sales (id serial PRIMARY KEY, region varchar(20), amount numeric(10,2), sold_at timestamp)`,
    );
    await client.query(`CREATE VIEW big_sales AS SELECT * FROM sales WHERE amount > 100`);
    await client.query(`CREATE SCHEMA extra`);
    await client.end();
    uri = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:5432/${dbName}`;
    ({ server, admin } = await startApiServer());
    call = caller(server);
  });
  afterAll(async () => {
    await server?.close();
    await pgDb?.drop();
  });

  it('stores the password encrypted and never answers with it', async () => {
    const created = await call<{ id: number; result: Json }>(admin, 'POST', '/api/v1/database/', {
      database_name: 'pg',
      sqlalchemy_uri: uri,
    });
    expect(created.status).toBe(201);
    id = created.body.id;
    expect(created.body.result).toMatchObject({
      backend: 'postgresql',
      sqlalchemy_uri: `postgresql://postgres:${MASK}@127.0.0.1:5432/${dbName}`,
      parameters: { host: '127.0.0.1', port: 5432, username: 'postgres', password: MASK, database: dbName },
    });
    const row = await server.ctx.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sqlalchemy_uri).not.toContain('s3cret');
    expect(row.password).toMatch(/^v1:/);
    expect(new SecretBox(server.ctx.config.secretKey).decrypt(row.password!)).toBe(password);

    const bodies = [
      created.raw,
      (await call(admin, 'GET', `/api/v1/database/${id}`)).raw,
      (await call(admin, 'GET', `/api/v1/database/${id}/connection`)).raw,
      (await call(admin, 'GET', '/api/v1/database/')).raw,
    ];
    for (const raw of bodies) {
      expect(raw).not.toContain('s3cret');
      expect(raw).not.toContain('encrypted_extra":"');
      expect(raw).not.toContain(row.password!);
    }
  });

  it('keeps the stored password when the form sends the mask back', async () => {
    const got = await call<{ result: { sqlalchemy_uri: string; parameters: Json } }>(
      admin,
      'GET',
      `/api/v1/database/${id}`,
    );
    const put = await call(admin, 'PUT', `/api/v1/database/${id}`, {
      sqlalchemy_uri: got.body.result.sqlalchemy_uri,
      allow_dml: true,
    });
    expect(put.status).toBe(200);
    const box = new SecretBox(server.ctx.config.secretKey);
    let row = await server.ctx.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(box.decrypt(row.password!)).toBe(password);

    const dynamic = await call(admin, 'PUT', `/api/v1/database/${id}`, {
      configuration_method: 'dynamic_form',
      engine: 'postgresql',
      parameters: { ...got.body.result.parameters, password: MASK },
    });
    expect(dynamic.status).toBe(200);
    row = await server.ctx.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(box.decrypt(row.password!)).toBe(password);
    expect(row.configuration_method).toBe('dynamic_form');

    const tested = await call(admin, 'POST', '/api/v1/database/test_connection/', {
      database_name: 'pg',
      sqlalchemy_uri: got.body.result.sqlalchemy_uri,
    });
    expect(tested).toMatchObject({ status: 200, body: { message: 'OK' } });
    const validated = await call(admin, 'POST', '/api/v1/database/validate_parameters/', {
      id,
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { ...got.body.result.parameters, password: MASK },
    });
    expect(validated).toMatchObject({ status: 200, body: { message: 'OK' } });
  });

  it('lists schemas and tables and describes a table', async () => {
    const schemas = await call<{ result: string[] }>(
      admin,
      'GET',
      `/api/v1/database/${id}/schemas/?${q({ force: true })}`,
    );
    expect(schemas.body.result).toEqual(expect.arrayContaining(['extra', 'public']));
    expect([...schemas.body.result].sort()).toEqual(schemas.body.result);
    const tables = await call<{ count: number; result: Json[] }>(
      admin,
      'GET',
      `/api/v1/database/${id}/tables/?${q({ schema_name: 'public', force: true })}`,
    );
    expect(tables.body).toEqual({
      count: 2,
      result: [
        { value: 'big_sales', type: 'view', extra: null },
        { value: 'sales', type: 'table', extra: null },
      ],
    });
    const meta = await call<Json>(
      admin,
      'GET',
      `/api/v1/database/${id}/table_metadata/?name=sales&schema=public`,
    );
    expect(meta.status).toBe(200);
    expect(meta.body).toMatchObject({
      name: 'sales',
      primaryKey: { column_names: ['id'], type: 'pk' },
      selectStar: expect.stringContaining('FROM'),
    });
    const columns = meta.body.columns as { name: string; type: string; longType: string; keys: Json[] }[];
    expect(columns.map((c) => c.name)).toEqual(['id', 'region', 'amount', 'sold_at']);
    expect(columns[0]!.keys[0]).toMatchObject({ type: 'pk' });
    expect(columns[1]!.longType).toMatch(/char.*\(20\)/i);
    expect(columns[1]!.type).toBe(columns[1]!.longType.replace(/\(.*$/, ''));
    const legacy = await call<Json>(admin, 'GET', `/api/v1/database/${id}/table/sales/public/`);
    expect(legacy.body).toMatchObject({ name: 'sales' });
    const star = await call<{ result: string }>(
      admin,
      'GET',
      `/api/v1/database/${id}/select_star/sales/public/`,
    );
    expect(star.body.result).toMatch(/FROM/);
    const noStar = await call(admin, 'GET', `/api/v1/database/${id}/select_star/nope/public/`);
    expect(noStar.status).toBe(404);
    expect(
      (await call(admin, 'GET', `/api/v1/database/${id}/table_metadata/extra/?name=sales&schema=public`))
        .body,
    ).toEqual({});
  });

  it('reports an unknown database as a typed error', async () => {
    const res = await call<{ errors: Json[] }>(admin, 'POST', '/api/v1/database/test_connection/', {
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/no_such_database_here',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]!.error_type).toBe('CONNECTION_UNKNOWN_DATABASE_ERROR');
  });
});

describe.skipIf(!HAS_MYSQL)('database resource on MySQL/MariaDB', () => {
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  const user = 'meridian_ds_test';
  const password = 'my-S3cret!pw';
  const host = new URL(MYSQL_URL).hostname;
  const port = Number(new URL(MYSQL_URL).port || 3306);
  let rootConn: mysql.Connection;

  beforeAll(async () => {
    rootConn = await mysql.createConnection(MYSQL_URL);
    await rootConn.query(`DROP USER IF EXISTS '${user}'@'%'`);
    await rootConn.query(`CREATE USER '${user}'@'%' IDENTIFIED BY '${password}'`);
    await rootConn.query(`GRANT ALL ON test.* TO '${user}'@'%'`);
    await rootConn.query('DROP TABLE IF EXISTS test.meridian_ds_orders');
    await rootConn.query(
      'CREATE TABLE test.meridian_ds_orders (id int primary key, placed_at datetime, total decimal(8,2))',
    );
    ({ server, admin } = await startApiServer());
    call = caller(server);
  });
  afterAll(async () => {
    await server?.close();
    await rootConn?.query('DROP TABLE IF EXISTS test.meridian_ds_orders');
    await rootConn?.query(`DROP USER IF EXISTS '${user}'@'%'`);
    await rootConn?.end();
  });

  const uriWith = (pw: string) => `mysql://${user}:${encodeURIComponent(pw)}@${host}:${port}/test`;

  it('tests good and wrong passwords', async () => {
    const good = await call(admin, 'POST', '/api/v1/database/test_connection/', {
      sqlalchemy_uri: uriWith(password),
    });
    expect(good).toMatchObject({ status: 200, body: { message: 'OK' } });
    const bad = await call<{ errors: Json[] }>(admin, 'POST', '/api/v1/database/test_connection/', {
      sqlalchemy_uri: uriWith('wrong-password'),
    });
    expect(bad.status).toBe(422);
    expect(['CONNECTION_ACCESS_DENIED_ERROR', 'CONNECTION_INVALID_PASSWORD_ERROR']).toContain(
      bad.body.errors[0]!.error_type,
    );
    expect(bad.raw).not.toContain('wrong-password');
    const refused = await call(admin, 'POST', '/api/v1/database/', {
      database_name: 'my-bad',
      sqlalchemy_uri: uriWith('nope'),
    });
    expect(refused.status).toBe(422);
    expect(
      await server.ctx.db
        .selectFrom('dbs')
        .select('id')
        .where('database_name', '=', 'my-bad')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('creates an entry, browses it and builds a dataset on it', async () => {
    const created = await call<{ id: number; result: Json }>(admin, 'POST', '/api/v1/database/', {
      database_name: 'maria',
      configuration_method: 'dynamic_form',
      engine: 'mysql',
      parameters: { host, port, username: user, password, database: 'test' },
    });
    expect(created.status).toBe(201);
    expect(created.raw).not.toContain(password);
    const id = created.body.id;
    const schemas = await call<{ result: string[] }>(admin, 'GET', `/api/v1/database/${id}/schemas/`);
    expect(schemas.body.result).toContain('test');
    const tables = await call<{ result: Json[] }>(
      admin,
      'GET',
      `/api/v1/database/${id}/tables/?${q({ schema_name: 'test' })}`,
    );
    expect(tables.body.result).toContainEqual({ value: 'meridian_ds_orders', type: 'table', extra: null });
    const ds = await call<{ id: number }>(admin, 'POST', '/api/v1/dataset/', {
      database: id,
      schema: 'test',
      table_name: 'meridian_ds_orders',
    });
    expect(ds.status).toBe(201);
    const got = await call<{ result: { columns: Json[]; main_dttm_col: string } }>(
      admin,
      'GET',
      `/api/v1/dataset/${ds.body.id}`,
    );
    expect(got.body.result.main_dttm_col).toBe('placed_at');
    expect(got.body.result.columns.find((c) => c.column_name === 'total')).toMatchObject({
      type_generic: 0,
      is_dttm: false,
    });
  });
});
