/**
 * Paths that answer another object's content check that the caller may read it: a layout links only
 * charts its author sees, a dashboard's /charts and /datasets answer only what the caller may read,
 * related lists, table metadata, related objects, database URIs and dataset creation likewise.
 * `gus` is Gamma with one datasource grant on cleaned_sales_data; flights stands for the table he
 * must not read.
 */
import { encodeRison } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_DATABASE_DEFAULTS } from '../meta/repositories/database.js';
import { ensurePermissionView, ensureRole, grant } from '../meta/repositories/security.js';
import { nowIso } from '../meta/time.js';
import { databasePerm } from '../security/access/database.js';
import { datasourcePerm } from '../security/access/dataset.js';
import { syncDatabasePermissions } from '../security/permission-sync.js';
import { userSession, type Session } from '../test-support/app.js';
import { rison, startChartServer, type ChartServer, type Json } from '../test-support/chart.js';

let cs: ChartServer;
let gus: Session & { id: number };
let flightsId: number;
let salesChart: number;
let secretChart: number;
let hrDbId: number;

type Pair = [string, string];

/** A user with the built-in `roles` and a role of their own holding `pairs`. */
async function sessionWith(username: string, roles: string[], pairs: Pair[]) {
  const own = `${username}_grants`;
  const roleId = await ensureRole(cs.server.ctx.db, own);
  for (const [perm, view] of pairs)
    await grant(cs.server.ctx.db, roleId, await ensurePermissionView(cs.server.ctx.db, perm, view));
  return userSession(cs.server, username, [...roles, own]);
}

const salesGrant = (): Pair => [
  'datasource_access',
  datasourcePerm('examples', { id: cs.salesId, table_name: 'cleaned_sales_data' }),
];

const chartLayout = (...ids: number[]) =>
  JSON.stringify({
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ids.map((id) => `CHART-${id}`) },
    ...Object.fromEntries(
      ids.map((id) => [
        `CHART-${id}`,
        { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id } },
      ]),
    ),
  });

