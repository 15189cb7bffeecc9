/**
 * The metadata store: Kysely over SQLite (embedded default, WAL) or PostgreSQL, chosen by URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { MetaDialect } from './migrations/builder.js';
import type { MetaSchema } from './schema.js';

export type MetaDb = Kysely<MetaSchema>;

export interface MetaStore {
  db: MetaDb;
  dialect: MetaDialect;
  close(): Promise<void>;
}

export function parseMetaUrl(url: string): { dialect: MetaDialect; target: string } {
  if (url.startsWith('sqlite://')) {
    // sqlite:///abs/path, sqlite://relative/path and sqlite://:memory: are all accepted.
    const target = url.slice('sqlite://'.length);
    if (!target) throw new Error('META_DATABASE_URL: a sqlite:// URL needs a file path');
    return { dialect: 'sqlite', target };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', target: url };
  throw new Error('META_DATABASE_URL must start with sqlite:// or postgres:// (or postgresql://)');
}

export function openMetaStore(url: string): MetaStore {
  const { dialect, target } = parseMetaUrl(url);
  if (dialect === 'sqlite') {
    if (target !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    const database = new Sqlite(target);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    const db = new Kysely<MetaSchema>({ dialect: new SqliteDialect({ database }) });
    return { db, dialect, close: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  // An idle connection the server ends (restart, admin termination) is dropped by the pool; without a
  // listener its 'error' event would crash the process. The next query opens a fresh connection.
  pool.on('error', () => undefined);
  const db = new Kysely<MetaSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect, close: () => db.destroy() };
}
