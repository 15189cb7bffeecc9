/**
 * Finding: CTAS ran arbitrary DDL. `SELECT 'a' LIKE'\'; DROP TABLE sales; --'` was one statement to
 * the server's lexer (it took the E of LIKE for an escape string), became `CREATE TABLE … AS` and
 * DuckDB ran every statement it read with the read-only guard lifted. On each engine, a database
 * that allows CTAS but not DML refuses the request and `sales` survives; a real `e'…'` escape
 * string after LIKE still runs.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../engines/engine.js';
import { createEngineRegistry } from '../../engines/registry.js';
import type { caller, Json } from '../../test-support/api.js';
import type { Session, TestServer } from '../../test-support/app.js';
import { engineTargets, engineTempDir, type EngineTarget } from '../../test-support/engine-targets.js';
import { closeCtasSuite, startCtasServer } from '../../test-support/sqllab.js';

const suffix = randomBytes(4).toString('hex');
const dir = engineTempDir('meridian-ctas-guard-');
const pgSchema = `meridian_ctas_guard_${suffix}`;
const sales = `sales_${suffix}`;

const finding = `SELECT 'a' LIKE'\\'; DROP TABLE ${sales}; --'`;
// MySQL strings take backslashes, so the finding is one string there; "a\"" is MySQL's shape.
const mysqlFinding = `SELECT "a\\""; DROP TABLE ${sales}; -- "`;
/** `attack`: the finding's shape in this engine's reading, a DROP the old lexer took for a string. */
type Target = EngineTarget<null> & { attack: string };
const targets: Target[] = engineTargets({ dir, file: 'g', pgSchema, fileSchema: null }).map((t) => ({
  ...t,
  attack: t.name === 'mysql' ? mysqlFinding : finding,
}));
const live = targets.filter((t) => t.available);

const registry = createEngineRegistry();
const connectors = new Map<string, Connector>();
const dbIds = new Map<string, number>();
let server: TestServer;
let admin: Session;
let call: ReturnType<typeof caller>;

const qualified = (t: Target, name: string) => (t.schema ? `${t.schema}.${name}` : name);

beforeAll(async () => {
  for (const t of live) {
    const c = await registry.connect({ uri: t.uri, allowDml: true, allowFileDatabases: true });
    connectors.set(t.name, c);
    if (t.name === 'postgresql') await c.execute(`CREATE SCHEMA ${pgSchema}`);
    await c.execute(`CREATE TABLE ${qualified(t, sales)} (id INTEGER)`);
    await c.execute(`INSERT INTO ${qualified(t, sales)} VALUES (1)`);
  }
  ({ server, admin, call } = await startCtasServer(live, 'ctas guard', dbIds));
}, 120_000);

afterAll(() =>
  closeCtasSuite({ server, connectors, targets: live, dir }, async (t, c) => {
    if (t.name === 'postgresql') await c.execute(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
    else if (t.name === 'mysql')
      for (const name of [sales, `g_attack_${suffix}`, `g_escape_${suffix}`, `g_head_${suffix}`])
        await c.execute(`DROP TABLE IF EXISTS ${qualified(t, name)}`);
  }),
);

const ctas = (t: Target, sql: string, table: string) =>
  call<Json>(admin, 'POST', '/api/v1/sqllab/execute/', {
    database_id: dbIds.get(t.name),
    schema: t.schema,
    sql,
    select_as_cta: true,
    ctas_method: 'TABLE',
    tmp_table_name: table,
  });

const salesRows = async (t: Target) =>
  Number(
    (await connectors.get(t.name)!.execute(`SELECT COUNT(*) AS n FROM ${qualified(t, sales)}`)).rows[0]!.n,
  );

describe.each(live)('CTAS with a hidden DROP on $name (CTAS allowed, DML not)', (t) => {
  it('refuses the request and sales still exists', async () => {
    const res = await ctas(t, t.attack, `g_attack_${suffix}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((res.body.errors as Json[])[0]).toMatchObject({ error_type: 'DML_NOT_ALLOWED_ERROR' });
    expect(await salesRows(t)).toBe(1);
  });

  it('runs the statements before the CREATE as statements of their own, read-only', async () => {
    // A head ending in a line comment: joined again with `;`, the `;` must not fall into the comment.
    const ok = await ctas(t, 'SELECT 1 AS a -- the head\n;\nSELECT 2 AS b', `g_head_${suffix}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const read = await connectors.get(t.name)!.execute(`SELECT b FROM ${qualified(t, `g_head_${suffix}`)}`);
    expect(read.rows.map((r) => Number(r.b))).toEqual([2]);
  });

  it.skipIf(t.name === 'mysql' || t.name === 'sqlite')("runs an e'…' escape string after LIKE", async () => {
    const res = await ctas(
      t,
      `SELECT 'a' LIKE e'\\'; DROP TABLE ${sales}; --' AS matched`,
      `g_escape_${suffix}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const read = await connectors
      .get(t.name)!
      .execute(`SELECT matched FROM ${qualified(t, `g_escape_${suffix}`)}`);
    expect(read.rows).toEqual([{ matched: false }]);
    expect(await salesRows(t)).toBe(1);
  });
});
