import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { EngineError } from '../engines/errors.js';
import type { MetaDb } from '../meta/db.js';
import { NEW_DATABASE_DEFAULTS } from '../meta/repositories/database.js';
import { ConnectionManager, type DatabaseRow } from './connections.js';
import { examplesUri } from './database-uri.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-conn-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  SECRET_KEY: 'connections-test-secret-0123456789-abcdef',
  LOG_LEVEL: 'silent',
});
// The manager reads rows only when given an id; these tests hand it rows.
const noDb = {} as MetaDb;

function row(
  id: number,
  uri: string,
  changed_on = '2024-01-01T00:00:00.000Z',
  extra: Partial<DatabaseRow> = {},
): DatabaseRow {
  return {
    id,
    uuid: `uuid-${id}`,
    database_name: `db${id}`,
    sqlalchemy_uri: uri,
    password: null,
    cache_timeout: null,
    ...NEW_DATABASE_DEFAULTS,
    force_ctas_schema: null,
    extra: '{}',
    encrypted_extra: null,
    server_cert: null,
    external_url: null,
    created_on: changed_on,
    changed_on,
    created_by_fk: null,
    changed_by_fk: null,
    ...extra,
  };
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('ConnectionManager', () => {
  it('shares one connector per database and reconnects when the row changes', async () => {
    const manager = new ConnectionManager(config, noDb);
    const a = await manager.connector(row(1, 'sqlite://'));
    expect(await manager.connector(row(1, 'sqlite://'))).toBe(a);
    const b = await manager.connector(row(1, 'sqlite://', '2024-02-01T00:00:00.000Z'));
    expect(b).not.toBe(a);
    await manager.invalidate(1);
    expect(await manager.connector(row(1, 'sqlite://', '2024-02-01T00:00:00.000Z'))).not.toBe(b);
    await manager.closeAll();
    await expect(manager.connector(row(1, 'sqlite://'))).rejects.toThrow(/closed/);
  });

  it('opens local files only for the examples file or when allowed', async () => {
    const file = path.join(dataDir, 'local.db');
    new Database(file).exec('CREATE TABLE t (x int)');
    const strict = new ConnectionManager(config, noDb);
    const refused = strict.connector(row(2, `sqlite:///${file}`));
    await expect(refused).rejects.toBeInstanceOf(EngineError);
    await expect(refused).rejects.toThrow('SQLite cannot be used as a data source for security reasons.');
    expect(strict.fileDatabasesAllowed(examplesUri(dataDir))).toBe(true);
    expect(strict.fileDatabasesAllowed(`sqlite:///${file}`)).toBe(false);

    const open = new ConnectionManager(config, noDb, { allowFileDatabases: true });
    const connector = await open.connector(row(2, `sqlite:///${file}`));
    expect((await connector.getTables(null)).map((t) => t.name)).toContain('t');
    // Read-only unless the entry allows DML.
    await expect(connector.execute('INSERT INTO t VALUES (1)')).rejects.toBeInstanceOf(EngineError);
    await open.closeAll();
    await strict.closeAll();
  });

  it('decrypts the stored password, and says so when it cannot', () => {
    const manager = new ConnectionManager(config, noDb);
    const sealed = manager.secrets.encrypt('pw');
    expect(
      manager.connectOptions(row(3, 'postgresql://u:XXXXXXXXXX@h/db', undefined, { password: sealed }))
        .password,
    ).toBe('pw');
    const other = new ConnectionManager(
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'another-secret-key-0123456789-abcdefgh' }),
      noDb,
    );
    expect(() =>
      other.connectOptions(row(3, 'postgresql://u:XXXXXXXXXX@h/db', undefined, { password: sealed })),
    ).toThrow(/cannot be decrypted; was SECRET_KEY changed/);
  });
});
