/**
 * Property: a user granted table A never sees a value that only table B holds, whatever SQL
 * fragments they put in a chart-data request (adhoc metrics and columns, custom filters,
 * where/having), on DuckDB, SQLite, PostgreSQL and MySQL/MariaDB. The fragments are generated from
 * the pieces that make parsers disagree: quotes, backslashes, comments, dollar quotes, executable
 * comments, escape-string prefixes, unicode escapes, nested parentheses, subqueries and table
 * functions. The finding of the security review (two metrics `'\''` and
 * `' || (SELECT … FROM salaries) --'`) is checked as it was reported.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../engines/engine.js';
import { createEngineRegistry } from '../engines/registry.js';
import { ensurePermissionView, ensureRole, grant } from '../meta/repositories/security.js';
import { datasourcePerm } from '../security/access/dataset.js';
import { login, startTestServer, userSession, type Session, type TestServer } from '../test-support/app.js';
import {
  engineTargets,
  engineTempDir,
  registerEngineTable,
  type EngineTarget,
} from '../test-support/engine-targets.js';

const suffix = randomBytes(4).toString('hex');
const SECRET = `S3CRET${suffix}`;
const dir = engineTempDir('meridian-smuggling-');
const pgSchema = `meridian_smuggle_${suffix}`;
const salesTable = `sm_sales_${suffix}`;
const secretTable = `sm_salaries_${suffix}`;

type Target = EngineTarget;
const targets = engineTargets({ dir, file: 'sm', pgSchema, fileSchema: 'main' });
const live = targets.filter((t) => t.available);

const registry = createEngineRegistry();
const connectors: Connector[] = [];
let server: TestServer;
let admin: Session;
let gus: Session;
const datasetIds = new Map<string, number>();

const qualified = (t: Target, table: string) =>
  t.name === 'mysql' ? `\`${t.schema}\`.\`${table}\`` : `"${t.schema}"."${table}"`;

async function seed(t: Target) {
  const c = await registry.connect({ uri: t.uri, allowDml: true, allowFileDatabases: true });
  connectors.push(c);
  if (t.name === 'postgresql') await c.execute(`CREATE SCHEMA ${pgSchema}`);
  await c.execute(
    `CREATE TABLE ${qualified(t, salesTable)} (id INTEGER, category VARCHAR(20), amount INTEGER)`,
  );
  await c.execute(`INSERT INTO ${qualified(t, salesTable)} VALUES (1, 'Bikes', 10), (2, 'Cars', 20)`);
  await c.execute(`CREATE TABLE ${qualified(t, secretTable)} (name VARCHAR(40), salary VARCHAR(40))`);
  await c.execute(`INSERT INTO ${qualified(t, secretTable)} VALUES ('boss', '${SECRET}')`);
}

beforeAll(async () => {
  for (const t of live) await seed(t);
  server = await startTestServer({ env: { ALLOW_FILE_DATABASES: 'true' } });
  admin = await login(server);
  const roleId = await ensureRole(server.ctx.db, 'smuggling_sales');
  for (const t of live) {
    const name = `smuggle ${t.name}`;
    const id = await registerEngineTable(server, admin, { ...t, databaseName: name, table: salesTable });
    datasetIds.set(t.name, id);
    const perm = datasourcePerm(name, { id, table_name: salesTable });
    await grant(server.ctx.db, roleId, await ensurePermissionView(server.ctx.db, 'datasource_access', perm));
  }
  gus = await userSession(server, 'gus', ['Gamma', 'smuggling_sales']);
}, 120_000);

afterAll(async () => {
  await server?.close();
  for (const c of connectors) {
    try {
      if (c.spec.engine === 'postgresql') await c.execute(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
      if (c.spec.engine === 'mysql') {
        await c.execute(`DROP TABLE IF EXISTS \`test\`.\`${salesTable}\``);
        await c.execute(`DROP TABLE IF EXISTS \`test\`.\`${secretTable}\``);
      }
    } catch {
      // best-effort cleanup
    }
    await c.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

/** A chart-data request carrying the fragments in every place a user may write SQL. */
function requestWith(datasetId: number, fragments: { metric: string[]; column?: string; where?: string }) {
  return {
    datasource: { id: datasetId, type: 'table' },
    queries: [
      {
        columns: fragments.column
          ? [{ label: 'c', sqlExpression: fragments.column, expressionType: 'SQL' }]
          : [],
        metrics: fragments.metric.map((sqlExpression, i) => ({
          expressionType: 'SQL',
          sqlExpression,
          label: `m${i}`,
        })),
        ...(fragments.where && { extras: { where: fragments.where } }),
        row_limit: 10,
      },
    ],
    result_type: 'full',
  };
}

async function chartData(body: Json) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: gus.headers,
    payload: body,
  });
  return res;
}

