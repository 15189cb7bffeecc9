/**
 * CTAS / CVAS (`select_as_cta`, `ctas_method`, `tmp_table_name`) through `POST /api/v1/sqllab/execute/`
 * on every engine that runs here: the table or view really exists afterwards and holds the rows of
 * the SELECT; the database's allow_ctas / allow_cvas and force_ctas_schema are honoured.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../engines/engine.js';
import { createEngineRegistry } from '../../engines/registry.js';
import type { caller, Json } from '../../test-support/api.js';
import type { Session, TestServer } from '../../test-support/app.js';
import { HAS_PG } from '../../test-support/services.js';
import { engineTargets, engineTempDir, type EngineTarget } from '../../test-support/engine-targets.js';
import { closeCtasSuite, startCtasServer } from '../../test-support/sqllab.js';

const suffix = randomBytes(4).toString('hex');
const dir = engineTempDir('meridian-ctas-');
const pgSchema = `meridian_ctas_${suffix}`;
const pgForced = `meridian_forced_${suffix}`;

/** The schema is the one the editor has selected (null: the connection's default). */
type Target = EngineTarget<null>;
const targets = engineTargets({ dir, file: 'ctas', pgSchema, fileSchema: null });
const live = targets.filter((t) => t.available);
const src = `ctas_src_${suffix}`;
const sourceRows = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, region: `r${i % 3}`, amount: i + 1 }));
const created: { target: Target; kind: 'TABLE' | 'VIEW'; name: string }[] = [];

const registry = createEngineRegistry();
const connectors = new Map<string, Connector>();
let server: TestServer;
let admin: Session;
let call: ReturnType<typeof caller>;
const dbIds = new Map<string, number>();

const qualified = (t: Target, name: string) =>
  t.name === 'mysql' ? `\`${t.schema}\`.\`${name}\`` : t.schema ? `"${t.schema}"."${name}"` : `"${name}"`;

beforeAll(async () => {
  for (const t of live) {
    const c = await registry.connect({ uri: t.uri, allowDml: true, allowFileDatabases: true });
    connectors.set(t.name, c);
    if (t.name === 'postgresql') {
      await c.execute(`CREATE SCHEMA ${pgSchema}`);
      await c.execute(`CREATE SCHEMA ${pgForced}`);
    }
    await c.execute(`CREATE TABLE ${qualified(t, src)} (id INTEGER, region VARCHAR(10), amount INTEGER)`);
    const values = sourceRows.map((r) => `(${r.id}, '${r.region}', ${r.amount})`).join(', ');
    await c.execute(`INSERT INTO ${qualified(t, src)} VALUES ${values}`);
  }
  ({ server, admin, call } = await startCtasServer(live, 'ctas', dbIds));
}, 120_000);

