import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBundle } from '../../bundles/contents.js';
import { EXAMPLES_DATABASE } from '../../examples/index.js';
import { corpusZip } from '../../bundles/test-support/corpus.js';
import { buildZip } from '../../bundles/test-support/zip.js';
import { chartRows } from '../../test-support/chart-rows.js';
import { startExamplesServer, userSession, type Session } from '../../test-support/app.js';
import { multipartBody } from './test-support/multipart.js';

let env: Awaited<ReturnType<typeof startExamplesServer>>;
let gamma: Session;
const DASHBOARD_FILES = [
  'dashboards/COVID_Vaccine_Dashboard.yaml',
  'dashboards/Sales_Dashboard.yaml',
  'dashboards/Video_Game_Sales.yaml',
];

beforeAll(async () => {
  env = await startExamplesServer(200);
  gamma = await userSession(env.server, 'gina', ['Gamma']);
}, 180_000);
afterAll(() => env?.server.close());

function importFile(
  session: Session,
  data: Uint8Array | undefined,
  { url = '/api/v1/dashboard/import/', fields = {}, field = 'formData' } = {},
) {
  const body = multipartBody(fields, data && { field, filename: 'bundle.zip', data });
  return env.server.app.inject({
    method: 'POST',
    url,
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Rows per table, to show what an import wrote or did not. */
async function counts() {
  const db = env.server.ctx.db;
  const count = async (table: 'dashboards' | 'slices' | 'tables' | 'dbs' | 'dashboard_slices') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    dashboards: await count('dashboards'),
    charts: await count('slices'),
    datasets: await count('tables'),
    databases: await count('dbs'),
    links: await count('dashboard_slices'),
  };
}

const dashboardIds = async () =>
  (await env.server.ctx.db.selectFrom('dashboards').select(['id', 'uuid']).orderBy('id').execute()).map(
    (d) => d.id,
  );

describe('POST /api/v1/dashboard/import/', () => {
  it("imports Superset's example bundle: three dashboards and their 25 charts on the examples database", async () => {
    const before = await counts();
    const res = await importFile(env.admin, corpusZip());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'OK' });
    const after = await counts();
    expect(after.dashboards - before.dashboards).toBe(3);
    expect(after.charts - before.charts).toBe(25);
    expect(after.databases).toBe(before.databases); // the bundle's database is the examples database
    expect(after.links - before.links).toBe(25);
    const list = await env.server.app.inject({ url: '/api/v1/dashboard/', headers: env.admin.headers });
    const titles = (list.json() as { result: { dashboard_title: string }[] }).result.map(
      (d) => d.dashboard_title,
    );
    expect(titles).toEqual(
      expect.arrayContaining(['Sales Dashboard', 'Video Game Sales', 'COVID Vaccine Dashboard']),
    );
  });

  it("answers every imported chart's data with rows, its query built by the chart's plugin", async () => {
    const answers = await chartRows(env.server, env.admin);
    expect(answers).toHaveLength(25);
    for (const a of answers) {
      expect(a.status, `${a.name}: ${a.body}`).toBe(200);
      expect(a.rowcount, a.name).toBeGreaterThan(0);
    }
  });

  it('answers 422 naming each dashboard when they exist and overwrite was not passed, and changes nothing', async () => {
    const before = await counts();
    const res = await importFile(env.admin, corpusZip());
    expect(res.statusCode).toBe(422);
    const error = (res.json() as { errors: { error_type: string; extra: Record<string, unknown> }[] })
      .errors[0]!;
    expect(error.error_type).toBe('GENERIC_COMMAND_ERROR');
    expect(Object.keys(error.extra).sort()).toEqual(DASHBOARD_FILES);
    expect(error.extra[DASHBOARD_FILES[1]!]).toBe(
      'Dashboard already exists and `overwrite=true` was not passed',
    );
    expect(await counts()).toEqual(before);
  });

  it('overwrites in place with overwrite=true: the same ids, nothing added', async () => {
    const [before, ids] = [await counts(), await dashboardIds()];
    const res = await importFile(env.admin, corpusZip(), { fields: { overwrite: 'true' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await counts()).toEqual(before);
    expect(await dashboardIds()).toEqual(ids);
  });

  it('refuses bad forms with 400 naming the field, and unsafe archives naming the upload', async () => {
    const none = await importFile(env.admin, undefined);
    expect([none.statusCode, none.json()]).toEqual([
      400,
      { message: { formData: ['A file to import is required.'] } },
    ]);
    const badPasswords = await importFile(env.admin, corpusZip(), { fields: { passwords: '{"a": 1}' } });
    expect(badPasswords.json()).toEqual({ message: { passwords: ['Must map file names to texts.'] } });
    const ssh = await importFile(env.admin, corpusZip(), {
      fields: { ssh_tunnel_passwords: '{"databases/examples.yaml": "x"}' },
    });
    expect([ssh.statusCode, ssh.json()]).toEqual([
      400,
      { message: { ssh_tunnel_passwords: ['SSH tunnels are not supported.'] } },
    ]);
    const escape = buildZip([{ name: 'bundle/../../x.yaml', text: 'a: 1' }]);
    const unsafe = await importFile(env.admin, escape);
    expect(unsafe.statusCode).toBe(400);
    expect((unsafe.json() as { errors: { extra: unknown }[] }).errors[0]!.extra).toEqual({
      'bundle.zip': ['The archive entry "bundle/../../x.yaml" points outside the bundle'],
    });
  });

  it('lets only admins import every kind at once through /api/v1/assets/import/, overwriting all', async () => {
    const assets = { url: '/api/v1/assets/import/', field: 'bundle' };
    expect((await importFile(gamma, corpusZip(), assets)).statusCode).toBe(403);
    // The examples database is updated from the bundle but keeps this server's DuckDB file, where the
    // bundle names another machine's.
    const examplesUri = async () =>
      (
        await env.server.ctx.db
          .selectFrom('dbs')
          .select('sqlalchemy_uri')
          .where('uuid', '=', EXAMPLES_DATABASE.uuid)
          .executeTakeFirstOrThrow()
      ).sqlalchemy_uri;
    const uriBefore = await examplesUri();
    const res = await importFile(env.admin, corpusZip(), assets);
    expect(res.statusCode, res.body).toBe(200);
    expect(await examplesUri()).toBe(uriBefore);
    expect(uriBefore).not.toContain('/tmp/examples.db');
    const datasetUuids = (await env.server.ctx.db.selectFrom('tables').select('uuid').execute()).map(
      (t) => t.uuid,
    );
    const contents = readBundle({ filename: 'bundle.zip', data: corpusZip() });
    const bundled = [...contents].filter(([name]) => name.startsWith('datasets/'));
    for (const [name, text] of bundled) expect(datasetUuids, name).toContain(/^uuid: (\S+)$/m.exec(text)![1]);
  });
});
