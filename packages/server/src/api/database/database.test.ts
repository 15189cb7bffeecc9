import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, q, startApiServer, type Json } from '../../test-support/api.js';
import { userSession, type Session, type TestServer } from '../../test-support/app.js';

describe('database resource (file-free engines)', () => {
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    ({ server, admin } = await startApiServer());
    call = caller(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = (body: Json) =>
    call<{ id: number; result: Json; message?: unknown }>(admin, 'POST', '/api/v1/database/', body);

  it('creates, reads, lists, updates flags and deletes an in-memory database', async () => {
    const created = await create({ database_name: 'scratch', sqlalchemy_uri: 'sqlite://' });
    expect(created.status).toBe(201);
    const { id, result } = created.body;
    expect(result).toMatchObject({
      database_name: 'scratch',
      backend: 'sqlite',
      sqlalchemy_uri: 'sqlite://',
      expose_in_sqllab: true,
      allow_dml: false,
      allow_multi_catalog: false,
      configuration_method: 'sqlalchemy_form',
      parameters: {},
    });

    const flags = {
      expose_in_sqllab: false,
      allow_dml: true,
      allow_run_async: true,
      allow_file_upload: true,
      allow_ctas: true,
      allow_cvas: true,
      cache_timeout: 60,
      impersonate_user: true,
      force_ctas_schema: 'tmp',
    };
    const updated = await call<{ result: Json }>(admin, 'PUT', `/api/v1/database/${id}`, {
      ...flags,
      extra: JSON.stringify({
        allow_multi_catalog: true,
        disable_data_preview: true,
        metadata_cache_timeout: { schema_cache_timeout: 5 },
      }),
    });
    expect(updated.status).toBe(200);
    const got = await call<{ id: number; result: Json }>(admin, 'GET', `/api/v1/database/${id}`);
    expect(got.body.result).toMatchObject({
      ...flags,
      allow_multi_catalog: true,
      disable_data_preview: true,
    });

    const listed = await call<{ count: number; result: Json[] }>(
      admin,
      'GET',
      `/api/v1/database/?${q({ filters: [{ col: 'database_name', opr: 'ct', value: 'scra' }], order_column: 'database_name', order_direction: 'asc' })}`,
    );
    expect(listed.body.count).toBe(1);
    expect(listed.body.result[0]).toMatchObject({
      id,
      backend: 'sqlite',
      allow_multi_catalog: true,
      expose_in_sqllab: false,
    });
    const exposed = await call<{ count: number }>(
      admin,
      'GET',
      `/api/v1/database/?${q({
        filters: [
          { col: 'expose_in_sqllab', opr: 'eq', value: true },
          { col: 'database_name', opr: 'eq', value: 'scratch' },
        ],
      })}`,
    );
    expect(exposed.body.count).toBe(0);

    expect((await call(admin, 'DELETE', `/api/v1/database/${id}`)).body).toEqual({ message: 'OK' });
    expect((await call(admin, 'GET', `/api/v1/database/${id}`)).status).toBe(404);
  });

  it('refuses duplicate names, file databases and bad input with the field named', async () => {
    expect((await create({ database_name: 'dup', sqlalchemy_uri: 'duckdb:///:memory:' })).status).toBe(201);
    const dup = await create({ database_name: 'dup', sqlalchemy_uri: 'sqlite://' });
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({
      message: { database_name: ['A database with the same name already exists.'] },
    });

    const file = await create({ database_name: 'file', sqlalchemy_uri: 'sqlite:////tmp/some.db' });
    expect(file.status).toBe(400);
    expect(file.body).toEqual({
      message: { sqlalchemy_uri: ['SQLite cannot be used as a data source for security reasons.'] },
    });
    const duck = await create({ database_name: 'duck', sqlalchemy_uri: 'duckdb:////etc/passwd' });
    expect(duck.status).toBe(400);
    expect(JSON.stringify(duck.body)).toMatch(/DuckDB cannot be used as a data source for security reasons/);

    const cases: [Json, string][] = [
      [{ database_name: 'x', sqlalchemy_uri: 'not a uri' }, 'sqlalchemy_uri'],
      [{ database_name: 'x', sqlalchemy_uri: 'nosuchdb://host/db' }, 'sqlalchemy_uri'],
      [{ database_name: 'x' }, 'sqlalchemy_uri'],
      [{ database_name: '', sqlalchemy_uri: 'sqlite://' }, 'database_name'],
      [{ sqlalchemy_uri: 'sqlite://' }, 'database_name'],
      [{ database_name: 'x', sqlalchemy_uri: 'sqlite://', extra: '{oops' }, 'extra'],
      [
        { database_name: 'x', sqlalchemy_uri: 'sqlite://', extra: '{"allow_multi_catalog": "yes"}' },
        'extra.allow_multi_catalog',
      ],
      [{ database_name: 'x', sqlalchemy_uri: 'sqlite://', extra: '[1]' }, 'extra'],
      [{ database_name: 'x', sqlalchemy_uri: 'sqlite://', cache_timeout: 'soon' }, 'cache_timeout'],
      [{ database_name: 'x', sqlalchemy_uri: 'sqlite://', expose_in_sqllab: 'yes' }, 'expose_in_sqllab'],
      [
        { database_name: 'x', sqlalchemy_uri: 'sqlite://', ssh_tunnel: { server_address: 'h' } },
        'ssh_tunnel',
      ],
      [{ database_name: 'x', sqlalchemy_uri: 'sqlite://', colour: 'blue' }, ''],
      [{ database_name: 'x', configuration_method: 'dynamic_form', parameters: { host: 'h' } }, 'engine'],
      [
        {
          database_name: 'x',
          engine: 'postgresql',
          configuration_method: 'dynamic_form',
          parameters: { host: 'h', port: 'abc' },
        },
        'parameters.port',
      ],
      [
        { database_name: 'x', engine: 'duckdb', configuration_method: 'dynamic_form', parameters: {} },
        'parameters',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(field);
    }
    const badId = await call(admin, 'PUT', '/api/v1/database/abc', {});
    expect(badId.status).toBe(404);
    const badQ = await call(admin, 'GET', '/api/v1/database/?q=(unclosed');
    expect(badQ.status).toBe(400);
  });

  it('tests connections and validates parameters', async () => {
    const ok = await call(admin, 'POST', '/api/v1/database/test_connection/', {
      sqlalchemy_uri: 'sqlite://',
    });
    expect(ok).toMatchObject({ status: 200, body: { message: 'OK' } });
    const closed = await call<{ errors: Json[] }>(admin, 'POST', '/api/v1/database/test_connection/', {
      sqlalchemy_uri: 'postgresql://someone:pw@127.0.0.1:1/db',
    });
    expect(closed.status).toBe(422);
    expect(closed.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_PORT_CLOSED_ERROR',
      level: 'error',
    });
    expect(closed.raw).not.toContain(':pw@');

    const missing = await call<{ errors: Json[] }>(admin, 'POST', '/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '', port: 5432 },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      message: 'One or more parameters are missing: database, host, username',
      extra: { missing: ['database', 'host', 'username'] },
    });
    const badPort = await call<{ errors: Json[] }>(admin, 'POST', '/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1', port: 1, username: 'u', database: 'd' },
    });
    expect(badPort.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_PORT_CLOSED_ERROR',
      extra: { invalid: ['port'] },
    });
    const notParam = await call<{ errors: Json[] }>(admin, 'POST', '/api/v1/database/validate_parameters/', {
      engine: 'sqlite',
      configuration_method: 'dynamic_form',
      parameters: {},
    });
    expect(notParam.status).toBe(422);
    expect(notParam.body.errors[0]!.message).toBe('Engine "sqlite" cannot be configured through parameters.');
    const schemaErr = await call<{ errors: Json[] }>(admin, 'POST', '/api/v1/database/validate_parameters/', {
      parameters: {},
    });
    expect(schemaErr.status).toBe(422);
    expect(schemaErr.body.errors.map((e) => e.error_type)).toContain('INVALID_PAYLOAD_SCHEMA_ERROR');
  });

  it('lists available engines with parameter schemas', async () => {
    const res = await call<{ databases: Json[] }>(admin, 'GET', '/api/v1/database/available/');
    expect(res.status).toBe(200);
    const pg = res.body.databases.find((d) => d.engine === 'postgresql');
    expect(pg).toMatchObject({ name: 'PostgreSQL', preferred: true, default_driver: expect.any(String) });
    expect((pg!.parameters as { required: string[] }).required).toContain('host');
    const duck = res.body.databases.find((d) => d.engine === 'duckdb');
    expect(duck && 'parameters' in duck).toBe(false);
  });

  it('browses schemas and tables of an in-memory DuckDB database', async () => {
    const created = await create({ database_name: 'duck-browse', sqlalchemy_uri: 'duckdb:///:memory:' });
    const id = created.body.id;
    const schemas = await call<{ result: string[] }>(
      admin,
      'GET',
      `/api/v1/database/${id}/schemas/?${q({ force: true })}`,
    );
    expect(schemas.status).toBe(200);
    expect(schemas.body.result).toContain('main');
    const catalogs = await call<{ result: string[] }>(admin, 'GET', `/api/v1/database/${id}/catalogs/`);
    expect(catalogs.status).toBe(200);
    const tables = await call<{ count: number; result: Json[] }>(
      admin,
      'GET',
      `/api/v1/database/${id}/tables/?${q({ schema_name: 'main', force: false })}`,
    );
    expect(tables.body).toEqual({ count: 0, result: [] });
    const noSchema = await call(admin, 'GET', `/api/v1/database/${id}/tables/?${q({ force: true })}`);
    expect(noSchema.status).toBe(400);
    expect(JSON.stringify(noSchema.body)).toContain('schema_name');
    const noName = await call(admin, 'GET', `/api/v1/database/${id}/table_metadata/`);
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain('name');
    const missing = await call(admin, 'GET', `/api/v1/database/${id}/table_metadata/?name=nope&schema=main`);
    expect(missing.status).toBe(404);
    const related = await call(admin, 'GET', `/api/v1/database/${id}/related_objects/`);
    expect(related.body).toMatchObject({
      charts: { count: 0, result: [] },
      dashboards: { count: 0, result: [] },
    });
  });

  it('needs can_write to change databases and data access to see them', async () => {
    const gamma = await userSession(server, 'gamma_db', ['Gamma']);
    const alpha = await userSession(server, 'alpha_db', ['Alpha']);
    const created = await create({ database_name: 'guarded', sqlalchemy_uri: 'sqlite://' });
    expect(
      (await call(gamma, 'POST', '/api/v1/database/', { database_name: 'g', sqlalchemy_uri: 'sqlite://' }))
        .status,
    ).toBe(403);
    expect((await call(gamma, 'GET', `/api/v1/database/${created.body.id}`)).status).toBe(404);
    const gammaList = await call<{ count: number }>(gamma, 'GET', '/api/v1/database/');
    expect(gammaList.body.count).toBe(0);
    const alphaList = await call<{ count: number }>(alpha, 'GET', '/api/v1/database/');
    expect(alphaList.body.count).toBeGreaterThan(0);
    expect(
      (await call(alpha, 'PUT', `/api/v1/database/${created.body.id}`, { allow_dml: true })).status,
    ).toBe(403);
    const info = await call<{ permissions: string[] }>(alpha, 'GET', '/api/v1/database/_info');
    expect(info.body.permissions).toEqual(['can_read']);
  });
});
