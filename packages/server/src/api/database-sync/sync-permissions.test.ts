import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDatabase as add, startApiServer, type Caller } from '../../test-support/api.js';
import { createPgDatabase, userSession, type Session, type TestServer } from '../../test-support/app.js';
import { HAS_PG } from '../../test-support/services.js';

let server: TestServer;
let admin: Session;
let call: Caller;

beforeAll(async () => {
  ({ server, admin, call } = await startApiServer());
}, 60_000);
afterAll(() => server?.close());

const addDatabase = (name: string, uri: string) => add(call, admin, name, uri);

/** The view menus paired with `permission`. */
const views = async (permission: string) =>
  (
    await server.ctx.db
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select('v.name')
      .where('p.name', '=', permission)
      .execute()
  ).map((r) => r.name);

const sync = (id: number | string, session = admin) =>
  call(session, 'POST', `/api/v1/database/${id}/sync_permissions/`);

describe('POST /api/v1/database/{pk}/sync_permissions/', () => {
  it('renames a stale database pair in place, keeping its grants, and adds the schema pairs', async () => {
    const id = await addDatabase('sync duck', 'duckdb:///:memory:');
    // A rename made behind the API's back (another process, a restore): the pair is stale.
    await server.ctx.db
      .updateTable('dbs')
      .set({ database_name: 'sync duck renamed' })
      .where('id', '=', id)
      .execute();
    const created = await call<{ id: number | string }>(admin, 'POST', '/api/v1/security/roles/', {
      name: 'sync readers',
    });
    const roleId = Number(created.body.id);
    const pv = await server.ctx.db
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select('pv.id')
      .where('v.name', '=', `[sync duck].(id:${id})`)
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .insertInto('ab_permission_view_role')
      .values({ role_id: roleId, permission_view_id: pv.id })
      .execute();

    expect(await sync(id)).toMatchObject({
      status: 200,
      body: { message: 'Permissions successfully synced' },
    });
    const dbViews = await views('database_access');
    expect(dbViews).toContain(`[sync duck renamed].(id:${id})`);
    expect(dbViews).not.toContain(`[sync duck].(id:${id})`);
    const kept = await server.ctx.db
      .selectFrom('ab_permission_view_role')
      .select('role_id')
      .where('permission_view_id', '=', pv.id)
      .execute();
    expect(kept.map((k) => k.role_id)).toEqual([roleId]);
    expect(await views('schema_access')).toContain('[sync duck renamed].[main]');
  });

  it('answers 404 for databases the user may not see and 403 without can_write on Database', async () => {
    const id = await addDatabase('sync hidden', 'sqlite://');
    expect((await sync(999_999)).status).toBe(404);
    expect((await sync('abc')).status).toBe(404);
    const gamma = await userSession(server, 'sync_gamma', ['Gamma']);
    expect((await sync(id, gamma)).status).toBe(403);
  });
});

describe.skipIf(!HAS_PG)('sync_permissions on PostgreSQL', () => {
  let target: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    target = await createPgDatabase();
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    await client.query('CREATE SCHEMA sales_mart');
    await client.end();
  });
  afterAll(() => target?.drop());

  it('adds a schema_access pair for each schema the engine lists, before any dataset uses it', async () => {
    const id = await addDatabase('sync pg', target.url);
    expect(await views('schema_access')).not.toContain('[sync pg].[sales_mart]');
    expect((await sync(id)).status).toBe(200);
    expect(await views('schema_access')).toEqual(
      expect.arrayContaining(['[sync pg].[sales_mart]', '[sync pg].[public]']),
    );
  });
});
