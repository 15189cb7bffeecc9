/**
 * CSV uploads into DuckDB, PostgreSQL and MySQL/MariaDB through `POST /api/v1/database/{pk}/upload/`,
 * read back through the new dataset with `POST /api/v1/chart/data`: quoted delimiters, nulls and
 * dates; fail, replace and append; a malformed file answers 400 by row and column and leaves no table.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../engines/engine.js';
import { createEngineRegistry } from '../../engines/registry.js';
import { login, startTestServer, type Session, type TestServer } from '../../test-support/app.js';
import { engineTargets, engineTempDir, type EngineTarget } from '../../test-support/engine-targets.js';
import { chartRows, datasetOf, postUpload, uploadDatabase } from './upload.test-support.js';

const suffix = randomBytes(4).toString('hex');
const dir = engineTempDir('meridian-upload-');
const pgSchema = `meridian_up_${suffix}`;
const targets = engineTargets({ dir, file: 'up', pgSchema, fileSchema: 'main' }).filter(
  (t) => t.name !== 'sqlite',
);
const live = targets.filter((t) => t.available);
const registry = createEngineRegistry();
const connectors = new Map<string, Connector>();
const dbIds = new Map<string, number>();
let server: TestServer;
let admin: Session;

const CSV = [
  'id,name,price,sold_on,note',
  '1,"Smith, John",1.5,2024-01-02,NA',
  '2,"He said ""hi""",2.25,2024-02-03 10:20:30,ok',
  '3,plain,,2024-03-04,',
].join('\n');

beforeAll(async () => {
  for (const t of live) {
    const c = await registry.connect({
      uri: t.uri,
      allowDml: true,
      readOnly: false,
      allowFileDatabases: true,
    });
    if (t.name === 'postgresql') await c.execute(`CREATE SCHEMA ${pgSchema}`);
    if (t.name === 'duckdb') await c.close();
    else connectors.set(t.name, c);
  }
  server = await startTestServer({ env: { ALLOW_FILE_DATABASES: 'true' } });
  admin = await login(server);
  for (const t of live) {
    dbIds.set(
      t.name,
      await uploadDatabase(server, admin, { name: `up ${t.name}`, uri: t.uri, schemas: [t.schema] }),
    );
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
  for (const [name, c] of connectors) {
    if (name === 'postgresql')
      await c.execute(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`).catch(() => undefined);
    if (name === 'mysql') {
      for (const t of await c.getTables('test'))
        if (t.name.endsWith(suffix)) await c.execute(`DROP TABLE IF EXISTS \`test\`.\`${t.name}\``);
    }
    await c.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const upload = (t: EngineTarget, fields: Record<string, string>, csv: string) =>
  postUpload(
    server,
    admin,
    `/api/v1/database/${dbIds.get(t.name)}/upload/`,
    { type: 'csv', schema: t.schema, ...fields },
    {
      name: 'data.csv',
      data: csv,
    },
  );

/** The tables of the target schema, read on a fresh connection (staging tables included). */
async function tablesOf(t: EngineTarget): Promise<string[]> {
  const c = await registry.connect({ uri: t.uri, allowFileDatabases: true });
  try {
    return (await c.getTables(t.schema)).map((x) => x.name);
  } finally {
    await c.close();
  }
}

const count = async (datasetId: number) =>
  (await chartRows(server, admin, datasetId, { metrics: ['count'], columns: [] }))[0]!.count as number;

