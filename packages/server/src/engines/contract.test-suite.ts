/**
 * The engine contract, as one suite every engine's test runs against a real database:
 * values and generic types, bound parameters, row limit, streaming, metadata, time grains (the
 * same expected values on every engine), quoting, DML refusal, timeout/cancel and error mapping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, Dialect, JsonValue } from './engine.js';
import { ErrorType, isEngineError, issueCodesFor, type ErrorType as ErrorTypeName } from './errors.js';
import { GenericDataType } from './generic-types.js';
import { ALL_TIME_GRAINS } from './time-grains.js';
import { parseUtcTimestamp } from './values.js';

export interface ContractFixture {
  /** Opens a connector on the test database; `allowDml: false` must refuse writes. */
  connect(options: { allowDml: boolean }): Promise<Connector>;
  /** Schema the tables go to (created by `setup`, if needed). */
  schema: string | null;
  /** Unique prefix of the test's tables. */
  prefix: string;
  /** DDL type names. */
  types: {
    int: string;
    float: string;
    text: string;
    date: string;
    timestamp: string;
    boolean: string;
    bigint: string;
  };
  setup?(admin: Connector): Promise<void>;
  teardown?(admin: Connector): Promise<void>;
  /** A statement running for several seconds, to stop; null when the engine cannot stop one. */
  slowQuery: string | null;
  /** Connections that must fail with the given error type. */
  connectionErrors: { label: string; open: () => Promise<Connector>; errorType: ErrorTypeName }[];
}

/** Known timestamps (UTC): Thursday, Sunday, Saturday, Monday. */
const TIMES = ['2024-02-29 13:47:53', '2023-12-31 23:59:59', '2024-01-06 00:00:00', '2024-01-01 05:59:59'];

/** Expected truncations, the same on every engine (see time-grains.ts for the semantics). */
export const EXPECTED_GRAINS: Record<string, readonly string[]> = {
  PT1S: ['2024-02-29 13:47:53', '2023-12-31 23:59:59', '2024-01-06 00:00:00', '2024-01-01 05:59:59'],
  PT5S: ['2024-02-29 13:47:50', '2023-12-31 23:59:55', '2024-01-06 00:00:00', '2024-01-01 05:59:55'],
  PT30S: ['2024-02-29 13:47:30', '2023-12-31 23:59:30', '2024-01-06 00:00:00', '2024-01-01 05:59:30'],
  PT1M: ['2024-02-29 13:47:00', '2023-12-31 23:59:00', '2024-01-06 00:00:00', '2024-01-01 05:59:00'],
  PT5M: ['2024-02-29 13:45:00', '2023-12-31 23:55:00', '2024-01-06 00:00:00', '2024-01-01 05:55:00'],
  PT10M: ['2024-02-29 13:40:00', '2023-12-31 23:50:00', '2024-01-06 00:00:00', '2024-01-01 05:50:00'],
  PT15M: ['2024-02-29 13:45:00', '2023-12-31 23:45:00', '2024-01-06 00:00:00', '2024-01-01 05:45:00'],
  PT30M: ['2024-02-29 13:30:00', '2023-12-31 23:30:00', '2024-01-06 00:00:00', '2024-01-01 05:30:00'],
  'PT0.5H': ['2024-02-29 13:30:00', '2023-12-31 23:30:00', '2024-01-06 00:00:00', '2024-01-01 05:30:00'],
  PT1H: ['2024-02-29 13:00:00', '2023-12-31 23:00:00', '2024-01-06 00:00:00', '2024-01-01 05:00:00'],
  PT6H: ['2024-02-29 12:00:00', '2023-12-31 18:00:00', '2024-01-06 00:00:00', '2024-01-01 00:00:00'],
  P1D: ['2024-02-29', '2023-12-31', '2024-01-06', '2024-01-01'],
  P1W: ['2024-02-26', '2023-12-25', '2024-01-01', '2024-01-01'],
  P7D: ['2024-02-26', '2023-12-25', '2024-01-01', '2024-01-01'],
  '1969-12-28T00:00:00Z/P1W': ['2024-02-25', '2023-12-31', '2023-12-31', '2023-12-31'],
  '1969-12-29T00:00:00Z/P1W': ['2024-02-26', '2023-12-25', '2024-01-01', '2024-01-01'],
  'P1W/1970-01-03T00:00:00Z': ['2024-03-02', '2024-01-06', '2024-01-06', '2024-01-06'],
  'P1W/1970-01-04T00:00:00Z': ['2024-03-03', '2023-12-31', '2024-01-07', '2024-01-07'],
  P1M: ['2024-02-01', '2023-12-01', '2024-01-01', '2024-01-01'],
  P3M: ['2024-01-01', '2023-10-01', '2024-01-01', '2024-01-01'],
  'P0.25Y': ['2024-01-01', '2023-10-01', '2024-01-01', '2024-01-01'],
  P1Y: ['2024-01-01', '2023-01-01', '2024-01-01', '2024-01-01'],
};

