/**
 * The same query objects on DuckDB, SQLite, PostgreSQL and MySQL/MariaDB give the same rows: one small
 * table with the same data in each engine, registered through the API like a user would.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../engines/engine.js';
import { createEngineRegistry } from '../../engines/registry.js';
import { login, startTestServer, type Session, type TestServer } from '../../test-support/app.js';
import {
  engineTargets,
  engineTempDir,
  registerEngineTable,
  type EngineName,
  type EngineTarget,
} from '../../test-support/engine-targets.js';

type Json = Record<string, any>;
const suffix = randomBytes(4).toString('hex');
const dir = engineTempDir('meridian-engines-');
const pgSchema = `meridian_eq_${suffix}`;
const table = `eq_sales_${suffix}`;

/** Column types that differ by engine. */
const DDL: Record<EngineName, { double: string; ts: string; bool: string }> = {
  duckdb: { double: 'DOUBLE', ts: 'TIMESTAMP', bool: 'BOOLEAN' },
  sqlite: { double: 'REAL', ts: 'TIMESTAMP', bool: 'BOOLEAN' },
  postgresql: { double: 'DOUBLE PRECISION', ts: 'TIMESTAMP', bool: 'BOOLEAN' },
  mysql: { double: 'DOUBLE', ts: 'DATETIME', bool: 'BOOLEAN' },
};
type Target = EngineTarget & { ddl: (typeof DDL)[EngineName] };
const targets: Target[] = engineTargets({ dir, file: 'eq', pgSchema, fileSchema: 'main' }).map((t) => ({
  ...t,
  ddl: DDL[t.name],
}));
const live = targets.filter((t) => t.available);

// Deterministic rows: categories, regions, amounts, a nullable note, a boolean and timestamps over 2 years.
const rows = Array.from({ length: 240 }, (_, i) => ({
  id: i + 1,
  category: ['Bikes', 'Cars', 'Planes', 'Ships'][i % 4]!,
  region: ['EMEA', 'APAC', 'AMER'][(i * 7) % 3]!,
  amount: Math.round(((i * 37) % 1000) * 1.25 * 100) / 100,
  qty: (i * 13) % 17,
  flag: i % 5 === 0,
  ts: new Date(Date.UTC(2022, 0, 1) + i * 3 * 86400_000 + (i % 24) * 3600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' '),
  note: i % 6 === 0 ? null : `note ${i % 9}`,
}));

const registry = createEngineRegistry();
let server: TestServer;
let admin: Session;
const datasetIds = new Map<string, number>();
const connectors: Connector[] = [];

async function seed(t: Target) {
  const c = await registry.connect({ uri: t.uri, allowDml: true, allowFileDatabases: true });
  connectors.push(c);
  const qt = t.name === 'mysql' ? `\`${t.schema}\`.\`${table}\`` : `"${t.schema}"."${table}"`;
  if (t.name === 'postgresql') await c.execute(`CREATE SCHEMA ${pgSchema}`);
  await c.execute(
    `CREATE TABLE ${qt} (id INTEGER, category VARCHAR(20), region VARCHAR(20), amount ${t.ddl.double}, qty INTEGER, flag ${t.ddl.bool}, ts ${t.ddl.ts}, note VARCHAR(20))`,
  );
  const values = rows
    .map(
      (r) =>
        `(${r.id}, '${r.category}', '${r.region}', ${r.amount}, ${r.qty}, ${r.flag ? 'TRUE' : 'FALSE'}, '${r.ts}', ${r.note === null ? 'NULL' : `'${r.note}'`})`,
    )
    .join(', ');
  await c.execute(`INSERT INTO ${qt} VALUES ${values}`);
}

