/**
 * Upload rules and the other file kinds: can_upload, allowed schemas, the size cap, upload_metadata
 * (CSV columns, Excel sheets), schemas_access_for_file_upload, and Excel and Parquet files written
 * into DuckDB and PostgreSQL, then read back through the new dataset.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineRegistry } from '../../engines/registry.js';
import {
  login,
  startTestServer,
  userSession,
  type Session,
  type TestServer,
} from '../../test-support/app.js';
import { engineTargets, engineTempDir, type EngineTarget } from '../../test-support/engine-targets.js';
import { chartRows, datasetOf, postUpload, uploadDatabase } from './upload.test-support.js';

const suffix = randomBytes(4).toString('hex');
const dir = engineTempDir('meridian-upload-rules-');
const pgSchema = `meridian_upr_${suffix}`;
const targets = engineTargets({ dir, file: 'rules', pgSchema, fileSchema: 'main' }).filter(
  (t) => t.name === 'duckdb' || t.name === 'postgresql',
);
const live = targets.filter((t) => t.available);
const duck = targets[0]!;
const registry = createEngineRegistry();
const dbIds = new Map<string, number>();
let server: TestServer;
let admin: Session;
let xlsx: Buffer;
const parquetFile = path.join(dir, 'sales.parquet');

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const first = wb.addWorksheet('Summary');
  first.addRows([
    ['title', 'n'],
    ['ignored', 1],
  ]);
  const second = wb.addWorksheet('Sales');
  second.addRows([
    ['region', 'amount', 'day'],
    ['EMEA', 10.5, new Date(Date.UTC(2024, 4, 1))],
    ['APAC', 7, new Date(Date.UTC(2024, 4, 2))],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function writeParquet() {
  const instance = await DuckDBInstance.create(':memory:');
  const conn = await instance.connect();
  await conn.run(
    `COPY (SELECT * FROM (VALUES (1, 'a', 1.25, TIMESTAMP '2024-01-02 03:04:05'), (2, NULL, NULL, NULL)) t(id, label, score, happened)) TO '${parquetFile}' (FORMAT parquet)`,
  );
  conn.closeSync();
  instance.closeSync();
}

beforeAll(async () => {
  for (const t of live) {
    const c = await registry.connect({
      uri: t.uri,
      allowDml: true,
      readOnly: false,
      allowFileDatabases: true,
    });
    if (t.name === 'postgresql') await c.execute(`CREATE SCHEMA ${pgSchema}`);
    await c.close();
  }
  xlsx = await workbook();
  await writeParquet();
  server = await startTestServer({ env: { ALLOW_FILE_DATABASES: 'true' } });
  admin = await login(server);
  for (const t of live)
    dbIds.set(
      t.name,
      await uploadDatabase(server, admin, { name: `rules ${t.name}`, uri: t.uri, schemas: [t.schema] }),
    );
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (live.some((t) => t.name === 'postgresql')) {
    const c = await registry.connect({ uri: targets[1]!.uri, allowDml: true });
    await c.execute(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`).catch(() => undefined);
    await c.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const url = (t: EngineTarget) => `/api/v1/database/${dbIds.get(t.name)}/upload/`;
const csv = { name: 'a.csv', data: 'a,b\n1,2\n' };

describe('upload rules', () => {
  it('needs can_upload on Database', async () => {
    const gamma = await userSession(server, 'gamma_upload', ['Gamma']);
    const res = await postUpload(server, gamma, url(duck), { type: 'csv', table_name: 't_gamma' }, csv);
    expect(res.status).toBe(403);
    const meta = await postUpload(server, gamma, '/api/v1/database/upload_metadata/', { type: 'csv' }, csv);
    expect(meta.status).toBe(403);
    const alpha = await userSession(server, 'alpha_upload', ['Alpha']);
    const ok = await postUpload(
      server,
      alpha,
      url(duck),
      { type: 'csv', table_name: `t_alpha_${suffix}`, schema: 'main' },
      csv,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it('refuses a schema not allowed for uploads, and a database without uploads', async () => {
    const res = await postUpload(
      server,
      admin,
      url(duck),
      { type: 'csv', table_name: 't1', schema: 'other' },
      csv,
    );
    expect(res).toMatchObject({
      status: 400,
      body: { message: { schema: [expect.stringContaining('not allowed')] } },
    });
    const closed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: admin.headers,
      payload: { database_name: 'no uploads', sqlalchemy_uri: duck.uri },
    });
    const id = closed.json<{ id: number }>().id;
    const refused = await postUpload(
      server,
      admin,
      `/api/v1/database/${id}/upload/`,
      { type: 'csv', table_name: 't2', schema: 'main' },
      csv,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message.schema).toBeDefined();
  });

  it('answers 400 naming a bad field, and 404 for an unknown database', async () => {
    const noTable = await postUpload(server, admin, url(duck), { type: 'csv', schema: 'main' }, csv);
    expect(noTable).toMatchObject({ status: 400, body: { message: { table_name: expect.any(Array) } } });
    const badType = await postUpload(
      server,
      admin,
      url(duck),
      { type: 'pdf', table_name: 'x', schema: 'main' },
      csv,
    );
    expect(badType).toMatchObject({ status: 400, body: { message: { type: expect.any(Array) } } });
    const badMode = await postUpload(
      server,
      admin,
      url(duck),
      { type: 'csv', table_name: 'x', already_exists: 'merge' },
      csv,
    );
    expect(badMode).toMatchObject({ status: 400, body: { message: { already_exists: expect.any(Array) } } });
    const unknown = await postUpload(
      server,
      admin,
      '/api/v1/database/99999/upload/',
      { type: 'csv', table_name: 'x' },
      csv,
    );
    expect(unknown.status).toBe(404);
  });

  it("takes only the file kind's extensions", async () => {
    const fields = { type: 'excel', table_name: `ext_${suffix}`, schema: 'main' };
    const wrong = await postUpload(server, admin, url(duck), fields, { name: 'a.csv', data: 'a\n1\n' });
    expect(wrong).toEqual({ status: 400, body: { message: { file: ['File extension is not allowed.'] } } });
    const none = await postUpload(
      server,
      admin,
      '/api/v1/database/upload_metadata/',
      { type: 'csv' },
      {
        name: 'noext',
        data: 'a\n1\n',
      },
    );
    expect(none).toEqual({ status: 400, body: { message: { file: ['File extension is required.'] } } });
  });

  it('caps the file size with 413', async () => {
    const small = await startTestServer({
      env: { ALLOW_FILE_DATABASES: 'true', UPLOAD_MAX_FILE_SIZE_BYTES: '1000' },
    });
    try {
      const session = await login(small);
      const res = await postUpload(
        small,
        session,
        '/api/v1/database/upload_metadata/',
        { type: 'csv' },
        {
          name: 'big.csv',
          data: `a,b\n${'1,2\n'.repeat(1000)}`,
        },
      );
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('File size exceeds the maximum allowed size.');
    } finally {
      await small.close();
    }
  });

  it('lists the schemas allowed for uploads', async () => {
    const res = await server.app.inject({
      url: `/api/v1/database/${dbIds.get('duckdb')}/schemas_access_for_file_upload/`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ schemas: ['main'] });
  });
});

describe('upload_metadata', () => {
  it('answers the columns of a CSV file with its delimiter', async () => {
    const res = await postUpload(
      server,
      admin,
      '/api/v1/database/upload_metadata/',
      { type: 'csv', delimiter: ';' },
      {
        name: 'x.csv',
        data: 'x;"y;z";x\n1;2;3\n',
      },
    );
    expect(res).toEqual({
      status: 200,
      body: { result: { items: [{ column_names: ['x', 'y;z', 'x.1'], sheet_name: null }] } },
    });
  });

  it('answers the sheets of an Excel file with their columns', async () => {
    const res = await postUpload(
      server,
      admin,
      '/api/v1/database/upload_metadata/',
      { type: 'excel' },
      { name: 'x.xlsx', data: xlsx },
    );
    expect(res.body).toEqual({
      result: {
        items: [
          { sheet_name: 'Summary', column_names: ['title', 'n'] },
          { sheet_name: 'Sales', column_names: ['region', 'amount', 'day'] },
        ],
      },
    });
  });

  it('answers the columns of a Parquet file', async () => {
    const res = await postUpload(
      server,
      admin,
      '/api/v1/database/upload_metadata/',
      { type: 'columnar' },
      {
        name: 'x.parquet',
        data: fs.readFileSync(parquetFile),
      },
    );
    expect(res.body).toEqual({
      result: { items: [{ column_names: ['id', 'label', 'score', 'happened'], sheet_name: null }] },
    });
  });
});

describe.each(live)('Excel and Parquet into $name', (t) => {
  it('writes the named sheet of a workbook', async () => {
    const table = `sales_xl_${suffix}`;
    const res = await postUpload(
      server,
      admin,
      url(t),
      { type: 'excel', table_name: table, schema: t.schema, sheet_name: 'Sales', column_dates: 'day' },
      { name: 'x.xlsx', data: xlsx },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ds = (await datasetOf(server, dbIds.get(t.name)!, table))!;
    expect(
      await chartRows(server, admin, ds.id, {
        columns: ['region', 'amount', 'day'],
        orderby: [['amount', true]],
      }),
    ).toEqual([
      { region: 'APAC', amount: 7, day: Date.UTC(2024, 4, 2) },
      { region: 'EMEA', amount: 10.5, day: Date.UTC(2024, 4, 1) },
    ]);
  });

  it('writes a Parquet file with its types and nulls', async () => {
    const table = `scores_pq_${suffix}`;
    const res = await postUpload(
      server,
      admin,
      url(t),
      { type: 'columnar', table_name: table, schema: t.schema },
      {
        name: 'x.parquet',
        data: fs.readFileSync(parquetFile),
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ds = (await datasetOf(server, dbIds.get(t.name)!, table))!;
    expect(
      await chartRows(server, admin, ds.id, {
        columns: ['id', 'label', 'score', 'happened'],
        orderby: [['id', true]],
      }),
    ).toEqual([
      { id: 1, label: 'a', score: 1.25, happened: Date.UTC(2024, 0, 2, 3, 4, 5) },
      { id: 2, label: null, score: null, happened: null },
    ]);
  });
});

describe('the examples database', () => {
  it('is never reopened for writing, even when uploads are switched on', async () => {
    const { startExamplesServer } = await import('../../test-support/app.js');
    const ex = await startExamplesServer(1000);
    try {
      const put = await ex.server.app.inject({
        method: 'PUT',
        url: `/api/v1/database/${ex.examplesDbId}`,
        headers: ex.admin.headers,
        payload: { allow_file_upload: true },
      });
      expect(put.statusCode, put.body).toBe(200);
      const res = await postUpload(
        ex.server,
        ex.admin,
        `/api/v1/database/${ex.examplesDbId}/upload/`,
        { type: 'csv', table_name: 'sneaky' },
        csv,
      );
      expect(res).toMatchObject({ status: 422, body: { message: { database: [expect.any(String)] } } });
    } finally {
      await ex.server.close();
    }
  }, 120_000);
});

describe("Superset's CSV options", () => {
  const up = (fields: Record<string, string>, data: string) =>
    postUpload(server, admin, url(duck), { type: 'csv', schema: 'main', ...fields }, { name: 'o.csv', data });
  const rowsOf = async (table: string, columns: string[]) =>
    chartRows(server, admin, (await datasetOf(server, dbIds.get('duckdb')!, table))!.id, {
      columns,
      orderby: [[columns[0]!, true]],
    });

  it('reads delimiter, decimal character, null values, skipped rows, rows to read and columns to read', async () => {
    const table = `opts_${suffix}`;
    const data = 'a comment line\nk;v;skip me;d\n1;1,5;x;03/04/2024\n2;-;y;04/05/2024\n3;2,25;z;05/06/2024\n';
    const res = await up(
      {
        table_name: table,
        delimiter: ';',
        decimal_character: ',',
        null_values: '-',
        skip_rows: '1',
        rows_to_read: '2',
        columns_read: 'k,v,d',
        column_dates: 'd',
        day_first: 'true',
      },
      data,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await rowsOf(table, ['k', 'v', 'd'])).toEqual([
      { k: 1, v: 1.5, d: Date.UTC(2024, 3, 3) },
      { k: 2, v: null, d: Date.UTC(2024, 4, 4) },
    ]);
  });

  it('writes the index column first under its label, and reads a file without a header', async () => {
    const indexed = `indexed_${suffix}`;
    const res = await up(
      { table_name: indexed, index_column: 'code', dataframe_index: 'true', index_label: 'row_code' },
      'name,code\nalpha,A1\nbeta,B2\n',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await rowsOf(indexed, ['row_code', 'name'])).toEqual([
      { row_code: 'A1', name: 'alpha' },
      { row_code: 'B2', name: 'beta' },
    ]);
    const bare = `bare_${suffix}`;
    expect((await up({ table_name: bare, header_row: '' }, '5,x\n6,y\n')).status).toBe(201);
    expect(await rowsOf(bare, ['0', '1'])).toEqual([
      { 0: 5, 1: 'x' },
      { 0: 6, 1: 'y' },
    ]);
  });

  it('names an unknown column of columns_read', async () => {
    const res = await up({ table_name: `nope_${suffix}`, columns_read: 'zz' }, 'a\n1\n');
    expect(res).toMatchObject({
      status: 400,
      body: { message: { columns_read: [expect.stringContaining('zz')] } },
    });
  });
});
