/**
 * Export → import → export: the corpus's three dashboards imported on one fresh server, exported,
 * imported on a second fresh server and exported again come out the same, once each server's own
 * ids are read as the uuids they stand for. And an export re-imported over itself with overwrite
 * updates in place, keeping every id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app.js';
import { findUserById } from '../../meta/repositories/user.js';
import { rolePermissions } from '../../meta/repositories/security.js';
import type { AuthUser } from '../../security/auth.js';
import { startExamplesServer } from '../../test-support/app.js';
import { readBundle } from '../contents.js';
import { importBundle } from '../import/run.js';
import { corpusZip } from '../test-support/corpus.js';
import { comparable, readExport } from '../test-support/export.js';
import { exportBundle } from './run.js';

type Env = Awaited<ReturnType<typeof startExamplesServer>>;

async function adminOf(server: BuiltApp): Promise<AuthUser> {
  const { id } = await server.ctx.db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const row = (await findUserById(server.ctx.db, id))!;
  const { username, first_name, last_name, email } = row;
  return { id, username, first_name, last_name, email, roles: await rolePermissions(server.ctx.db, id) };
}

const dashboardIds = async (server: BuiltApp) =>
  (await server.ctx.db.selectFrom('dashboards').select('id').orderBy('id').execute()).map((d) => d.id);

const importZip = (env: Env, admin: AuthUser, bytes: Uint8Array, overwrite = false) =>
  importBundle(env.server.ctx, admin, readBundle({ filename: 'bundle.zip', data: bytes }), {
    command: 'dashboard',
    overwrite,
    passwords: {},
  });

const perKind = (files: Map<string, unknown>) => {
  const counts: Record<string, number> = {};
  for (const path of files.keys()) counts[path.split('/')[0]!] = (counts[path.split('/')[0]!] ?? 0) + 1;
  return counts;
};

describe('export → import → export of the corpus dashboards', () => {
  let first: Env;
  let second: Env;
  let firstAdmin: AuthUser;
  let secondAdmin: AuthUser;
  let firstExport: Uint8Array;

  beforeAll(async () => {
    [first, second] = await Promise.all([startExamplesServer(200), startExamplesServer(200)]);
    [firstAdmin, secondAdmin] = await Promise.all([adminOf(first.server), adminOf(second.server)]);
    await importZip(first, firstAdmin, corpusZip());
    const ids = await dashboardIds(first.server);
    firstExport = (await exportBundle(first.server.ctx, firstAdmin, { kind: 'dashboard', ids })).bytes;
  }, 240_000);
  afterAll(async () => {
    await first?.server.close();
    await second?.server.close();
  });

  it('exports the three dashboards with every chart, dataset and the database they use', () => {
    const files = readExport(firstExport);
    expect(perKind(files)).toEqual({
      'metadata.yaml': 1,
      dashboards: 3,
      charts: 25,
      datasets: 3,
      databases: 1,
    });
  });

  it('imports into a second fresh server and exports the same content again', async () => {
    const summary = await importZip(second, secondAdmin, firstExport);
    expect(summary.dashboard.created).toHaveLength(3);
    expect(summary.chart.created).toHaveLength(25);
    const ids = await dashboardIds(second.server);
    const again = (await exportBundle(second.server.ctx, secondAdmin, { kind: 'dashboard', ids })).bytes;
    const before = await comparable(first.server, readExport(firstExport));
    const after = await comparable(second.server, readExport(again));
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after).toEqual(before);
  });

  it('re-imports its own export with overwrite, updating the dashboards in place', async () => {
    const ids = await dashboardIds(first.server);
    const charts = await first.server.ctx.db
      .selectFrom('slices')
      .select(['id', 'uuid'])
      .orderBy('id')
      .execute();
    const summary = await importZip(first, firstAdmin, firstExport, true);
    expect(summary.dashboard.updated.sort((a, b) => a - b)).toEqual(ids);
    expect(summary.dashboard.created).toEqual([]);
    expect(summary.chart.created).toEqual([]);
    expect(await dashboardIds(first.server)).toEqual(ids);
    expect(
      await first.server.ctx.db.selectFrom('slices').select(['id', 'uuid']).orderBy('id').execute(),
    ).toEqual(charts);
    const reexport = (await exportBundle(first.server.ctx, firstAdmin, { kind: 'dashboard', ids })).bytes;
    expect(await comparable(first.server, readExport(reexport))).toEqual(
      await comparable(first.server, readExport(firstExport)),
    );
  });
});
