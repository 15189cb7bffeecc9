/**
 * `meridian import` / `meridian export` as the command runs them, on a server whose examples
 * database and datasets are registered (as after the first start): what they print, their exit
 * status, and what they wrote.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, upgradeMetaStore } from '../../bootstrap.js';
import { loadConfig } from '../../config.js';
import { openMetaStore } from '../../meta/db.js';
import { startExamplesServer } from '../../test-support/app.js';
import { meridianMain } from '../../test-support/main-entry.js';
import { readBundle } from '../contents.js';
import { CORPUS_DIR } from '../test-support/corpus.js';
import { runBundleCommand, type BundleCommand } from './index.js';

const CORPUS_BUNDLE = path.join(CORPUS_DIR, 'superset_examples_bundle.zip');
const DASHBOARDS = ['COVID Vaccine Dashboard', 'Sales Dashboard', 'Video Game Sales'];

describe('meridian import / export', () => {
  let env: Awaited<ReturnType<typeof startExamplesServer>>;
  let tmp: string;
  beforeAll(async () => {
    env = await startExamplesServer(200);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-cli-'));
  }, 180_000);
  afterAll(async () => {
    await env?.server.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  async function cli(command: BundleCommand, ...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runBundleCommand(env.server.ctx, command, args, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const dashboardIds = async () =>
    (await env.server.ctx.db.selectFrom('dashboards').select(['id', 'uuid']).orderBy('id').execute()).map(
      (r) => r.id,
    );
  const count = async (table: 'slices' | 'dashboards' | 'dbs' | 'tables') =>
    (await env.server.ctx.db.selectFrom(table).select('id').execute()).length;

  it('imports the corpus bundle as the first admin and says what it created and kept', async () => {
    const datasets = await count('tables');
    const run = await cli('import', CORPUS_BUNDLE);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('1 database, 4 datasets, 25 charts, 3 dashboards');
    expect(run.out).toContain('Importing dashboards as admin…');
    expect(run.out).toContain(`3 dashboards created: ${DASHBOARDS.join(', ')}`);
    expect(run.out).toMatch(/^ {2}25 charts created: .*Games per Genre/m);
    // The examples database and the datasets the charts use were already here by uuid.
    expect(run.out).toContain('1 database already here, kept: examples');
    expect(run.out).toMatch(
      /^ {2}3 datasets already here, kept: COVID Vaccines, cleaned_sales_data, video_game_sales$/m,
    );
    expect(await count('slices')).toBe(25);
    expect(await count('dashboards')).toBe(3);
    expect(await count('tables')).toBe(datasets);
    const owners = await env.server.ctx.db
      .selectFrom('dashboard_user')
      .select('user_id')
      .distinct()
      .execute();
    const admin = await env.server.ctx.db
      .selectFrom('ab_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(owners).toEqual([{ user_id: admin.id }]);
  });

  it('refuses a second import without --overwrite, naming each dashboard file, and writes nothing', async () => {
    const before = await dashboardIds();
    const run = await cli('import', CORPUS_BUNDLE);
    expect(run.code).toBe(1);
    expect(run.out).not.toContain('Import done.');
    for (const file of ['COVID_Vaccine_Dashboard', 'Sales_Dashboard', 'Video_Game_Sales'])
      expect(run.err).toContain(
        `  dashboards/${file}.yaml: Dashboard already exists and \`overwrite=true\` was not passed`,
      );
    expect(run.err).toMatch(/^Error importing dashboard:/);
    expect(run.err).toContain('Run again with --overwrite');
    expect(await dashboardIds()).toEqual(before);
    expect(await count('slices')).toBe(25);
  });

  it('updates the dashboards in place with --overwrite', async () => {
    const before = await dashboardIds();
    const run = await cli('import', CORPUS_BUNDLE, '--overwrite', '--username', 'admin');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Importing dashboards as admin, overwriting…');
    expect(run.out).toContain(`3 dashboards updated: ${DASHBOARDS.join(', ')}`);
    expect(run.out).toContain('25 charts already here, kept');
    expect(await dashboardIds()).toEqual(before);
    expect(await count('slices')).toBe(25);
  });

  it('exports dashboards to a zip that reads back with them and everything they use', async () => {
    const ids = await dashboardIds();
    const file = path.join(tmp, 'dashboards.zip');
    const run = await cli('export', '--dashboards', ids.join(','), '--out', file);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Exporting dashboards ${ids.join(', ')} as admin…`);
    expect(run.out).toContain(`Wrote ${file}`);
    expect(run.out).toContain('1 database, 3 datasets, 25 charts, 3 dashboards.');
    const contents = readBundle({ filename: file, data: fs.readFileSync(file) });
    const dashboards = [...contents.keys()].filter((f) => f.startsWith('dashboards/'));
    expect(dashboards).toHaveLength(3);
    const titles = dashboards.map((f) => /^dashboard_title: (.*)$/m.exec(contents.get(f)!)![1]);
    expect(titles.sort()).toEqual(DASHBOARDS);
  });

  it('imports its own export again with --overwrite, updating the same objects', async () => {
    const file = path.join(tmp, 'dashboards.zip');
    const before = await dashboardIds();
    const run = await cli('import', file, '--overwrite');
    expect(run.err).toBe('');
    expect(run.out).toContain('3 dashboards updated');
    expect(await dashboardIds()).toEqual(before);
  });

  it('imports an assets export as dashboards (its type set aside), or everything with --kind assets', async () => {
    const file = path.join(tmp, 'all.zip');
    expect((await cli('export', '--all', '--out', file)).code).toBe(0);
    const before = await dashboardIds();
    const asDashboards = await cli('import', file, '--overwrite');
    expect(asDashboards.err).toBe('');
    expect(asDashboards.out).toContain('3 dashboards updated');
    // The examples datasets no chart uses are in the export, and said to be left out.
    expect(asDashboards.out).toMatch(
      /^ {2}not imported, as nothing imported uses them \(--kind assets imports all\): \d+ datasets$/m,
    );
    const assets = await cli('import', file, '--kind', 'assets');
    expect(assets.err).toBe('');
    expect(assets.out).toContain('Importing everything as admin, overwriting…');
    expect(assets.out).toContain('25 charts updated');
    expect(assets.out).toContain('1 database updated: examples');
    expect(assets.out).not.toContain('not imported');
    expect(await dashboardIds()).toEqual(before);
  });

  it('refuses what it cannot do with a message, never a stack', async () => {
    const missing = await cli('import', path.join(tmp, 'nowhere.zip'));
    expect(missing).toMatchObject({ code: 1, err: expect.stringContaining('no such file') });
    // A lone dashboard file of the upstream examples is no bundle: said so, not "Missing metadata.yaml".
    const lone = path.join(CORPUS_DIR, 'upstream/superset/examples/configs/dashboards/Sales_Dashboard.yaml');
    const notBundle = await cli('import', lone);
    expect(notBundle).toMatchObject({ code: 1, err: expect.stringContaining('is not a Superset bundle') });
    const nobody = await cli('import', CORPUS_BUNDLE, '--username', 'nobody');
    expect(nobody).toMatchObject({ code: 1, err: 'No user named nobody' });
    const unknown = await cli('import', CORPUS_BUNDLE, '--force');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('usage: meridian import FILE');
    const two = await cli('export', '--all', '--dashboards', '1');
    expect(two).toMatchObject({ code: 1, err: expect.stringContaining('exactly one of --all') });
    const unseen = await cli('export', '--dashboards', '999', '--out', path.join(tmp, 'none.zip'));
    expect(unseen).toMatchObject({
      code: 1,
      err: 'Not found: some of dashboards 999 do not exist or admin may not see them',
    });
    expect(fs.existsSync(path.join(tmp, 'none.zip'))).toBe(false);
    const badIds = await cli('export', '--charts', '1,x');
    expect(badIds).toMatchObject({ code: 1, err: expect.stringContaining('--charts takes ids') });
  });

  it('names the database file that needs a password, and imports it once given', async () => {
    const file = path.join(tmp, 'database.zip');
    const { buildZip } = await import('../test-support/zip.js');
    const database = [
      'database_name: warehouse',
      "sqlalchemy_uri: 'postgresql://reader:XXXXXXXXXX@db.example.com:5432/sales'",
      'uuid: 7f0c2a43-2b44-4c1e-9c57-6e0e3b1f9a11',
      'version: 1.0.0',
    ].join('\n');
    fs.writeFileSync(
      file,
      buildZip([
        { name: 'export/metadata.yaml', text: 'version: 1.0.0\ntype: Database\n' },
        { name: 'export/databases/warehouse.yaml', text: database },
      ]),
    );
    const refused = await cli('import', file);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('  databases/warehouse.yaml: Must provide a password for the database');
    expect(refused.err).toContain('--password <database file>=<password>');
    const misnamed = await cli('import', file, '--password', 'databases/other.yaml=s3cret');
    expect(misnamed).toMatchObject({
      code: 1,
      err: '--password names databases/other.yaml, not a database file of the bundle (databases/warehouse.yaml)',
    });
    const run = await cli('import', file, '--password', 'databases/warehouse.yaml=s3cret');
    expect(run.err).toBe('');
    expect(run.out).toContain('Importing databases as admin…');
    expect(run.out).toContain('1 database created: warehouse');
    const row = await env.server.ctx.db
      .selectFrom('dbs')
      .selectAll()
      .where('database_name', '=', 'warehouse')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('s3cret');
  });
});

describe('the meridian command', () => {
  it('routes import to the bundle command on the store, without a server: progress on stdout, the refusal on stderr, exit 1', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-cli-main-'));
    try {
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const store = openMetaStore(loadConfig(env).metaDatabaseUrl);
      await upgradeMetaStore(store);
      await createAdmin(store, { password: 'Admin-password-123!' });
      await store.close();
      // No examples database here: the bundle's own (a DuckDB file) is refused, and nothing written.
      const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [...meridianMain(), 'import', CORPUS_BUNDLE],
          { env },
          (err, stdout, stderr) => resolve({ code: err ? (err.code as number) : 0, stdout, stderr }),
        );
      });
      expect(run.stdout).toContain('Importing dashboards as admin…');
      expect(run.stderr).toBe(
        'Error importing dashboard:\n' +
          '  databases/examples.yaml: sqlalchemy_uri: DuckDB cannot be used as a data source for security reasons.\n',
      );
      expect(run.code).toBe(1);
      const after = openMetaStore(loadConfig(env).metaDatabaseUrl);
      const written = await after.db.selectFrom('dbs').select('id').execute();
      await after.close();
      expect(written).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
