/**
 * `POST /api/v1/database/{id}/validate_sql/` on DuckDB (its own parser), SQLite and PostgreSQL:
 * valid SQL in the engine's dialect gives no annotation, a syntax error gives Superset's
 * annotation at its line and columns, and template parameters are rendered first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, startApiServer, type Json } from '../../test-support/api.js';
import type { Session, TestServer } from '../../test-support/app.js';
import { HAS_PG, PG_URL } from '../../test-support/services.js';

let server: TestServer;
let admin: Session;
let call: ReturnType<typeof caller>;
const ids = new Map<string, number>();

beforeAll(async () => {
  ({ server, admin } = await startApiServer());
  call = caller(server);
  const uris: [string, string][] = [
    ['duckdb', 'duckdb:///:memory:'],
    ['sqlite', 'sqlite://'],
    ...(HAS_PG ? [['postgresql', PG_URL.replace(/^postgres:/, 'postgresql:')] as [string, string]] : []),
  ];
  for (const [name, uri] of uris) {
    const db = await call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: `validate ${name}`,
      sqlalchemy_uri: uri,
      expose_in_sqllab: true,
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    ids.set(name, db.body.id);
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const validate = (engine: string, body: Json) =>
  call<{ result: Json[] }>(admin, 'POST', `/api/v1/database/${ids.get(engine)}/validate_sql/`, body);

describe('validate_sql on DuckDB', () => {
  it("accepts DuckDB's own syntax that a generic SQL grammar refuses", async () => {
    for (const sql of [
      'FROM t SELECT a',
      'SELECT * EXCLUDE (a) FROM t',
      "SELECT {'a': 1} AS s",
      'SUMMARIZE t',
      // Unknown tables are not a syntax error.
      'SELECT x FROM no_such_table',
    ]) {
      const res = await validate('duckdb', { sql });
      expect(res.status).toBe(200);
      expect(res.body.result, sql).toEqual([]);
    }
  });

  it('reports each statement’s first syntax error at its line and columns', async () => {
    const res = await validate('duckdb', { sql: 'SELECT 1;\nSELEC a\nFROM t;\nSELECT a,, b FROM t' });
    expect(res.body.result).toEqual([
      { line_number: 2, start_column: 1, end_column: 5, message: 'syntax error at or near "SELEC"' },
      { line_number: 4, start_column: 10, end_column: 10, message: 'syntax error at or near ","' },
    ]);
    const end = await validate('duckdb', { sql: 'SELECT a\nFROM t WHERE (' });
    expect(end.body.result).toEqual([
      { line_number: 2, start_column: 15, end_column: 15, message: 'syntax error at end of input' },
    ]);
  });

  it('renders template parameters before parsing', async () => {
    const sql = 'SELECT {{ col }} FROM t';
    expect((await validate('duckdb', { sql, template_params: { col: 'a' } })).body.result).toEqual([]);
    expect((await validate('duckdb', { sql, template_params: '{"col": "a"}' })).body.result).toEqual([]);
    const broken = await validate('duckdb', { sql, template_params: { col: 'a,,' } });
    expect(broken.body.result).toEqual([expect.objectContaining({ line_number: 1, start_column: 10 })]);
  });
});

describe('validate_sql on SQLite', () => {
  it('uses SQLite’s parser', async () => {
    expect((await validate('sqlite', { sql: "SELECT a FROM t WHERE b GLOB 'x*'" })).body.result).toEqual([]);
    expect((await validate('sqlite', { sql: 'SELECT a,, b FROM t' })).body.result).toEqual([
      { line_number: 1, start_column: 9, end_column: 9, message: 'syntax error at or near ","' },
    ]);
  });
});

describe.skipIf(!HAS_PG)('validate_sql on PostgreSQL', () => {
  it('accepts PostgreSQL syntax and reports errors with their place', async () => {
    const ok = await validate('postgresql', {
      sql: "SELECT DISTINCT ON (a) a::int, now() - interval '1 day' FROM t WHERE b ILIKE '%x%' ORDER BY a",
    });
    expect(ok.body.result).toEqual([]);
    const bad = await validate('postgresql', { sql: 'SELECT a\n  FROM t WHERE x = = 1' });
    expect(bad.body.result).toEqual([
      { line_number: 2, start_column: 20, end_column: 20, message: 'syntax error at or near "="' },
    ]);
    const tpl = await validate('postgresql', {
      sql: "SELECT * FROM t WHERE d > '{{ since }}'",
      template_params: { since: '2024-01-01' },
    });
    expect(tpl.body.result).toEqual([]);
  });

  it('answers 404 for an unknown database', async () => {
    const res = await call<Json>(admin, 'POST', '/api/v1/database/999999/validate_sql/', { sql: 'SELECT 1' });
    expect(res.status).toBe(404);
  });
});
