/**
 * One request must not freeze the server: oversized SQL, runaway templates, backtracking REGEXP on
 * SQLite, too many queries or time offsets, deep rison and deep JSON are refused (400 naming the
 * field) or answered at once, never after seconds on the event loop or as a 500.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteSpec } from '../engines/sqlite/spec.js';
import {
  MAX_IDS_PER_REQUEST,
  MAX_JSON_DEPTH,
  MAX_QUERIES_PER_REQUEST,
  MAX_SQL_CHARS,
  MAX_TIME_OFFSETS,
} from '../sql-safety/limits.js';
import { jsonOrText, login, startTestServer, type Session, type TestServer } from '../test-support/app.js';

type Json = Record<string, any>;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-caps-'));
const file = path.join(dir, 'caps.db');
const evil = `${'a'.repeat(40)}b`;
let server: TestServer;
let admin: Session;
let dbId: number;
let datasetId: number;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const started = Date.now();
  const res = await server.app.inject({
    method,
    url,
    headers: { ...admin.headers, ...(typeof payload === 'string' && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload: payload as Json }),
  });
  return { status: res.statusCode, body: jsonOrText(res), ms: Date.now() - started };
}

const chartData = (queries: Json[]) =>
  call('POST', '/api/v1/chart/data', { datasource: { id: datasetId, type: 'table' }, queries });
const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;

beforeAll(async () => {
  const seed = await sqliteSpec.connect({
    uri: `sqlite:///${file}`,
    allowDml: true,
    allowFileDatabases: true,
  });
  await seed.execute('CREATE TABLE words (name TEXT, ts TIMESTAMP, n INTEGER)');
  await seed.execute(
    `INSERT INTO words VALUES ('${evil}', '2024-01-01 00:00:00', 1), ('aaa', '2024-01-02', 2)`,
  );
  await seed.close();
  server = await startTestServer({ env: { ALLOW_FILE_DATABASES: 'true', LOAD_EXAMPLES: 'false' } });
  admin = await login(server);
  const db = await call('POST', '/api/v1/database/', {
    database_name: 'caps sqlite',
    sqlalchemy_uri: `sqlite:///${file}`,
    expose_in_sqllab: true,
  });
  expect(db.status, JSON.stringify(db.body)).toBe(201);
  dbId = db.body.id;
  const ds = await call('POST', '/api/v1/dataset/', { database: dbId, schema: 'main', table_name: 'words' });
  expect(ds.status, JSON.stringify(ds.body)).toBe(201);
  datasetId = ds.body.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQL text caps', () => {
  const huge = `SELECT 1 AS x${' '.repeat(2 * 1024 * 1024)}`;

  it('refuses a 2 MB validate_sql body with 400 naming sql, before parsing it', async () => {
    const res = await call('POST', `/api/v1/database/${dbId}/validate_sql/`, { sql: huge });
    expect(res.status).toBe(400);
    expect(res.body.message.sql).toEqual([`Longer than maximum length ${MAX_SQL_CHARS}.`]);
    expect(res.ms).toBeLessThan(2000);
  });

  it('refuses oversized SQL in every request field that carries it', async () => {
    const cases: [string, string, Json, string][] = [
      ['POST', '/api/v1/sqllab/execute/', { database_id: dbId, sql: huge }, 'sql'],
      ['POST', '/api/v1/sqllab/estimate/', { database_id: dbId, sql: huge }, 'sql'],
      ['POST', '/api/v1/sqllab/format_sql/', { sql: huge }, 'sql'],
      ['POST', '/api/v1/saved_query/', { db_id: dbId, label: 'big', sql: huge }, 'sql'],
      ['POST', '/api/v1/dataset/', { database: dbId, table_name: 'big_virtual', sql: huge }, 'sql'],
      ['PUT', `/api/v1/dataset/${datasetId}`, { sql: huge }, 'sql'],
      [
        'PUT',
        `/api/v1/dataset/${datasetId}`,
        { metrics: [{ metric_name: 'm', expression: `SUM(n)${' '.repeat(20_000)}` }] },
        'metrics.0.expression',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await call(method as 'POST', url, payload);
      expect(res.status, `${url} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
      expect(JSON.stringify(res.body), url).toContain(field);
      expect(JSON.stringify(res.body), url).toContain('Longer than maximum length');
    }
  });
});

describe('templates', () => {
  it('refuses within a second a template whose output would pass the cap', async () => {
    const sql = `SELECT 1 {% for i in range(100000) %}${'-- padding '.repeat(1000)}{% endfor %}`;
    const res = await call('POST', '/api/v1/sqllab/execute/', { database_id: dbId, sql });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    expect(res.body.errors[0].message).toMatch(/rendered query is longer than/);
    expect(res.ms).toBeLessThan(1000);
  });
});

describe('SQLite REGEXP', () => {
  it('answers a backtracking pattern at once in chart data', async () => {
    const res = await chartData([
      { columns: ['name'], metrics: ['count'], filters: [{ col: 'name', op: 'REGEX', val: '(a+)+$' }] },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result[0].data).toEqual([{ name: 'aaa', count: 1 }]);
    expect(res.ms).toBeLessThan(2000);
  });

  it('answers a backtracking pattern at once in SQL Lab', async () => {
    const res = await call('POST', '/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: "SELECT name FROM words WHERE name REGEXP '(a+)+$'",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([{ name: 'aaa' }]);
    expect(res.ms).toBeLessThan(2000);
  });

  it('makes an invalid pattern a 400 in chart data and a query error in SQL Lab', async () => {
    const chart = await chartData([
      { columns: ['name'], metrics: ['count'], filters: [{ col: 'name', op: 'REGEX', val: '(' }] },
    ]);
    expect(chart.status).toBe(400);
    expect(chart.body.message).toMatch(/REGEXP/);
    const lab = await call('POST', '/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: "SELECT name FROM words WHERE name REGEXP '('",
    });
    expect(lab.status).toBe(400);
    expect(JSON.stringify(lab.body.errors)).toMatch(/REGEXP/);
  });
});

describe('chart-data request shape', () => {
  const query = { columns: ['name'], metrics: ['count'] };

  it(`refuses more than ${MAX_QUERIES_PER_REQUEST} queries`, async () => {
    const res = await chartData(Array.from({ length: MAX_QUERIES_PER_REQUEST + 1 }, () => query));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.message)).toEqual(['queries']);
    expect((await chartData(Array.from({ length: 2 }, () => query))).status).toBe(200);
  });

  it(`refuses more than ${MAX_TIME_OFFSETS} time offsets in a query`, async () => {
    const offsets = Array.from({ length: MAX_TIME_OFFSETS + 1 }, (_, i) => `${i + 1} days ago`);
    const res = await chartData([query, { ...query, time_offsets: offsets }]);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.message)).toEqual(['queries.1.time_offsets']);
  });
});

describe('rison and JSON nesting', () => {
  it('refuses ?q= with 10,000 nested ( as a 400, not a 500', async () => {
    for (const q of [
      '!('.repeat(10_000),
      `${'(a:'.repeat(10_000)}1${')'.repeat(10_000)}`,
      '('.repeat(10_000),
    ]) {
      const res = await call('GET', `/api/v1/chart/?q=${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(q.startsWith('((') ? /^q: / : /^q: .*nesting deeper than 32/);
    }
    const long = await call('GET', `/api/v1/chart/?q=(page:0,x:'${'y'.repeat(100_001)}')`);
    expect(long.status).toBe(400);
  });

  it(`refuses bulk requests and id lists of more than ${MAX_IDS_PER_REQUEST} ids`, async () => {
    const ids = Array.from({ length: MAX_IDS_PER_REQUEST + 1 }, (_, i) => i + 1).join(',');
    const res = await call('DELETE', `/api/v1/chart/?q=!(${ids})`);
    expect(res.status).toBe(400);
    expect(res.body.message.q).toEqual([`At most ${MAX_IDS_PER_REQUEST} ids are allowed`]);
    const owners = Array.from({ length: MAX_IDS_PER_REQUEST + 1 }, (_, i) => i + 1);
    const body = await call('POST', '/api/v1/dashboard/', { dashboard_title: 'many owners', owners });
    expect(body.status).toBe(400);
    expect(body.body.message.owners).toEqual([`At most ${MAX_IDS_PER_REQUEST} ids are allowed`]);
  });

  it('refuses deeply nested JSON bodies and JSON text fields with 400', async () => {
    // JSON.parse copes with any depth; what reads the value after it recursed (JSON.stringify: 500).
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const body = await call(
      'POST',
      '/api/v1/sqllab/execute/',
      `{"database_id": ${dbId}, "sql": "SELECT 1", "templateParams": {"a": ${deep}}}`,
    );
    expect(body.status).toBe(400);
    expect(body.body.message._schema[0]).toMatch(/Nested deeper than/);

    const text = JSON.stringify(nested(MAX_JSON_DEPTH + 1));
    const chart = await call('POST', '/api/v1/chart/', {
      slice_name: 'deep',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: text,
    });
    expect(chart.status).toBe(400);
    const form = await call('POST', '/api/v1/chart/data', { form_data: text });
    expect(form.status).toBe(400);
    const dashboard = await call('POST', '/api/v1/dashboard/', {
      dashboard_title: 'deep',
      json_metadata: text,
    });
    expect(dashboard.status).toBe(400);
    // Ordinary nesting still passes.
    const ok = await call('POST', '/api/v1/dashboard/', {
      dashboard_title: 'shallow',
      json_metadata: JSON.stringify({ a: { b: [{ c: [1] }] } }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });
});