afterAll(() =>
  closeCtasSuite({ server, connectors, targets: live, dir }, async (t, c) => {
    if (t.name === 'postgresql') {
      await c.execute(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
      await c.execute(`DROP SCHEMA IF EXISTS ${pgForced} CASCADE`);
    } else if (t.name === 'mysql') {
      for (const x of created.filter((x) => x.target === t).reverse())
        await c.execute(`DROP ${x.kind} IF EXISTS ${qualified(t, x.name)}`);
      await c.execute(`DROP TABLE IF EXISTS ${qualified(t, src)}`);
    }
  }),
);

const execute = (t: Target, body: Json) =>
  call<Json>(admin, 'POST', '/api/v1/sqllab/execute/', {
    database_id: dbIds.get(t.name),
    schema: t.schema,
    ...body,
  });

describe.each(live)('CTAS / CVAS on $name', (t) => {
  it('creates a table from the last SELECT and the table holds its rows', async () => {
    const name = `by_region_${suffix}`;
    created.push({ target: t, kind: 'TABLE', name });
    const res = await execute(t, {
      sql: `SELECT region, SUM(amount) AS total FROM ${qualified(t, src)} GROUP BY region`,
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: name,
      client_id: `ctas_t_${t.name}_${suffix}`.slice(0, 40),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.query).toMatchObject({
      ctas: true,
      ctas_method: 'TABLE',
      tempTable: name,
      tempSchema: t.schema,
      state: 'success',
    });
    const read = await execute(t, { sql: `SELECT region, total FROM ${qualified(t, name)} ORDER BY region` });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const expected = ['r0', 'r1', 'r2'].map((region) => [
      region,
      sourceRows.filter((r) => r.region === region).reduce((a, r) => a + r.amount, 0),
    ]);
    expect((read.body.data as Json[]).map((r) => [r.region, Number(r.total)])).toEqual(expected);
  });

  it('creates a view that follows its source', async () => {
    const name = `v_big_${suffix}`;
    created.push({ target: t, kind: 'VIEW', name });
    const res = await execute(t, {
      sql: `SELECT id, amount FROM ${qualified(t, src)} WHERE amount > 25`,
      select_as_cta: true,
      ctas_method: 'VIEW',
      tmp_table_name: name,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.query).toMatchObject({ ctas: true, ctas_method: 'VIEW', tempTable: name });
    const count = async () => {
      const r = await execute(t, { sql: `SELECT COUNT(*) AS n FROM ${qualified(t, name)}` });
      return Number((r.body.data as Json[])[0]!.n);
    };
    expect(await count()).toBe(5);
    await connectors.get(t.name)!.execute(`INSERT INTO ${qualified(t, src)} VALUES (99, 'r9', 99)`);
    expect(await count()).toBe(6);
    await connectors.get(t.name)!.execute(`DELETE FROM ${qualified(t, src)} WHERE id = 99`);
  });

  it('refuses a view over several statements, a table not ending in a SELECT, and DML', async () => {
    const refusals: [string, 'TABLE' | 'VIEW', string, string][] = [
      ['SELECT 1 AS a; SELECT 2 AS b', 'VIEW', `v_two_${suffix}`, 'INVALID_CVAS_QUERY_ERROR'],
      ['SELECT 1 AS a; SHOW TABLES', 'TABLE', `t_bad_${suffix}`, 'INVALID_CTAS_QUERY_ERROR'],
      // Allowing CTAS does not let the user's own statements write.
      [
        `DELETE FROM ${qualified(t, src)} WHERE id < 0; SELECT 1 AS a`,
        'TABLE',
        `t_dml_${suffix}`,
        'DML_NOT_ALLOWED_ERROR',
      ],
    ];
    for (const [sql, ctas_method, tmp_table_name, error_type] of refusals) {
      const res = await execute(t, { sql, select_as_cta: true, ctas_method, tmp_table_name });
      expect(res.status).toBe(400);
      expect((res.body.errors as Json[])[0]).toMatchObject({ error_type });
    }
    const plain = await execute(t, { sql: `DELETE FROM ${qualified(t, src)} WHERE id < 0` });
    expect((plain.body.errors as Json[])[0]).toMatchObject({ error_type: 'DML_NOT_ALLOWED_ERROR' });
  });
});

describe('CTAS permissions and schema', () => {
  it('refuses CTAS and CVAS where the database does not allow them', async () => {
    const db = await call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: 'ctas denied',
      sqlalchemy_uri: 'duckdb:///:memory:',
      expose_in_sqllab: true,
    });
    expect(db.status).toBe(201);
    for (const [method, type] of [
      ['TABLE', 'INVALID_CTAS_QUERY_ERROR'],
      ['VIEW', 'INVALID_CVAS_QUERY_ERROR'],
    ] as const) {
      const res = await call<Json>(admin, 'POST', '/api/v1/sqllab/execute/', {
        database_id: db.body.id,
        sql: 'SELECT 1 AS one',
        select_as_cta: true,
        ctas_method: method,
        tmp_table_name: 'nope',
      });
      expect(res.status).toBe(400);
      expect((res.body.errors as Json[])[0]).toMatchObject({ error_type: type });
    }
  });

  it.skipIf(!HAS_PG)('creates the table in force_ctas_schema whatever schema is selected', async () => {
    const t = targets.find((x) => x.name === 'postgresql')!;
    const put = await call<Json>(admin, 'PUT', `/api/v1/database/${dbIds.get(t.name)}`, {
      force_ctas_schema: pgForced,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const name = `forced_${suffix}`;
    const res = await execute(t, {
      sql: `SELECT id FROM ${qualified(t, src)} WHERE id <= 3`,
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: name,
      tmp_schema: pgForced,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.query).toMatchObject({ tempSchema: pgForced, tempTable: name });
    const read = await execute(t, { sql: `SELECT COUNT(*) AS n FROM "${pgForced}"."${name}"` });
    expect(Number((read.body.data as Json[])[0]!.n)).toBe(3);
    await call<Json>(admin, 'PUT', `/api/v1/database/${dbIds.get(t.name)}`, { force_ctas_schema: null });
  });
});