const secretRef = (t: Target) => qualified(t, secretTable);

/** Pieces that make SQL readers disagree, and pieces that read the secret table. */
function pieces(t: Target): string[] {
  const s = secretRef(t);
  return [
    "'",
    "''",
    '\\',
    "\\'",
    '"',
    '`',
    '--',
    '-- ',
    '/*',
    '*/',
    '/*!',
    '/*!50000 ',
    '/*M!',
    '#',
    '$$',
    '$q$',
    "E'",
    "U&'",
    '\\u0027',
    "N'",
    "X'",
    '(',
    ')',
    '((',
    '))',
    ';',
    ' || ',
    ', ',
    ' ',
    '\n',
    'chr(39)',
    'amount',
    'category',
    '1',
    'SELECT ',
    ' FROM ',
    ' UNION SELECT salary FROM ',
    s,
    `(SELECT salary FROM ${s})`,
    `(SELECT max(salary) FROM ${s})`,
    `(SELECT group_concat(salary) FROM ${s})`,
    `${s}.salary`,
    `query('SELECT salary FROM ${s}')`,
    `query_table('${secretTable}')`,
    `query_to_xml('select salary from ${s}', true, true, '')`,
    `table_to_xml('${s}', true, true, '')`,
    `database_to_xml(true, true, '')`,
    `read_blob('${path.join(dir, 'sm.duckdb')}')`,
  ];
}

/** A fragment: pieces joined, sometimes inside a quoted literal or parentheses. */
const randomFragment = (t: Target) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(...pieces(t)), { minLength: 1, maxLength: 8 }),
      fc.constantFrom('', "'", '(', 'SUM(amount) + '),
      fc.constantFrom('', "'", ')', ' --'),
    )
    .map(([parts, before, after]) => `${before}${parts.join('')}${after}`);

/**
 * The shape of a smuggle: a literal that one reader ends early (an escape it believes in, an
 * executable comment it skips), followed by a payload that reads the secret table, then a comment
 * or quote that hides the rest from the reader.
 */
const smuggle = (t: Target) =>
  fc
    .tuple(
      fc.constantFrom("'\\''", "E'\\''", "'\\'", '1'),
      fc.constantFrom("'", "'", "'", '/*!50000 '),
      fc.constantFrom(' || ', ', '),
      fc.constantFrom(
        `(SELECT max(salary) FROM ${secretRef(t)})`,
        `(SELECT salary FROM ${secretRef(t)} LIMIT 1)`,
      ),
      fc.constantFrom(' --', " --'", ' */'),
    )
    .map(([opener, open, glue, payload, close]) => [opener, `${open}${glue}${payload}${close}`] as const);

/** Two fragments that meet in one statement: random ones, or an opener and its smuggled payload. */
const fragmentPair = (t: Target) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.tuple(randomFragment(t), randomFragment(t)) },
    { weight: 2, arbitrary: smuggle(t) },
  );

describe.each(live)('chart data on $name: a table-A user never reads table B', (t) => {
  it('the smuggling pair of the review is refused or harmless', async () => {
    const s = secretRef(t);
    const attacks = [
      ["'\\''", `' || (SELECT max(salary) FROM ${s}) --'`],
      ["'\\''", `' , (SELECT max(salary) FROM ${s}) --'`],
      ['1', `1 /*!50000 + (SELECT max(salary) FROM ${s}) */`],
      [`"${secretTable}".salary`],
      [`(SELECT max(salary) FROM ${s})`],
    ];
    for (const metric of attacks) {
      const res = await chartData(requestWith(datasetIds.get(t.name)!, { metric }));
      expect(res.body).not.toContain(SECRET);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });

  it('generated fragments in metrics, columns and where never return the secret', async () => {
    const id = datasetIds.get(t.name)!;
    await fc.assert(
      fc.asyncProperty(fragmentPair(t), randomFragment(t), async ([a, b], where) => {
        for (const body of [
          requestWith(id, { metric: [a, b] }),
          requestWith(id, { metric: ['COUNT(*)'], column: a, where: b }),
          requestWith(id, { metric: ['COUNT(*)'], where: `${a}${where}` }),
        ]) {
          const res = await chartData(body);
          expect(res.body).not.toContain(SECRET);
          expect(res.statusCode, res.body).toBeLessThan(500);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('a plain chart still works for the same user', async () => {
    const res = await chartData(
      requestWith(datasetIds.get(t.name)!, {
        metric: ['SUM(amount)'],
        column: "CASE WHEN category = 'Bikes' THEN 'b' ELSE 'o' END",
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { result: { data: Json[] }[] }).result[0]!.data;
    expect(data.map((r) => Number(r.m0)).sort()).toEqual([10, 20]);
  });
});