describe.each(live)('CSV upload into $name', (t) => {
  it('writes quoted delimiters, nulls and dates, and makes a dataset owned by the uploader', async () => {
    const table = `people_${suffix}`;
    const res = await upload(t, { table_name: table, column_dates: 'sold_on' }, CSV);
    expect(res, JSON.stringify(res.body)).toMatchObject({ status: 201, body: { message: 'OK' } });
    const ds = await datasetOf(server, dbIds.get(t.name)!, table);
    expect(ds).toMatchObject({ schema: t.schema });
    const me = await server.ctx.db
      .selectFrom('ab_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(ds!.owners).toEqual([me.id]);
    const rows = await chartRows(server, admin, ds!.id, {
      columns: ['id', 'name', 'price', 'sold_on', 'note'],
      orderby: [['id', true]],
      row_limit: 10,
    });
    expect(rows).toEqual([
      { id: 1, name: 'Smith, John', price: 1.5, sold_on: Date.UTC(2024, 0, 2), note: null },
      { id: 2, name: 'He said "hi"', price: 2.25, sold_on: Date.UTC(2024, 1, 3, 10, 20, 30), note: 'ok' },
      { id: 3, name: 'plain', price: null, sold_on: Date.UTC(2024, 2, 4), note: null },
    ]);
    // The dataset's columns came from the new table, with the date column temporal.
    const cols = await server.ctx.db
      .selectFrom('table_columns')
      .select(['column_name', 'is_dttm'])
      .where('table_id', '=', ds!.id)
      .execute();
    expect(cols.find((c) => c.column_name === 'sold_on')?.is_dttm).toBe(1);
  });

  it('fails on an existing table, replaces it, appends to it', async () => {
    const table = `modes_${suffix}`;
    expect((await upload(t, { table_name: table }, 'a,b\n1,x\n2,y\n')).status).toBe(201);
    const ds = (await datasetOf(server, dbIds.get(t.name)!, table))!;
    const again = await upload(t, { table_name: table }, 'a,b\n9,z\n');
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.body)).toContain('Table already exists');
    expect(await count(ds.id)).toBe(2);
    const wider = await upload(t, { table_name: table, already_exists: 'replace' }, 'a,b,c\n7,q,1.5\n');
    expect(wider.status).toBe(201);
    // The dataset's columns follow the replaced table.
    expect(await chartRows(server, admin, ds.id, { columns: ['a', 'b', 'c'] })).toEqual([
      { a: 7, b: 'q', c: 1.5 },
    ]);
    const replaced = await upload(t, { table_name: table, already_exists: 'replace' }, 'a,b\n7,q\n');
    expect(replaced.status).toBe(201);
    expect(await count(ds.id)).toBe(1);
    const appended = await upload(t, { table_name: table, already_exists: 'append' }, 'a,b\n8,r\n9,s\n');
    expect(appended.status).toBe(201);
    expect(await chartRows(server, admin, ds.id, { columns: ['a', 'b'], orderby: [['a', true]] })).toEqual([
      { a: 7, b: 'q' },
      { a: 8, b: 'r' },
      { a: 9, b: 's' },
    ]);
    // Still one dataset over the table.
    const all = await server.ctx.db
      .selectFrom('tables')
      .select('id')
      .where('table_name', '=', table)
      .where('database_id', '=', dbIds.get(t.name)!)
      .execute();
    expect(all).toHaveLength(1);
  });

  it('answers a malformed file with its row and column, leaving no table behind', async () => {
    const table = `broken_${suffix}`;
    const before = await tablesOf(t);
    const res = await upload(t, { table_name: table }, 'a,b\n1,2\n3,4,5\n6,7\n');
    expect(res.status).toBe(400);
    expect(res.body.message.file[0]).toMatch(/row 3, column 3/);
    const bad = await upload(t, { table_name: table, column_data_types: '{"a":"int"}' }, 'a,b\n1,2\nx,4\n');
    expect(bad.status).toBe(400);
    expect(bad.body.message.file[0]).toMatch(/row 3, column 1/);
    expect(await tablesOf(t)).toEqual(before);
    expect(await datasetOf(server, dbIds.get(t.name)!, table)).toBeNull();
  });

  it('keeps the old table when a replace fails', async () => {
    const table = `keep_${suffix}`;
    expect((await upload(t, { table_name: table }, 'a\n1\n2\n')).status).toBe(201);
    const ds = (await datasetOf(server, dbIds.get(t.name)!, table))!;
    const res = await upload(t, { table_name: table, already_exists: 'replace' }, 'a\n1\n"unterminated\n');
    expect(res.status).toBe(400);
    expect(await count(ds.id)).toBe(2);
    expect((await tablesOf(t)).filter((n) => n.startsWith('_upload_'))).toEqual([]);
  });

  it('appends nothing when the file does not fit the table', async () => {
    const table = `strict_${suffix}`;
    expect((await upload(t, { table_name: table }, 'a\n1\n2\n')).status).toBe(201);
    const ds = (await datasetOf(server, dbIds.get(t.name)!, table))!;
    const res = await upload(t, { table_name: table, already_exists: 'append' }, 'a,extra\n3,x\n');
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(await count(ds.id)).toBe(2);
    expect((await tablesOf(t)).filter((n) => n.startsWith('_upload_'))).toEqual([]);
  });
});
