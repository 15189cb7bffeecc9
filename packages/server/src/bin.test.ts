/**
 * The README's commands as a user runs them on a fresh clone: `npx meridian …` goes through the bin
 * npm links at `npm ci` (packages/server/bin/meridian.mjs), which must exist before anything is built.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bin-'));
const linked = path.join(root, 'node_modules', '.bin', 'meridian');

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The store is the data directory's own SQLite file, whatever the caller's environment names.
const { META_DATABASE_URL: _ignored, ...env } = process.env;
const meridian = (...args: string[]) =>
  run('npx', ['--no-install', 'meridian', ...args], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, LOAD_EXAMPLES: 'false' },
    timeout: 60_000,
  });

describe('npx meridian', () => {
  it('is linked by npm to the committed bin, not to the build output', () => {
    expect(fs.realpathSync(linked)).toBe(path.join(root, 'packages/server/bin/meridian.mjs'));
  });

  it('runs db-upgrade and create-admin, and answers an unknown command with the usage', async () => {
    const upgrade = await meridian('db-upgrade');
    expect(upgrade.stdout).toMatch(/0001_initial/);
    const admin = await meridian(
      'create-admin',
      '--username',
      'bin_admin',
      '--password',
      'Bin-Admin-Pass-2026!',
    );
    expect(admin.stdout).toMatch(/bin_admin/);
    const unknown = await meridian('no-such-command').catch((err: { code: number; stderr: string }) => err);
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringMatching(/usage: meridian <command>/) });
  }, 120_000);
});
