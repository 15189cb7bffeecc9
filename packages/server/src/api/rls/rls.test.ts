import { describe, expect, it, beforeAll } from 'vitest';
import { q } from '../../test-support/api.js';
import { userSession, type Session } from '../../test-support/app.js';
import { securityFixture } from '../../test-support/security-fixture.js';
import { META_STORES } from '../../test-support/stores.js';
import { addDatabaseRow, addDatasetRow } from './test-support.js';

type Json = Record<string, any>;
const base = '/api/v1/rowlevelsecurity';

describe.each(META_STORES)('row level security rules on %s', (store, available) => {
  describe.skipIf(!available)(base, () => {
    const fx = securityFixture(store, available);
    let orders: number;
    let customers: number;
    let mysqlSales: number;
    let gamma: Session;

    beforeAll(async () => {
      const db = fx.server.ctx.db;
      const duck = await addDatabaseRow(db, 'warehouse', 'duckdb:///:memory:');
      const maria = await addDatabaseRow(db, 'shop', 'mysql://root@127.0.0.1:3306/test');
      orders = await addDatasetRow(db, duck, 'main', 'orders');
      customers = await addDatasetRow(db, duck, null, 'customers');
      mysqlSales = await addDatasetRow(db, maria, 'test', 'sales');
      gamma = await userSession(fx.server, `rls_gamma_${store}`, ['Gamma']);
    }, 60_000);

    const rule = (over: Json = {}) => ({
      name: 'EU only',
      filter_type: 'Regular',
      tables: [orders],
      roles: [fx.roleIds.Gamma],
      clause: "region = 'EU'",
      ...over,
    });
    const create = async (over: Json = {}) => {
      const res = await fx.adminCall('POST', `${base}/`, rule(over));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };

    it('creates, reads, lists, updates and deletes a rule with its datasets and roles', async () => {
      const created = await fx.adminCall(
        'POST',
        `${base}/`,
        rule({ group_key: 'region', description: 'EU' }),
      );
      expect(created.status).toBe(201);
      expect(created.body.result).toEqual(rule({ group_key: 'region', description: 'EU' }));
      const id = created.body.id as number;

      const got = await fx.adminCall('GET', `${base}/${id}`);
      expect(got.body).toEqual({
        id,
        result: {
          id,
          name: 'EU only',
          description: 'EU',
          filter_type: 'Regular',
          tables: [{ id: orders, schema: 'main', table_name: 'orders' }],
          roles: [{ id: fx.roleIds.Gamma, name: 'Gamma' }],
          group_key: 'region',
          clause: "region = 'EU'",
        },
      });

      const list = await fx.adminCall('GET', `${base}/`);
      expect(list.status).toBe(200);
      expect(list.body.count).toBe(1);
      expect(list.body.result[0]).toMatchObject({
        id,
        name: 'EU only',
        filter_type: 'Regular',
        changed_on_delta_humanized: expect.any(String),
        changed_by: { id: fx.adminId },
        tables: [{ id: orders, table_name: 'orders' }],
      });

      const put = await fx.adminCall('PUT', `${base}/${id}`, {
        filter_type: 'Base',
        tables: [orders, customers],
        roles: [fx.roleIds.Admin],
      });
      expect(put).toEqual({
        status: 200,
        body: { id, result: { filter_type: 'Base', tables: [orders, customers], roles: [fx.roleIds.Admin] } },
      });
      const after = (await fx.adminCall('GET', `${base}/${id}`)).body.result;
      expect(after).toMatchObject({ filter_type: 'Base', clause: "region = 'EU'", group_key: 'region' });
      expect(after.tables.map((t: Json) => t.table_name)).toEqual(['customers', 'orders']);
      expect(after.roles).toEqual([{ id: fx.roleIds.Admin, name: 'Admin' }]);

      expect((await fx.adminCall('DELETE', `${base}/${id}`)).body).toEqual({ message: 'OK' });
      expect((await fx.adminCall('GET', `${base}/${id}`)).status).toBe(404);
      const links = await fx.server.ctx.db
        .selectFrom('rls_filter_tables')
        .select('id')
        .where('rls_filter_id', '=', id)
        .execute();
      expect(links).toEqual([]);
    });

    it('filters, orders and pages the list with rison', async () => {
      const a = await create({ name: 'Alpha rule', group_key: 'dept', tables: [customers] });
      const b = await create({ name: 'Beta rule', filter_type: 'Base', roles: [] });
      const names = async (query: Json) => {
        const res = await fx.adminCall('GET', `${base}/?${q(query)}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.result.map((r: Json) => r.name);
      };
      expect(await names({ filters: [{ col: 'name', opr: 'sw', value: 'alp' }] })).toEqual(['Alpha rule']);
      expect(await names({ filters: [{ col: 'filter_type', opr: 'eq', value: 'Base' }] })).toEqual([
        'Beta rule',
      ]);
      expect(await names({ filters: [{ col: 'tables', opr: 'rel_m_m', value: customers }] })).toEqual([
        'Alpha rule',
      ]);
      expect(await names({ filters: [{ col: 'group_key', opr: 'sw', value: 'de' }] })).toEqual([
        'Alpha rule',
      ]);
      expect(await names({ order_column: 'name', order_direction: 'desc' })).toEqual([
        'Beta rule',
        'Alpha rule',
      ]);
      const page = await fx.adminCall(
        'GET',
        `${base}/?${q({ order_column: 'name', order_direction: 'asc', page: 1, page_size: 1 })}`,
      );
      expect(page.body).toMatchObject({ count: 2, result: [{ name: 'Beta rule' }] });
      expect((await fx.adminCall('GET', `${base}/?${q({ order_column: 'nope' })}`)).status).toBe(400);

      const bulk = await fx.adminCall('DELETE', `${base}/?q=${encodeURIComponent(`!(${a},999999)`)}`);
      expect(bulk.status).toBe(404);
      expect((await fx.adminCall('DELETE', `${base}/?q=!(${a},${b})`)).body).toEqual({
        message: 'Deleted 2 rules',
      });
      expect((await fx.adminCall('GET', `${base}/`)).body.count).toBe(0);
    });

    it('answers _info and the related roles and datasets', async () => {
      const info = await fx.adminCall('GET', `${base}/_info`);
      expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
      expect(info.body.add_columns.map((c: Json) => c.name)).toEqual([
        'name',
        'description',
        'filter_type',
        'tables',
        'roles',
        'group_key',
        'clause',
      ]);
      const roles = await fx.adminCall('GET', `${base}/related/roles?${q({ filter: 'gam' })}`);
      expect(roles.body).toEqual({ count: 1, result: [{ value: fx.roleIds.Gamma, text: 'Gamma' }] });
      const tables = await fx.adminCall('GET', `${base}/related/tables?${q({ filter: 'o' })}`);
      expect(tables.body.result).toEqual([
        { value: customers, text: 'customers' },
        { value: orders, text: 'main.orders' },
      ]);
      const paged = await fx.adminCall('GET', `${base}/related/tables?${q({ page: 1, page_size: 2 })}`);
      expect(paged.body).toMatchObject({ count: 3, result: [{ text: 'test.sales' }] });
    });

    it('refuses bad bodies naming the field, as marshmallow does', async () => {
      const missing = await fx.adminCall('POST', `${base}/`, { name: 'x' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatchObject({
        filter_type: ['Missing data for required field.'],
        tables: ['Missing data for required field.'],
        roles: ['Missing data for required field.'],
        clause: ['Missing data for required field.'],
      });
      const bad = await fx.adminCall(
        'POST',
        `${base}/`,
        rule({ filter_type: 'Other', tables: [], extra: 1 }),
      );
      expect(bad.body.message).toEqual({
        filter_type: ['Must be one of: Regular, Base.'],
        tables: ['Shorter than minimum length 1.'],
        extra: ['Unknown field.'],
      });
      expect((await fx.adminCall('POST', `${base}/`, rule({ name: '' }))).body.message).toEqual({
        name: ['Length must be between 1 and 255.'],
      });
    });

    it('refuses unknown roles and datasets with a 400 naming the field, writing nothing', async () => {
      const roles = await fx.adminCall(
        'POST',
        `${base}/`,
        rule({ name: 'Ghost role', roles: [fx.roleIds.Gamma, 987654] }),
      );
      expect(roles).toEqual({ status: 400, body: { message: { roles: ['Some roles do not exist'] } } });
      const tables = await fx.adminCall(
        'POST',
        `${base}/`,
        rule({ name: 'Ghost table', tables: [orders, 987654] }),
      );
      expect(tables).toEqual({ status: 400, body: { message: { tables: ['Datasource does not exist'] } } });
      const db = fx.server.ctx.db;
      expect(await db.selectFrom('row_level_security_filters').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('rls_filter_roles').select('id').execute()).toEqual([]);

      // An update refused half-way keeps the rule as it was.
      const id = await create({ name: 'Kept' });
      const put = await fx.adminCall('PUT', `${base}/${id}`, { name: 'Renamed', roles: [987654] });
      expect(put.status).toBe(400);
      expect((await fx.adminCall('GET', `${base}/${id}`)).body.result).toMatchObject({
        name: 'Kept',
        roles: [{ id: fx.roleIds.Gamma }],
      });
      const dup = await fx.adminCall('POST', `${base}/`, rule({ name: 'Kept' }));
      expect(dup).toEqual({ status: 422, body: { message: { name: ['Name must be unique'] } } });
      await fx.adminCall('DELETE', `${base}/${id}`);
    });

    it("checks the clause in the grammar of every dataset's engine", async () => {
      const injected = await fx.adminCall('POST', `${base}/`, rule({ clause: '1 = 1; DROP TABLE orders' }));
      expect(injected.status).toBe(400);
      expect(Object.keys(injected.body.message)).toEqual(['clause']);
      const empty = await fx.adminCall('POST', `${base}/`, rule({ clause: '' }));
      expect(empty.body.message.clause[0]).toContain('must not be empty');

      // A DuckDB cast: fine on the DuckDB dataset, refused once a MySQL dataset is attached.
      const id = await create({ name: 'Cast', clause: 'amount::int > 0' });
      const mixed = await fx.adminCall('PUT', `${base}/${id}`, { tables: [orders, mysqlSales] });
      expect(mixed.status).toBe(400);
      expect(mixed.body.message.clause[0]).toMatch(/MySQL.*sales/);
      expect(
        (await fx.adminCall('PUT', `${base}/${id}`, { tables: [orders, mysqlSales], clause: 'amount > 0' }))
          .status,
      ).toBe(200);

      // Templates render with the saving user before the check; the template is what is kept.
      const templated = await create({ name: 'Mine', clause: "owner = '{{ current_username() }}'" });
      expect((await fx.adminCall('GET', `${base}/${templated}`)).body.result.clause).toBe(
        "owner = '{{ current_username() }}'",
      );
      const broken = await fx.adminCall('POST', `${base}/`, rule({ name: 'Broken', clause: 'a = {{ nope(' }));
      expect(broken.status).toBe(400);
      expect(Object.keys(broken.body.message)).toEqual(['clause']);
      await fx.adminCall('DELETE', `${base}/?q=!(${id},${templated})`);
    });

    it('answers 404 for unknown rules and 403 to a Gamma user', async () => {
      expect((await fx.adminCall('GET', `${base}/987654`)).status).toBe(404);
      expect((await fx.adminCall('PUT', `${base}/987654`, { name: 'x' })).status).toBe(404);
      expect((await fx.adminCall('DELETE', `${base}/987654`)).status).toBe(404);
      expect((await fx.adminCall('GET', `${base}/abc`)).status).toBe(404);
      for (const [method, url] of [
        ['GET', `${base}/`],
        ['GET', `${base}/_info`],
        ['GET', `${base}/related/tables`],
        ['GET', `${base}/related/roles`],
        ['GET', `${base}/1`],
        ['POST', `${base}/`],
        ['PUT', `${base}/1`],
        ['DELETE', `${base}/1`],
        ['DELETE', `${base}/?q=!(1)`],
      ] as const) {
        const res = await fx.call(
          gamma,
          method,
          url,
          method === 'POST' || method === 'PUT' ? rule() : undefined,
        );
        expect(res.status, `${method} ${url}`).toBe(403);
      }
      expect((await fx.call(null, 'GET', `${base}/`)).status).toBe(401);
    });
  });
});