beforeAll(async () => {
  cs = await startChartServer();
  flightsId = cs.datasets.flights!;
  const db = cs.server.ctx.db;
  const now = nowIso();
  // A database entry nobody but admins should see the connection details of.
  const hr = await db
    .insertInto('dbs')
    .values({
      uuid: crypto.randomUUID(),
      database_name: 'hrdb',
      sqlalchemy_uri: 'postgresql://hr_owner@db.internal.example:6543/hr?sslmode=require',
      password: null,
      ...NEW_DATABASE_DEFAULTS,
      extra: '{}',
      created_on: now,
      changed_on: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  hrDbId = hr.id;
  await syncDatabasePermissions(db, hrDbId);
  gus = await sessionWith(
    'gus',
    ['Gamma'],
    [salesGrant(), ['database_access', databasePerm({ id: hrDbId, database_name: 'hrdb' })]],
  );
  const sales = await cs.postChart(cs.admin);
  salesChart = sales.body.id as number;
  const secret = await cs.call(cs.admin, 'POST', '/api/v1/chart/', {
    slice_name: 'Secret delays',
    viz_type: 'table',
    datasource_id: flightsId,
    datasource_type: 'table',
    params: JSON.stringify({ viz_type: 'table', metrics: ['count'], secret_marker: 'do-not-leak' }),
  });
  expect(secret.status).toBe(201);
  secretChart = secret.body.id as number;
}, 180_000);
afterAll(() => cs?.server.close());

describe('dashboard layouts link only charts their author may see', () => {
  it('refuses a new dashboard whose layout places an invisible chart, naming position_json', async () => {
    const res = await cs.call(gus, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Stolen',
      position_json: chartLayout(salesChart, secretChart),
    });
    expect(res.status).toBe(400);
    expect(res.body.message.position_json[0]).toContain(String(secretChart));
    expect(res.raw).not.toContain('do-not-leak');
  });

  it('refuses unknown chart ids the same way', async () => {
    const res = await cs.call(gus, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Ghost',
      position_json: chartLayout(987654),
    });
    expect(res.status).toBe(400);
    expect(res.body.message.position_json).toBeDefined();
  });

  it('refuses a layout update placing an invisible chart, and takes one of visible charts', async () => {
    const created = await cs.call(gus, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Mine',
      position_json: chartLayout(salesChart),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const put = await cs.call(gus, 'PUT', `/api/v1/dashboard/${id}`, {
      position_json: chartLayout(salesChart, secretChart),
    });
    expect(put.status).toBe(400);
    expect(put.body.message.position_json).toBeDefined();
    // Through json_metadata.positions too (Superset's way of saving a layout).
    const viaMetadata = await cs.call(gus, 'PUT', `/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify({ positions: JSON.parse(chartLayout(secretChart)) }),
    });
    expect(viaMetadata.status).toBe(400);
    const charts = await cs.call(gus, 'GET', `/api/v1/dashboard/${id}/charts`);
    expect((charts.body.result as Json[]).map((c) => c.id)).toEqual([salesChart]);
  });

  it('refuses a copy whose positions place an invisible chart, naming json_metadata', async () => {
    const created = await cs.call(gus, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'To copy',
      position_json: chartLayout(salesChart),
    });
    const res = await cs.call(gus, 'POST', `/api/v1/dashboard/${created.body.id}/copy/`, {
      dashboard_title: 'Copy',
      json_metadata: JSON.stringify({ positions: JSON.parse(chartLayout(salesChart, secretChart)) }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message.json_metadata).toBeDefined();
  });
});

describe('a dashboard answers only the charts and datasets the caller may read', () => {
  let shared: number;
  beforeAll(async () => {
    // Saved by an admin who may see both charts, co-owned by gus (as a layout saved earlier).
    const res = await cs.call(cs.admin, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Shared',
      position_json: chartLayout(salesChart, secretChart),
      owners: [gus.id],
    });
    expect(res.status).toBe(201);
    shared = res.body.id as number;
  });

  it('lists only the visible charts', async () => {
    const res = await cs.call(gus, 'GET', `/api/v1/dashboard/${shared}/charts`);
    expect(res.status).toBe(200);
    expect((res.body.result as Json[]).map((c) => c.id)).toEqual([salesChart]);
    expect(res.raw).not.toContain('do-not-leak');
    const all = await cs.call(cs.admin, 'GET', `/api/v1/dashboard/${shared}/charts`);
    expect(all.body.result).toHaveLength(2);
  });

  it('lists only the readable datasets', async () => {
    const res = await cs.call(gus, 'GET', `/api/v1/dashboard/${shared}/datasets`);
    expect((res.body.result as Json[]).map((d) => d.id)).toEqual([cs.salesId]);
  });

  it('lets a co-owner keep the charts already on it, but not duplicate the ones they cannot see', async () => {
    const put = await cs.call(gus, 'PUT', `/api/v1/dashboard/${shared}`, {
      position_json: chartLayout(secretChart, salesChart),
    });
    expect(put.status).toBe(200);
    const copy = await cs.call(gus, 'POST', `/api/v1/dashboard/${shared}/copy/`, {
      json_metadata: '{}',
      duplicate_slices: true,
    });
    expect(copy.status).toBe(403);
  });
});

describe('related lists', () => {
  it('gives non-admins names and usernames of users, not their emails', async () => {
    const res = await cs.call(gus, 'GET', '/api/v1/chart/related/owners');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.raw).not.toContain('@');
    expect((res.body.result as Json[])[0]).toMatchObject({
      value: expect.any(Number),
      text: expect.any(String),
      extra: { username: expect.any(String), active: expect.any(Boolean) },
    });
    // Nor may they find users by guessing at their emails.
    const byMail = await cs.call(
      gus,
      'GET',
      `/api/v1/chart/related/owners?${rison({ filter: 'example.com' })}`,
    );
    expect(byMail.body.count).toBe(0);
    const admin = await cs.call(cs.admin, 'GET', '/api/v1/chart/related/owners');
    expect(admin.raw).toContain('@');
  });

  it('offers only the databases the caller may reach', async () => {
    const sam = await sessionWith('sam', ['Gamma', 'sql_lab'], [salesGrant()]);
    const res = await cs.call(sam, 'GET', '/api/v1/query/related/database');
    expect(res.status).toBe(200);
    expect((res.body.result as Json[]).map((r) => r.text)).toEqual(['examples']);
    const admin = await cs.call(cs.admin, 'GET', '/api/v1/query/related/database');
    expect((admin.body.result as Json[]).map((r) => r.text)).toContain('hrdb');
  });
});

describe('table metadata and related objects', () => {
  const base = () => `/api/v1/database/${cs.examplesDbId}`;

  it('answers table metadata only for a table the caller may read', async () => {
    const ok = await cs.call(gus, 'GET', `${base()}/table_metadata/?name=cleaned_sales_data`);
    expect(ok.status).toBe(200);
    for (const url of [
      `${base()}/table_metadata/?name=flights`,
      `${base()}/table_metadata/extra/?name=flights`,
      `${base()}/table/flights/main/`,
      `${base()}/table_extra/flights/main/`,
      `${base()}/select_star/flights/`,
    ]) {
      const res = await cs.call(gus, 'GET', url);
      expect([url, res.status]).toEqual([url, 404]);
    }
    const admin = await cs.call(cs.admin, 'GET', `${base()}/table_metadata/?name=flights`);
    expect(admin.status).toBe(200);
  });

  it('lists only the schemas and tables the caller may read', async () => {
    const q = (v: unknown) => `q=${encodeURIComponent(encodeRison(v))}`;
    const gusSchemas = await cs.call(gus, 'GET', `${base()}/schemas/`);
    const adminSchemas = await cs.call(cs.admin, 'GET', `${base()}/schemas/`);
    expect(gusSchemas.status).toBe(200);
    expect(gusSchemas.body.result).toEqual(['main']);
    expect(adminSchemas.body.result).toContain('main');
    const gusTables = await cs.call(gus, 'GET', `${base()}/tables/?${q({ schema_name: 'main' })}`);
    const names = (gusTables.body.result as Json[]).map((t) => t.value);
    expect(names).toEqual(['cleaned_sales_data']);
    expect(gusTables.body.count).toBe(1);
    const adminTables = await cs.call(cs.admin, 'GET', `${base()}/tables/?${q({ schema_name: 'main' })}`);
    expect((adminTables.body.result as Json[]).map((t) => t.value)).toEqual(
      expect.arrayContaining(['cleaned_sales_data', 'flights']),
    );
  });

  it('lists only the visible charts and dashboards of a database and of a dataset', async () => {
    const res = await cs.call(gus, 'GET', `${base()}/related_objects/`);
    expect(res.status).toBe(200);
    const ids = (res.body.charts.result as Json[]).map((c) => c.id);
    expect(ids).toContain(salesChart);
    expect(ids).not.toContain(secretChart);
    const admin = await cs.call(cs.admin, 'GET', `${base()}/related_objects/`);
    expect((admin.body.charts.result as Json[]).map((c) => c.id)).toContain(secretChart);
    // A draft of somebody else's on a readable dataset stays hidden.
    await cs.call(cs.admin, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Admin draft',
      position_json: chartLayout(salesChart),
    });
    const dataset = await cs.call(gus, 'GET', `/api/v1/dataset/${cs.salesId}/related_objects`);
    const titles = (dataset.body.dashboards.result as Json[]).map((d) => d.title);
    expect(titles).not.toContain('Admin draft');
  });
});

describe('database entries', () => {
  it('shows host, user, port and parameters only to who may change the entry', async () => {
    const res = await cs.call(gus, 'GET', `/api/v1/database/${hrDbId}`);
    expect(res.status).toBe(200);
    for (const secret of ['hr_owner', 'db.internal', '6543', 'sslmode'])
      expect(res.raw).not.toContain(secret);
    expect(res.body.result.backend).toBe('postgresql');
    const connection = await cs.call(gus, 'GET', `/api/v1/database/${hrDbId}/connection`);
    expect(connection.raw).not.toContain('db.internal');
    const list = await cs.call(gus, 'GET', '/api/v1/database/');
    expect(list.raw).not.toContain('db.internal');
    const admin = await cs.call(cs.admin, 'GET', `/api/v1/database/${hrDbId}`);
    expect(admin.body.result.sqlalchemy_uri).toContain('db.internal.example:6543');
  });
});

describe('creating a dataset reaches no further than the creator reads', () => {
  let creator: Session;
  let mySales: number;
  beforeAll(async () => {
    creator = await sessionWith('creator', ['Gamma'], [['can_write', 'Dataset'], salesGrant()]);
    // flights as a table without a dataset: the creator's grant is on cleaned_sales_data only.
    const del = await cs.call(cs.admin, 'DELETE', `/api/v1/dataset/${flightsId}`);
    expect(del.status).toBe(200);
  });

  it('refuses a physical dataset on a table the creator may not read', async () => {
    const res = await cs.call(creator, 'POST', '/api/v1/dataset/', {
      database: cs.examplesDbId,
      table_name: 'flights',
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].error_type).toBe('TABLE_SECURITY_ACCESS_ERROR');
  });

  const createVirtual = (table_name: string, sql: string) =>
    cs.call(creator, 'POST', '/api/v1/dataset/', { database: cs.examplesDbId, table_name, sql });

  it('refuses a virtual dataset whose SQL reads a table the creator may not read', async () => {
    const res = await createVirtual('my_flights', 'SELECT * FROM flights');
    expect(res.status).toBe(403);
  });

  it('takes a virtual dataset over the table the creator may read', async () => {
    const res = await createVirtual('my_sales', 'SELECT product_line, sales FROM cleaned_sales_data');
    expect(res.status).toBe(201);
    mySales = res.body.id as number;
  });

  it('refuses pointing an owned dataset at a table the owner may not read', async () => {
    const virtual = await cs.call(creator, 'PUT', `/api/v1/dataset/${mySales}`, {
      sql: 'SELECT * FROM flights',
    });
    expect(virtual.status).toBe(403);
    const physical = await cs.call(creator, 'PUT', `/api/v1/dataset/${mySales}`, {
      sql: '',
      table_name: 'flights',
    });
    expect(physical.status).toBe(403);
    const harmless = await cs.call(creator, 'PUT', `/api/v1/dataset/${mySales}`, { description: 'mine' });
    expect(harmless.status).toBe(200);
  });
});