const ms = (text: string): number => parseUtcTimestamp(text) as number;

/** A temporal result value (epoch ms, or text on engines without temporal result types) as epoch ms. */
function epochOf(value: JsonValue | undefined): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseUtcTimestamp(value);
  return null;
}

async function expectEngineError(promise: Promise<unknown>, errorType: ErrorTypeName): Promise<void> {
  const err = await promise.then(
    () => new Error('expected an EngineError'),
    (e: unknown) => e,
  );
  expect(isEngineError(err), String(err)).toBe(true);
  if (isEngineError(err)) {
    expect(err.errorType, err.message).toBe(errorType);
    expect(err.extra.issue_codes).toEqual(issueCodesFor(errorType));
    const json = JSON.parse(JSON.stringify(err)) as { error_type: string; level: string; message: string };
    expect([json.error_type, json.level, json.message]).toEqual([errorType, err.level, err.message]);
  }
}

export function runConnectorContract(name: string, fixture: ContractFixture): void {
  describe(`${name} connector contract`, () => {
    let admin: Connector;
    let reader: Connector;
    let d: Dialect;
    const t = (table: string) => d.qualifyTable(`${fixture.prefix}${table}`, fixture.schema);
    const q = (id: string) => d.quoteIdentifier(id);

    beforeAll(async () => {
      admin = await fixture.connect({ allowDml: true });
      d = admin.spec.dialect;
      await fixture.setup?.(admin);
      const ty = fixture.types;
      await admin.execute(`CREATE TABLE ${t('parent')} (id ${ty.int} PRIMARY KEY, name ${ty.text})`);
      await admin.execute(
        `CREATE TABLE ${t('items')} (id ${ty.int} PRIMARY KEY, parent_id ${ty.int}, qty ${ty.int}, price ${ty.float},
          label ${ty.text}, sold_on ${ty.date}, sold_at ${ty.timestamp}, flag ${ty.boolean}, big ${ty.bigint},
          FOREIGN KEY (parent_id) REFERENCES ${t('parent')} (id))`,
      );
      await admin.execute(`CREATE INDEX ${q(`${fixture.prefix}items_label`)} ON ${t('items')} (label)`);
      await admin.execute(`CREATE VIEW ${t('items_v')} AS SELECT id, label FROM ${t('items')}`);
      await admin.execute(`INSERT INTO ${t('parent')} (id, name) VALUES (1, 'one')`);
      const p = (i: number) => d.placeholder(i);
      const insert = `INSERT INTO ${t('items')} (id, parent_id, qty, price, label, sold_on, sold_at, flag, big)
        VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${d.temporalLiteral('2024-01-02', 'DATE')},
                ${d.temporalLiteral('2024-01-02 03:04:05')}, ${p(6)}, 9007199254740993)`;
      await admin.execute(insert, [1, 1, 10, 1.5, 'alpha', true]);
      await admin.execute(
        `INSERT INTO ${t('items')} (id, qty, price, label, flag, big) VALUES (2, 20, 2.25, 'beta', FALSE, 42)`,
      );
      await admin.execute(`INSERT INTO ${t('items')} (id, qty, price, label) VALUES (3, 30, -3, 'gamma')`);
      await admin.execute(`INSERT INTO ${t('items')} (id) VALUES (4)`);
      await admin.execute(`CREATE TABLE ${t('times')} (id ${ty.int}, ts ${ty.timestamp})`);
      for (const [i, ts] of TIMES.entries()) {
        await admin.execute(`INSERT INTO ${t('times')} (id, ts) VALUES (${i + 1}, ${d.temporalLiteral(ts)})`);
      }
      await admin.execute(
        `CREATE TABLE ${t('weird')} (${q('we"ird col')} ${ty.int}, ${q('select')} ${ty.text})`,
      );
      await admin.execute(`INSERT INTO ${t('weird')} VALUES (7, 'x')`);
      reader = await fixture.connect({ allowDml: false });
    });

    afterAll(async () => {
      await reader?.close();
      if (!admin) return;
      for (const view of ['items_v'])
        await admin.execute(`DROP VIEW IF EXISTS ${t(view)}`).catch(() => undefined);
      for (const table of ['weird', 'times', 'items', 'parent']) {
        await admin.execute(`DROP TABLE IF EXISTS ${t(table)}`).catch(() => undefined);
      }
      await fixture.teardown?.(admin);
      await admin.close();
    });

    it('returns JSON-safe values with generic types', async () => {
      const res = await reader.execute(
        `SELECT id, qty, price, label, sold_on, sold_at, flag, big FROM ${t('items')} ORDER BY id`,
        [],
        { schema: fixture.schema },
      );
      const byName = Object.fromEntries(res.columns.map((c) => [c.name, c.genericType]));
      expect(byName).toEqual({
        id: GenericDataType.Numeric,
        qty: GenericDataType.Numeric,
        price: GenericDataType.Numeric,
        label: GenericDataType.String,
        sold_on: GenericDataType.Temporal,
        sold_at: GenericDataType.Temporal,
        flag: GenericDataType.Boolean,
        big: GenericDataType.Numeric,
      });
      expect(res.rows).toEqual([
        {
          id: 1,
          qty: 10,
          price: 1.5,
          label: 'alpha',
          sold_on: ms('2024-01-02'),
          sold_at: ms('2024-01-02 03:04:05'),
          flag: true,
          big: '9007199254740993',
        },
        { id: 2, qty: 20, price: 2.25, label: 'beta', sold_on: null, sold_at: null, flag: false, big: 42 },
        { id: 3, qty: 30, price: -3, label: 'gamma', sold_on: null, sold_at: null, flag: null, big: null },
        { id: 4, qty: null, price: null, label: null, sold_on: null, sold_at: null, flag: null, big: null },
      ]);
      expect(JSON.parse(JSON.stringify(res.rows))).toEqual(res.rows);
      expect(res.truncated).toBe(false);
    });

    it('returns ISO text for temporal values on request', async () => {
      const res = await reader.execute(`SELECT sold_on, sold_at FROM ${t('items')} WHERE id = 1`, [], {
        temporalFormat: 'iso',
      });
      expect(res.rows).toEqual([{ sold_on: '2024-01-02', sold_at: '2024-01-02T03:04:05' }]);
    });

    it('binds parameters', async () => {
      const res = await reader.execute(
        `SELECT id FROM ${t('items')} WHERE qty >= ${d.placeholder(1)} AND label <> ${d.placeholder(2)} ORDER BY id`,
        [15, 'gamma'],
      );
      expect(res.rows).toEqual([{ id: 2 }]);
    });

    it('applies the row limit', async () => {
      const limited = await reader.execute(`SELECT id FROM ${t('items')} ORDER BY id`, [], { rowLimit: 2 });
      expect(limited.rows).toEqual([{ id: 1 }, { id: 2 }]);
      expect(limited.truncated).toBe(true);
      const exact = await reader.execute(`SELECT id FROM ${t('items')} ORDER BY id`, [], { rowLimit: 4 });
      expect(exact.rows).toHaveLength(4);
      expect(exact.truncated).toBe(false);
      const again = await reader.execute(`SELECT COUNT(*) AS n FROM ${t('items')}`);
      expect(again.rows).toEqual([{ n: 4 }]);
    });

    it('streams batches', async () => {
      const sizes: number[] = [];
      for await (const batch of reader.stream(`SELECT id FROM ${t('items')} ORDER BY id`, [], {
        batchSize: 3,
      })) {
        expect(batch.columns.map((c) => c.name)).toEqual(['id']);
        sizes.push(batch.rows.length);
      }
      expect(sizes).toEqual([3, 1]);
      for await (const batch of reader.stream(`SELECT id FROM ${t('items')} ORDER BY id`, [], {
        batchSize: 1,
      })) {
        expect(batch.rows).toEqual([{ id: 1 }]);
        break; // abandoning a stream must leave the connector usable
      }
      expect((await reader.execute('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    it('lists schemas, tables and views', async () => {
      const schemas = await reader.getSchemas();
      if (fixture.schema) expect(schemas).toContain(fixture.schema);
      const tables = await reader.getTables(fixture.schema);
      expect(tables).toEqual(
        expect.arrayContaining([
          { name: `${fixture.prefix}items`, type: 'table' },
          { name: `${fixture.prefix}parent`, type: 'table' },
          { name: `${fixture.prefix}items_v`, type: 'view' },
        ]),
      );
      if (admin.spec.capabilities.supportsCatalogs) {
        expect(await reader.getCatalogs()).toContain(reader.getDefaultCatalog());
      }
    });

    it('describes a table: columns, primary key, foreign keys, indexes', async () => {
      const meta = await reader.getTableMetadata(fixture.schema, `${fixture.prefix}items`);
      expect(meta.type).toBe('table');
      expect(meta.columns.map((c) => c.name)).toEqual([
        'id',
        'parent_id',
        'qty',
        'price',
        'label',
        'sold_on',
        'sold_at',
        'flag',
        'big',
      ]);
      expect(meta.columns.map((c) => c.genericType)).toEqual([0, 0, 0, 0, 1, 2, 2, 3, 0]);
      expect(meta.columns[0]?.nullable).toBe(false);
      expect(meta.columns[4]?.nullable).toBe(true);
      expect(meta.primaryKey?.columns).toEqual(['id']);
      expect(meta.foreignKeys).toEqual([
        expect.objectContaining({
          columns: ['parent_id'],
          referredTable: `${fixture.prefix}parent`,
          referredColumns: ['id'],
        }),
      ]);
      expect(meta.indexes).toEqual(
        expect.arrayContaining([{ name: `${fixture.prefix}items_label`, columns: ['label'], unique: false }]),
      );
      const view = await reader.getTableMetadata(fixture.schema, `${fixture.prefix}items_v`);
      expect(view.type).toBe('view');
      expect(view.columns.map((c) => c.name)).toEqual(['id', 'label']);
      await expectEngineError(
        reader.getTableMetadata(fixture.schema, `${fixture.prefix}nope`),
        ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
      );
    });

    it('writes select-star SQL that runs', async () => {
      const sql = await reader.selectStar(fixture.schema, `${fixture.prefix}weird`, {
        limit: 5,
        showColumns: true,
      });
      expect(sql).toMatch(/LIMIT 5$/);
      const res = await reader.execute(sql);
      expect(res.rows).toEqual([{ 'we"ird col': 7, select: 'x' }]);
    });

    it('quotes identifiers', async () => {
      const res = await reader.execute(`SELECT ${q('we"ird col')} AS ${q('we"ird col')} FROM ${t('weird')}`);
      expect(res.columns.map((c) => c.name)).toEqual(['we"ird col']);
      expect(res.rows).toEqual([{ 'we"ird col': 7 }]);
      const literal = await reader.execute(`SELECT ${d.quoteString("it's \\ fine")} AS s`);
      expect(literal.rows).toEqual([{ s: "it's \\ fine" }]);
    });

    it('truncates timestamps to every time grain', async () => {
      for (const grain of ALL_TIME_GRAINS) {
        const expr = d.timeGrainExpression(grain, q('ts'));
        const res = await reader.execute(`SELECT id, ${expr} AS g FROM ${t('times')} ORDER BY id`);
        const got = res.rows.map((r) => epochOf(r.g));
        const want = (EXPECTED_GRAINS[grain] ?? []).map(ms);
        expect({ grain, got }).toEqual({ grain, got: want });
      }
      expect(d.timeGrainExpression(null, q('ts'))).toBe(q('ts'));
    });

    it('refuses writes without DML', async () => {
      await expectEngineError(
        reader.execute(`INSERT INTO ${t('parent')} (id, name) VALUES (9, 'nine')`),
        ErrorType.DML_NOT_ALLOWED_ERROR,
      );
      await expectEngineError(
        reader.execute(`CREATE TABLE ${t('nope')} (a ${fixture.types.int})`),
        ErrorType.DML_NOT_ALLOWED_ERROR,
      );
      expect((await reader.execute(`SELECT COUNT(*) AS n FROM ${t('parent')}`)).rows).toEqual([{ n: 1 }]);
    });

    it('maps query errors', async () => {
      await expectEngineError(reader.execute('SELEC 1'), ErrorType.SYNTAX_ERROR);
      await expectEngineError(
        reader.execute(`SELECT * FROM ${t('missing')}`),
        ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
      );
      await expectEngineError(
        reader.execute(`SELECT nocolumn FROM ${t('items')}`),
        ErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
      );
      expect((await reader.execute('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    it('maps connection errors', async () => {
      for (const c of fixture.connectionErrors) {
        await expectEngineError(
          c.open().then(async (conn) => {
            try {
              await conn.testConnection();
            } finally {
              await conn.close();
            }
          }),
          c.errorType,
        );
      }
    });

    it('estimates cost where supported', async () => {
      if (!reader.spec.capabilities.supportsCostEstimate) return;
      const cost = await reader.estimateCost(`SELECT * FROM ${t('items')}`);
      expect(Object.keys(cost).length).toBeGreaterThan(0);
    });

    it.runIf(fixture.slowQuery !== null)('stops a long query on timeout, abort and cancel', async () => {
      const slow = fixture.slowQuery as string;
      let started = Date.now();
      await expectEngineError(
        reader.execute(slow, [], { timeoutMs: 300 }),
        ErrorType.CONNECTION_DATABASE_TIMEOUT,
      );
      expect(Date.now() - started).toBeLessThan(4000);

      const controller = new AbortController();
      started = Date.now();
      setTimeout(() => controller.abort(), 300);
      const aborted = await reader.execute(slow, [], { signal: controller.signal }).catch((e: unknown) => e);
      expect(isEngineError(aborted) && aborted.cancelled).toBe(true);
      expect(Date.now() - started).toBeLessThan(4000);

      let cancelId: string | null = null;
      const running = reader
        .execute(slow, [], { onCancelId: (id) => (cancelId = id) })
        .catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 300));
      expect(cancelId).not.toBeNull();
      expect(await reader.cancel(cancelId as unknown as string)).toBe(true);
      const cancelled = await running;
      expect(isEngineError(cancelled) && cancelled.cancelled).toBe(true);

      expect((await reader.execute('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });
  });
}
