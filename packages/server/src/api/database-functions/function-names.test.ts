import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDatabase as add, startApiServer, type Caller } from '../../test-support/api.js';
import { userSession, type Session, type TestServer } from '../../test-support/app.js';
import { HAS_MYSQL, HAS_PG, MYSQL_URL, PG_URL } from '../../test-support/services.js';

let server: TestServer;
let admin: Session;
let call: Caller;

beforeAll(async () => {
  ({ server, admin, call } = await startApiServer());
}, 60_000);
afterAll(() => server?.close());

const addDatabase = (name: string, uri: string) => add(call, admin, name, uri);

const names = async (id: number, session = admin) =>
  call<{ function_names: string[] }>(session, 'GET', `/api/v1/database/${id}/function_names/`);

const sortedUnique = (list: string[]) => expect(list).toEqual([...new Set(list)].sort());

describe('GET /api/v1/database/{pk}/function_names/', () => {
  it('lists DuckDB functions from duckdb_functions(), sorted and unique', async () => {
    const res = await names(await addDatabase('duck fn', 'duckdb:///:memory:'));
    expect(res.status).toBe(200);
    expect(res.body.function_names).toEqual(expect.arrayContaining(['date_trunc', 'sum', 'regexp_matches']));
    sortedUnique(res.body.function_names);
  });

  it('lists SQLite functions from pragma_function_list', async () => {
    const res = await names(await addDatabase('sqlite fn', 'sqlite://'));
    expect(res.status).toBe(200);
    expect(res.body.function_names).toEqual(expect.arrayContaining(['abs', 'group_concat', 'substr']));
    expect(res.body.function_names).not.toContain('date_trunc');
    sortedUnique(res.body.function_names);
  });

  it('answers 404 for a missing database or one the user may not see, 401 without a session', async () => {
    const id = await addDatabase('hidden fn', 'sqlite://');
    expect((await names(999_999)).status).toBe(404);
    const gamma = await userSession(server, 'fn_gamma', ['Gamma']);
    expect((await names(id, gamma)).status).toBe(404);
    const anonymous = await server.app.inject({ url: `/api/v1/database/${id}/function_names/` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.skipIf(!HAS_PG)('function names on PostgreSQL', () => {
  it("lists pg_proc's visible functions and aggregates", async () => {
    const res = await names(await addDatabase('pg fn', PG_URL));
    expect(res.status).toBe(200);
    expect(res.body.function_names).toEqual(
      expect.arrayContaining(['date_trunc', 'string_agg', 'row_number']),
    );
    sortedUnique(res.body.function_names);
  });
});

describe.skipIf(!HAS_MYSQL)('function names on MySQL/MariaDB', () => {
  const fn = `meridian_fn_${process.pid}`;
  let conn: mysql.Connection;
  beforeAll(async () => {
    conn = await mysql.createConnection(MYSQL_URL);
    await conn.query(`DROP FUNCTION IF EXISTS ${fn}`);
    await conn.query(`CREATE FUNCTION ${fn}(x INT) RETURNS INT DETERMINISTIC RETURN x + 1`);
  });
  afterAll(async () => {
    await conn?.query(`DROP FUNCTION IF EXISTS ${fn}`);
    await conn?.end();
  });

  it('lists the built-ins and the schema stored functions', async () => {
    const res = await names(await addDatabase('mysql fn', MYSQL_URL));
    expect(res.status).toBe(200);
    expect(res.body.function_names).toEqual(expect.arrayContaining(['date_format', 'group_concat', fn]));
    sortedUnique(res.body.function_names);
  });
});