beforeAll(async () => {
  for (const t of live) await seed(t);
  server = await startTestServer({ env: { ALLOW_FILE_DATABASES: 'true' } });
  admin = await login(server);
  for (const t of live) {
    const dbName = `eq ${t.name}`;
    datasetIds.set(t.name, await registerEngineTable(server, admin, { ...t, databaseName: dbName, table }));
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
  for (const c of connectors) {
    const t = targets.find((x) => x.name === c.spec.engine || x.uri.startsWith(c.spec.engine));
    try {
      if (c.spec.engine === 'postgresql') await c.execute(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
      if (c.spec.engine === 'mysql') await c.execute(`DROP TABLE IF EXISTS \`test\`.\`${table}\``);
    } catch {
      // best effort cleanup
    }
    void t;
    await c.close();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const queries: [string, Json][] = [
  [
    'aggregates by category',
    {
      columns: ['category'],
      metrics: [
        'count',
        ...['SUM', 'AVG', 'MIN', 'MAX', 'COUNT_DISTINCT'].map((a) => ({
          expressionType: 'SIMPLE',
          aggregate: a,
          column: { column_name: a === 'COUNT_DISTINCT' ? 'region' : 'amount' },
          label: a,
        })),
      ],
      orderby: [
        [
          { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'SUM' },
          false,
        ],
      ],
    },
  ],
  [
    'every filter operator',
    {
      columns: ['region'],
      metrics: ['count'],
      filters: [
        { col: 'category', op: 'IN', val: ['Bikes', 'Cars', 'Planes'] },
        { col: 'category', op: 'NOT IN', val: ['Planes'] },
        { col: 'amount', op: '>=', val: 100 },
        { col: 'amount', op: '<', val: 1100 },
        { col: 'qty', op: '!=', val: 3 },
        { col: 'note', op: 'IS NOT NULL' },
        { col: 'note', op: 'LIKE', val: 'note%' },
        { col: 'region', op: 'ILIKE', val: '%a%' },
        { col: 'flag', op: 'IS FALSE' },
        { col: 'ts', op: 'TEMPORAL_RANGE', val: '2022-03-01 : 2023-06-01' },
      ],
      orderby: [['region', true]],
    },
  ],
  [
    'monthly time grain with series',
    {
      columns: [{ label: 'ts', sqlExpression: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1M' }, 'category'],
      metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'qty' }, label: 'qty' }],
      filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2022-01-01 : 2022-07-01' }],
      orderby: [
        [{ label: 'ts', sqlExpression: 'ts' }, true],
        ['category', true],
      ],
    },
  ],
  [
    'weekly grain starting Sunday, series limit 2',
    {
      columns: [
        { label: 'ts', sqlExpression: 'ts', columnType: 'BASE_AXIS', timeGrain: '1969-12-28T00:00:00Z/P1W' },
        'region',
      ],
      metrics: ['count'],
      series_limit: 2,
      series_limit_metric: {
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: { column_name: 'amount' },
        label: 'x',
      },
      filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2022-01-01 : 2022-03-01' }],
      orderby: [
        [{ label: 'ts', sqlExpression: 'ts' }, true],
        ['region', true],
      ],
    },
  ],
  [
    'raw records with offset',
    { columns: ['id', 'category', 'amount', 'note'], orderby: [['id', true]], row_limit: 5, row_offset: 7 },
  ],
  ['row count', { columns: ['category', 'region'], metrics: ['count'], is_rowcount: true }],
];

const normalize = (data: Json[]) =>
  data.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v]),
    ),
  );

describe.skipIf(live.length < 2)('the same queries on every engine', () => {
  it.each(queries)('%s', async (_, query) => {
    const results = new Map<string, Json[]>();
    for (const t of live) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: admin.headers,
        payload: { datasource: { id: datasetIds.get(t.name), type: 'table' }, queries: [query] },
      });
      expect(res.statusCode, `${t.name}: ${res.body}`).toBe(200);
      results.set(t.name, normalize(res.json().result[0].data));
    }
    const [first, ...rest] = [...results.entries()];
    expect(first![1].length).toBeGreaterThan(0);
    for (const [name, data] of rest) expect(data, `${name} vs ${first![0]}`).toEqual(first![1]);
  });
});
