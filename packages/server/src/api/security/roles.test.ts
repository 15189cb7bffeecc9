import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSession } from '../../test-support/app.js';
import { rison, startChartServer, type ChartServer, type Json } from '../../test-support/chart.js';
import { ROLE_EXISTS } from '../../services/security/roles.js';

let cs: ChartServer;
beforeAll(async () => {
  cs = await startChartServer();
});
afterAll(() => cs.server.close());

const pairsNamed = async (view: string) => {
  const res = await cs.call(
    cs.admin,
    'GET',
    `/api/v1/security/permissions-resources/?${rison({ filters: [{ col: 'view_menu.name', opr: 'ct', value: view }], page_size: 100 })}`,
  );
  return res.body.result as { id: number; permission: { name: string }; view_menu: { name: string } }[];
};

/** Gives the role exactly these pairs. */
const grantPairs = (roleId: number | string, ids: number[]) =>
  cs.call(cs.admin, 'POST', `/api/v1/security/roles/${roleId}/permissions`, {
    permission_view_menu_ids: ids,
  });
/** The role's pairs by name. */
const pairsOfRole = async (roleId: number | string) =>
  (await cs.call(cs.admin, 'GET', `/api/v1/security/roles/${roleId}/permissions/`)).body.result;

describe('roles API', () => {
  it('creates, renames, searches and deletes roles; names are unique', async () => {
    const created = await cs.call(cs.admin, 'POST', '/api/v1/security/roles/', { name: 'Analysts' });
    expect(created.status).toBe(201);
    expect(created.body.result).toEqual({ name: 'Analysts' });
    const id = Number(created.body.id);
    const dup = await cs.call(cs.admin, 'POST', '/api/v1/security/roles/', { name: 'analysts' });
    expect(dup).toMatchObject({ status: 400, body: { message: { name: [ROLE_EXISTS] } } });
    const empty = await cs.call(cs.admin, 'POST', '/api/v1/security/roles/', { name: '' });
    expect(empty.status).toBe(400);
    expect((await cs.call(cs.admin, 'PUT', `/api/v1/security/roles/${id}`, { name: 'Gamma' })).status).toBe(
      400,
    );
    const renamed = await cs.call(cs.admin, 'PUT', `/api/v1/security/roles/${id}`, { name: 'Analysts EU' });
    expect(renamed.body.result).toEqual({ name: 'Analysts EU' });
    expect((await cs.call(cs.admin, 'GET', `/api/v1/security/roles/${id}`)).body.result).toEqual({
      id,
      name: 'Analysts EU',
    });
    const search = await cs.call(
      cs.admin,
      'GET',
      `/api/v1/security/roles/search/?${rison({ filters: [{ col: 'name', value: 'analysts' }] })}`,
    );
    expect(search.body).toEqual({
      count: 1,
      ids: [id],
      result: [{ id, name: 'Analysts EU', permission_ids: [], user_ids: [], group_ids: [] }],
    });
    const list = await cs.call(cs.admin, 'GET', '/api/v1/security/roles/');
    expect((list.body.result as Json[]).map((r) => r.name)).toEqual(
      expect.arrayContaining(['Admin', 'Alpha', 'Gamma', 'Public', 'sql_lab']),
    );
    expect((await cs.call(cs.admin, 'DELETE', `/api/v1/security/roles/${id}`)).status).toBe(200);
    expect((await cs.call(cs.admin, 'GET', `/api/v1/security/roles/${id}`)).status).toBe(404);
  });

  it('keeps the Public role empty', async () => {
    const roles = await cs.call(
      cs.admin,
      'GET',
      `/api/v1/security/roles/?${rison({ filters: [{ col: 'name', opr: 'eq', value: 'Public' }] })}`,
    );
    const publicId = (roles.body.result as Json[])[0]!.id as number;
    expect(await pairsOfRole(publicId)).toEqual([]);
  });

  it('assigns pairs to a role (replacing them), and members get them at once', async () => {
    const role = await cs.call(cs.admin, 'POST', '/api/v1/security/roles/', { name: 'FlightsReaders' });
    const roleId = Number(role.body.id);
    const user = await userSession(cs.server, 'flights_reader', ['Gamma', 'FlightsReaders']);
    const flightsId = cs.datasets.flights!;
    const chartData = () =>
      cs.call(user, 'POST', '/api/v1/chart/data', {
        datasource: { id: flightsId, type: 'table' },
        queries: [
          { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }], row_limit: 1 },
        ],
        result_type: 'full',
      });
    expect((await chartData()).status).toBe(403);
    const [pair] = (await pairsNamed(`[flights](id:${flightsId})`)).filter(
      (p) => p.permission.name === 'datasource_access',
    );
    expect(pair).toBeDefined();
    const [read] = (await pairsNamed('Dashboard')).filter((p) => p.permission.name === 'can_read');
    const set = await grantPairs(roleId, [pair!.id, read!.id]);
    expect(set.body).toEqual({ result: { permission_view_menu_ids: [pair!.id, read!.id] } });
    expect(await pairsOfRole(roleId)).toEqual(
      expect.arrayContaining([
        {
          id: pair!.id,
          permission_name: 'datasource_access',
          view_menu_name: `[examples].[flights](id:${flightsId})`,
        },
      ]),
    );
    expect((await chartData()).status).toBe(200);
    // A second assignment replaces the first.
    await grantPairs(roleId, [read!.id]);
    expect((await chartData()).status).toBe(403);
    const bad = await grantPairs(roleId, [999999]);
    expect(bad.status).toBe(400);
    expect(bad.body.message.permission_view_menu_ids).toBeDefined();
    expect(
      (
        await cs.call(cs.admin, 'POST', '/api/v1/security/roles/99999/permissions', {
          permission_view_menu_ids: [],
        })
      ).status,
    ).toBe(404);

    // Role membership through the role.
    const users = await cs.call(cs.admin, 'PUT', `/api/v1/security/roles/${roleId}/users`, {
      user_ids: [user.id],
    });
    expect(users.body).toEqual({ result: { user_ids: [user.id] } });
    expect(
      (await cs.call(cs.admin, 'PUT', `/api/v1/security/roles/${roleId}/users`, { user_ids: [424242] }))
        .status,
    ).toBe(400);
  });

  it('lists permissions, view menus and pairs with Superset shapes', async () => {
    const perms = await cs.call(
      cs.admin,
      'GET',
      `/api/v1/security/permissions/?${rison({ filters: [{ col: 'name', opr: 'eq', value: 'datasource_access' }] })}`,
    );
    expect(perms.body.result).toEqual([{ id: expect.any(Number), name: 'datasource_access' }]);
    const one = await cs.call(cs.admin, 'GET', `/api/v1/security/permissions/${perms.body.result[0].id}`);
    expect(one.body.result).toEqual(perms.body.result[0]);
    const views = await cs.call(
      cs.admin,
      'GET',
      `/api/v1/security/resources/?${rison({ filters: [{ col: 'name', opr: 'eq', value: 'Dashboard' }] })}`,
    );
    expect(views.body.count).toBe(1);
    const pairs = await cs.call(
      cs.admin,
      'GET',
      `/api/v1/security/permissions-resources/?${rison({ filters: [{ col: 'search', opr: 'ct', value: 'all_datasource' }] })}`,
    );
    expect(pairs.body.result).toEqual([
      {
        id: expect.any(Number),
        permission: { name: 'all_datasource_access' },
        view_menu: { name: 'all_datasource_access' },
      },
    ]);
    const pair = await cs.call(
      cs.admin,
      'GET',
      `/api/v1/security/permissions-resources/${pairs.body.ids[0]}`,
    );
    expect(pair.body.result).toEqual(pairs.body.result[0]);
    const bad = await cs.call(
      cs.admin,
      'GET',
      `/api/v1/security/permissions-resources/?${rison({ filters: [{ col: 'nope', opr: 'ct', value: 'x' }] })}`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('data-access pairs follow their objects', () => {
  it('has a database pair and a datasource pair for every example', async () => {
    expect((await pairsNamed(`[examples].(id:${cs.examplesDbId})`)).map((p) => p.permission.name)).toEqual([
      'database_access',
    ]);
    for (const [table, id] of Object.entries(cs.datasets)) {
      expect((await pairsNamed(`[examples].[${table}](id:${id})`)).map((p) => p.permission.name)).toEqual([
        'datasource_access',
      ]);
    }
  });

  it('renames a dataset pair with the dataset and keeps its grants; deleting the dataset deletes the pair', async () => {
    const dup = await cs.call(cs.admin, 'POST', '/api/v1/dataset/duplicate', {
      base_model_id: await virtualDataset(),
      table_name: 'virtual_copy',
    });
    expect(dup.status).toBe(201);
    const id = dup.body.id as number;
    const [pair] = await pairsNamed(`[examples].[virtual_copy](id:${id})`);
    expect(pair).toBeDefined();
    const role = await cs.call(cs.admin, 'POST', '/api/v1/security/roles/', { name: 'CopyReaders' });
    await grantPairs(role.body.id, [pair!.id]);
    const renamed = await cs.call(cs.admin, 'PUT', `/api/v1/dataset/${id}`, {
      table_name: 'virtual_renamed',
    });
    expect(renamed.status).toBe(200);
    expect(await pairsOfRole(role.body.id)).toEqual([
      {
        id: pair!.id,
        permission_name: 'datasource_access',
        view_menu_name: `[examples].[virtual_renamed](id:${id})`,
      },
    ]);
    expect(await pairsNamed(`[virtual_copy](id:${id})`)).toEqual([]);
    expect((await cs.call(cs.admin, 'DELETE', `/api/v1/dataset/${id}`)).status).toBe(200);
    expect(await pairsNamed(`(id:${id})`)).toEqual([]);
    expect(await pairsOfRole(role.body.id)).toEqual([]);
  });

  it('renames the database, schema and dataset pairs with the database', async () => {
    const role = await cs.call(cs.admin, 'POST', '/api/v1/security/roles/', { name: 'DbReaders' });
    const [dbPair] = await pairsNamed(`[examples].(id:${cs.examplesDbId})`);
    await grantPairs(role.body.id, [dbPair!.id]);
    const put = await cs.call(cs.admin, 'PUT', `/api/v1/database/${cs.examplesDbId}`, {
      database_name: 'samples',
    });
    expect(put.status).toBe(200);
    expect(await pairsOfRole(role.body.id)).toEqual([
      {
        id: dbPair!.id,
        permission_name: 'database_access',
        view_menu_name: `[samples].(id:${cs.examplesDbId})`,
      },
    ]);
    const flights = cs.datasets.flights!;
    expect((await pairsNamed(`[samples].[flights](id:${flights})`)).length).toBe(1);
    expect(await pairsNamed(`[examples].`)).toEqual([]);
    // A member of the role reads any dataset of the renamed database.
    const user = await userSession(cs.server, 'db_reader', ['Gamma', 'DbReaders']);
    const data = await cs.call(user, 'POST', '/api/v1/chart/data', {
      datasource: { id: flights, type: 'table' },
      queries: [
        { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }], row_limit: 1 },
      ],
    });
    expect(data.status).toBe(200);
    await cs.call(cs.admin, 'PUT', `/api/v1/database/${cs.examplesDbId}`, { database_name: 'examples' });
    expect((await pairsNamed(`[examples].(id:${cs.examplesDbId})`)).length).toBe(1);
  });
});

/** A virtual dataset on the examples database, the only kind `duplicate` copies. */
async function virtualDataset(): Promise<number> {
  const res = await cs.call(cs.admin, 'POST', '/api/v1/dataset/', {
    database: cs.examplesDbId,
    table_name: 'virtual_base',
    sql: 'SELECT 1 AS one',
  });
  expect(res.status).toBe(201);
  expect((await pairsNamed(`[examples].[virtual_base](id:${res.body.id})`)).length).toBe(1);
  return res.body.id as number;
}
