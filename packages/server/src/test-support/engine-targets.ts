/** The engines the cross-engine tests run on, each with its connection URI and test schema. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Session, TestServer } from './app.js';
import { HAS_MYSQL, HAS_PG, MYSQL_URL, PG_URL } from './services.js';

export type EngineName = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';

export interface EngineTarget<FileSchema extends string | null = string> {
  name: EngineName;
  uri: string;
  /** The schema the test's tables go in (null: the connection's default). */
  schema: FileSchema | string;
  /** Whether the engine's server runs on this machine. */
  available: boolean;
}

/** A fresh temporary directory for a test's DuckDB and SQLite files. */
export const engineTempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/**
 * DuckDB and SQLite files `<file>.duckdb` and `<file>.db` in `dir` (schema `fileSchema`), PostgreSQL
 * in `pgSchema` and MySQL/MariaDB in `test`.
 */
export function engineTargets<S extends string | null>(opts: {
  dir: string;
  file: string;
  pgSchema: string;
  fileSchema: S;
}): EngineTarget<S>[] {
  const { dir, file, pgSchema, fileSchema } = opts;
  return [
    {
      name: 'duckdb',
      uri: `duckdb:///${path.join(dir, `${file}.duckdb`)}`,
      schema: fileSchema,
      available: true,
    },
    { name: 'sqlite', uri: `sqlite:///${path.join(dir, `${file}.db`)}`, schema: fileSchema, available: true },
    {
      name: 'postgresql',
      uri: PG_URL.replace(/^postgres:/, 'postgresql:'),
      schema: pgSchema,
      available: HAS_PG,
    },
    { name: 'mysql', uri: MYSQL_URL, schema: 'test', available: HAS_MYSQL },
  ];
}

/** Registers a database and a dataset of its table through the API, as a user would; the dataset's id. */
export async function registerEngineTable(
  server: TestServer,
  admin: Session,
  target: { databaseName: string; uri: string; schema: string; table: string },
): Promise<number> {
  const db = await server.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers: admin.headers,
    payload: { database_name: target.databaseName, sqlalchemy_uri: target.uri },
  });
  expect(db.statusCode, db.body).toBe(201);
  const ds = await server.app.inject({
    method: 'POST',
    url: '/api/v1/dataset/',
    headers: admin.headers,
    payload: { database: db.json().id, schema: target.schema, table_name: target.table },
  });
  expect(ds.statusCode, ds.body).toBe(201);
  return Number(ds.json().id);
}
