import pg from 'pg';
import type { DatasetDetail as Dataset } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, q, startApiServer, type Json } from '../../test-support/api.js';
import { createPgDatabase, userSession, type Session, type TestServer } from '../../test-support/app.js';
import { HAS_PG } from '../../test-support/services.js';

describe.skipIf(!HAS_PG)('dataset resource: physical datasets on PostgreSQL', () => {
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  let pgDb: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  let dbId: number;
  let salesId: number;

  beforeAll(async () => {
    pgDb = await createPgDatabase();
    client = new pg.Client({ connectionString: pgDb.url });
    await client.connect();
    await client.query(
      'CREATE TABLE sales (id serial PRIMARY KEY, region text, amount numeric(10,2), sold_at timestamp)',
    );
    await client.query('CREATE TABLE other (k int)');
    ({ server, admin } = await startApiServer());
    call = caller(server);
    const db = await call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: 'pg',
      sqlalchemy_uri: pgDb.url,
    });
    dbId = db.body.id;
  });
  afterAll(async () => {
    await server?.close();
    await client?.end();
    await pgDb?.drop();
  });

  const get = async (id: number) =>
    (await call<{ result: Dataset }>(admin, 'GET', `/api/v1/dataset/${id}`)).body.result;

  it('creates a physical dataset from an existing table only', async () => {
    const created = await call<{ id: number }>(admin, 'POST', '/api/v1/dataset/', {
      database: dbId,
      schema: 'public',
      table_name: 'sales',
    });
    expect(created.status).toBe(201);
    salesId = created.body.id;
    const ds = await get(salesId);
    expect(ds).toMatchObject({
      kind: 'physical',
      main_dttm_col: 'sold_at',
      table_name: 'sales',
      schema: 'public',
    });
    expect(ds.columns.map((c) => [c.column_name, c.is_dttm, c.type_generic])).toEqual([
      ['id', false, 0],
      ['region', false, 1],
      ['amount', false, 0],
      ['sold_at', true, 2],
    ]);
    expect(ds.select_star).toMatch(/FROM public\.sales/);
    expect(ds.owners.map((o) => o.id)).toHaveLength(1);
    expect(ds.database).toMatchObject({ id: dbId, database_name: 'pg', backend: 'postgresql' });

    const again = await call(admin, 'POST', '/api/v1/dataset/', {
      database: dbId,
      schema: 'public',
      table_name: 'sales',
    });
    expect(again).toMatchObject({
      status: 422,
      body: { message: { table_name: ['Dataset public.sales already exists'] } },
    });
    const missing = await call(admin, 'POST', '/api/v1/dataset/', {
      database: dbId,
      schema: 'public',
      table_name: 'nope',
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      message: {
        table_name: [
          'Table [public.nope] could not be found, please double check your database connection, schema, and table name',
        ],
      },
    });
  });

  it('get_or_create returns the existing dataset or creates one', async () => {
    const existing = await call(admin, 'POST', '/api/v1/dataset/get_or_create/', {
      database_id: dbId,
      schema: 'public',
      table_name: 'sales',
    });
    expect(existing).toMatchObject({ status: 200, body: { result: { table_id: salesId } } });
    const fresh = await call<{ result: { table_id: number } }>(
      admin,
      'POST',
      '/api/v1/dataset/get_or_create/',
      {
        database_id: dbId,
        schema: 'public',
        table_name: 'other',
      },
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.result.table_id).not.toBe(salesId);
    const dup = await call(admin, 'POST', '/api/v1/dataset/duplicate', {
      base_model_id: fresh.body.result.table_id,
      table_name: 'x',
    });
    expect(dup).toMatchObject({
      status: 422,
      body: { message: { base_model_id: ['Datasource type is invalid'] } },
    });
  });

  it('applies the save rules on update', async () => {
    const ds = await get(salesId);
    const byName = Object.fromEntries(ds.columns.map((c) => [c.column_name, c]));
    const res = await call<{ result: Dataset }>(admin, 'PUT', `/api/v1/dataset/${salesId}`, {
      cache_timeout: '',
      description: 'Sales',
      columns: [
        { ...byName.id, verbose_name: 'Identifier' },
        { id: byName.region!.id, column_name: 'region', verbose_name: 'Region', python_date_format: '' },
        { id: byName.sold_at!.id, column_name: 'sold_at', is_dttm: true, python_date_format: '' },
        { id: 'new-1', column_name: 'double_amount', expression: 'amount * 2', type: 'NUMERIC' },
      ],
      metrics: [
        { id: ds.metrics[0]!.id, metric_name: 'count', expression: 'COUNT(*)', d3format: '' },
        {
          metric_name: 'total',
          expression: 'SUM(amount)',
          d3format: ',.2f',
          extra: '{"certification":{"certified_by":"Finance","details":"audited"}}',
        },
      ],
    });
    expect(res.status).toBe(200);
    const after = res.body.result;
    expect(after.cache_timeout).toBeNull();
    expect(after.columns.map((c) => c.column_name).sort()).toEqual([
      'double_amount',
      'id',
      'region',
      'sold_at',
    ]);
    const cols = Object.fromEntries(after.columns.map((c) => [c.column_name, c]));
    expect(cols.id).toMatchObject({ id: byName.id!.id, verbose_name: 'Identifier' });
    expect(cols.region).toMatchObject({
      id: byName.region!.id,
      verbose_name: 'Region',
      python_date_format: null,
    });
    expect(cols.double_amount).toMatchObject({ expression: 'amount * 2', type_generic: 0 });
    const total = after.metrics.find((m) => m.metric_name === 'total');
    expect(total).toMatchObject({
      d3format: ',.2f',
      is_certified: true,
      certified_by: 'Finance',
      certification_details: 'audited',
    });
    expect(after.metrics.find((m) => m.metric_name === 'count')!.d3format).toBeNull();
    expect(after.column_formats).toEqual({ total: ',.2f' });

    const dupCols = await call(admin, 'PUT', `/api/v1/dataset/${salesId}`, {
      columns: [{ column_name: 'a' }, { column_name: 'a' }],
      metrics: [
        { metric_name: 'm', expression: '1' },
        { metric_name: 'm', expression: '2' },
      ],
    });
    expect(dupCols).toMatchObject({
      status: 400,
      body: {
        message: {
          columns: ['One or more columns are duplicated: a'],
          metrics: ['One or more metrics are duplicated: m'],
        },
      },
    });
    const foreignId = await call(admin, 'PUT', `/api/v1/dataset/${salesId}`, {
      columns: [{ id: 999999, column_name: 'x' }],
    });
    expect(foreignId.status).toBe(422);
    const badInputs: [Json, string][] = [
      [{ cache_timeout: 'soon' }, 'cache_timeout'],
      [{ columns: [{ verbose_name: 'no name' }] }, 'columns.0.column_name'],
      [{ metrics: [{ metric_name: 'm' }] }, 'metrics.0.expression'],
      [{ owners: 'me' }, 'owners'],
      [{ extra: 'not json' }, 'extra'],
      [{ colour: 'blue' }, ''],
    ];
    for (const [body, field] of badInputs) {
      const r = await call(admin, 'PUT', `/api/v1/dataset/${salesId}`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(field);
    }
    const moved = await call(admin, 'PUT', `/api/v1/dataset/${salesId}`, { database_id: dbId + 1000 });
    expect(moved).toMatchObject({
      status: 422,
      body: { message: { database: ['Database not allowed to change'] } },
    });
    // Nothing of the refused requests was written.
    expect((await get(salesId)).columns).toHaveLength(4);
  });

  it('re-syncs columns from the source with override_columns and refresh', async () => {
    await client.query('ALTER TABLE sales ADD COLUMN qty integer');
    const res = await call<{ result: Dataset }>(
      admin,
      'PUT',
      `/api/v1/dataset/${salesId}?override_columns=true`,
      {
        description: 'with qty',
      },
    );
    expect(res.status).toBe(200);
    const cols = Object.fromEntries(res.body.result.columns.map((c) => [c.column_name, c]));
    expect(Object.keys(cols).sort()).toEqual(['amount', 'double_amount', 'id', 'qty', 'region', 'sold_at']);
    expect(cols.region!.verbose_name).toBe('Region');
    expect(cols.double_amount!.expression).toBe('amount * 2');

    await client.query('ALTER TABLE sales DROP COLUMN region');
    expect((await call(admin, 'PUT', `/api/v1/dataset/${salesId}/refresh`)).body).toEqual({ message: 'OK' });
    const after = await get(salesId);
    expect(after.columns.map((c) => c.column_name).sort()).toEqual([
      'amount',
      'double_amount',
      'id',
      'qty',
      'sold_at',
    ]);
  });

  it('lists with filters and offers related values', async () => {
    const list = (filters: Json[]) =>
      call<{ count: number; result: Json[] }>(
        admin,
        'GET',
        `/api/v1/dataset/?${q({ filters, order_column: 'table_name', order_direction: 'asc' })}`,
      );
    const byName = await list([{ col: 'table_name', opr: 'ct', value: 'sal' }]);
    expect(byName.body.count).toBe(1);
    expect(byName.body.result[0]).toMatchObject({
      table_name: 'sales',
      kind: 'physical',
      schema: 'public',
      database: { id: dbId, database_name: 'pg' },
      owners: [expect.objectContaining({ first_name: 'Admin' })],
      explore_url: `/explore/?datasource_type=table&datasource_id=${salesId}`,
    });
    expect((await list([{ col: 'database', opr: 'rel_o_m', value: dbId }])).body.count).toBe(2);
    expect((await list([{ col: 'schema', opr: 'eq', value: 'public' }])).body.count).toBe(2);
    expect((await list([{ col: 'sql', opr: 'dataset_is_null_or_empty', value: false }])).body.count).toBe(0);
    expect((await list([{ col: 'sql', opr: 'dataset_is_null_or_empty', value: true }])).body.count).toBe(2);
    const adminId = (await get(salesId)).owners[0]!.id;
    expect(
      (await list([{ col: 'owners', opr: 'rel_m_m', value: adminId }])).body.count,
    ).toBeGreaterThanOrEqual(1);
    const related = await call<{ result: Json[] }>(
      admin,
      'GET',
      `/api/v1/dataset/related/database?${q({ filter: 'p' })}`,
    );
    expect(related.body.result).toEqual([{ value: dbId, text: 'pg' }]);
    const owners = await call<{ result: Json[] }>(admin, 'GET', '/api/v1/dataset/related/owners');
    expect(owners.body.result.length).toBeGreaterThan(0);
    const schemas = await call<{ result: Json[] }>(admin, 'GET', '/api/v1/dataset/distinct/schema');
    expect(schemas.body.result).toEqual([{ text: 'public', value: 'public' }]);
    const info = await call<{ permissions: string[] }>(admin, 'GET', '/api/v1/dataset/_info');
    expect(info.body.permissions).toContain('can_write');
    const related2 = await call(admin, 'GET', `/api/v1/dataset/${salesId}/related_objects`);
    expect(related2.body).toEqual({ charts: { count: 0, result: [] }, dashboards: { count: 0, result: [] } });
  });

  it('lets owners and admins change a dataset, nobody else', async () => {
    const gamma = await userSession(server, 'gamma_ds', ['Gamma']);
    const alpha = await userSession(server, 'alpha_ds', ['Alpha']);
    const alpha2 = await userSession(server, 'alpha_ds2', ['Alpha']);
    expect((await call(gamma, 'PUT', `/api/v1/dataset/${salesId}`, { description: 'x' })).status).toBe(403);
    const notOwner = await call(alpha, 'PUT', `/api/v1/dataset/${salesId}`, { description: 'x' });
    expect(notOwner).toMatchObject({ status: 403, body: { message: 'Changing this dataset is forbidden' } });
    expect((await call(alpha, 'DELETE', `/api/v1/dataset/${salesId}`)).status).toBe(403);
    expect((await call(alpha, 'GET', `/api/v1/dataset/${salesId}`)).status).toBe(200);
    // Gamma has no data access: the dataset does not exist for it.
    expect((await call(gamma, 'GET', `/api/v1/dataset/${salesId}`)).status).toBe(404);

    const own = await call<{ id: number }>(alpha, 'POST', '/api/v1/dataset/', {
      database: dbId,
      table_name: 'alpha_view',
      sql: 'SELECT 1 AS one',
      owners: [alpha2.id],
    });
    expect(own.status).toBe(201);
    expect((await get(own.body.id)).owners.map((o) => o.id).sort()).toEqual([alpha.id, alpha2.id].sort());
    expect(
      (await call(alpha2, 'PUT', `/api/v1/dataset/${own.body.id}`, { description: 'mine' })).status,
    ).toBe(200);
    const bulkForbidden = await call(alpha, 'DELETE', `/api/v1/dataset/?q=!(${own.body.id},${salesId})`);
    expect(bulkForbidden.status).toBe(403);
    expect((await get(own.body.id)).id).toBe(own.body.id);
    const bulk = await call(alpha, 'DELETE', `/api/v1/dataset/?q=!(${own.body.id})`);
    expect(bulk).toMatchObject({ status: 200, body: { message: 'Deleted 1 dataset' } });
  });

  it('refuses edits of externally managed datasets', async () => {
    expect(
      (await call(admin, 'PUT', `/api/v1/dataset/${salesId}`, { is_managed_externally: true })).status,
    ).toBe(200);
    const refused = await call(admin, 'PUT', `/api/v1/dataset/${salesId}`, { description: 'edit' });
    expect(refused.status).toBe(403);
    const released = await call(admin, 'PUT', `/api/v1/dataset/${salesId}`, {
      is_managed_externally: false,
      description: 'edit',
    });
    expect(released.status).toBe(200);
    expect((await call(admin, 'DELETE', `/api/v1/dataset/${salesId}`)).body).toEqual({ message: 'OK' });
  });
});
