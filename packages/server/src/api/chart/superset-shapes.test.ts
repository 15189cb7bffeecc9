/**
 * Query contexts as Superset's own frontend sends them (test-support/superset-contexts.ts) through
 * `POST /api/v1/chart/data` on the examples: legacy time series pivoted on `__timestamp`, time
 * comparison, and a BASE_AXIS adhoc column naming a calculated column. Values are checked against the
 * same aggregates asked of the engine directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVID_VACCINES_DATASET } from '../../examples/covid/dataset.js';
import type { Row } from '../../engines/engine.js';
import { startExamplesServer, type Session, type TestServer } from '../../test-support/app.js';
import * as fixtures from './test-support/superset-contexts.js';

type Json = Record<string, any>;
let server: TestServer;
let admin: Session;
let ids: Record<string, number>;
let examplesDbId: number;

beforeAll(async () => {
  const started = await startExamplesServer(2_000);
  ({ server, admin, examplesDbId } = started);
  ids = started.examples.datasetIds;
}, 180_000);
afterAll(() => server?.close());

async function chartData(body: Json): Promise<Json> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: admin.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: Json[] }).result[0]!;
}

/** `sql`'s column `v` from the examples database, keyed by the `keys` columns joined with `|`. */
async function engineTotals(sql: string, keys: string[]): Promise<Map<string, number>> {
  const connector = await server.ctx.connections.connector(examplesDbId);
  const { rows } = await connector.execute(sql);
  const keyOf = (r: Row) => keys.map((k) => String(r[k] as string | number)).join('|');
  return new Map(rows.map((r) => [keyOf(r), Number(r.v)]));
}

const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('legacy time series (is_timeseries + granularity, no x-axis)', () => {
  it('answers __timestamp truncated to the grain and pivots on it (Quarterly Sales By Product Line)', async () => {
    const q = await chartData(fixtures.quarterlySalesByProductLine(ids.cleaned_sales_data!));
    expect(q.query).toMatch(/^SELECT DATE_TRUNC\('quarter', "order_date"\) AS "__timestamp", "product_line"/);
    const expected = await engineTotals(
      `SELECT epoch_ms(DATE_TRUNC('quarter', order_date)) AS t, product_line, SUM(sales) AS v
       FROM cleaned_sales_data GROUP BY ALL`,
      ['t', 'product_line'],
    );
    const lines = [...new Set([...expected.keys()].map((k) => k.split('|')[1]!))].sort();
    const quarters = [...new Set([...expected.keys()].map((k) => Number(k.split('|')[0])))].sort();
    expect(q.colnames).toEqual(['__timestamp', ...lines.map((l) => `SUM(Sales), ${l}`)]);
    expect(q.data.map((r: Json) => r.__timestamp)).toEqual(quarters);
    for (const t of q.data as Json[]) {
      const d = new Date(t.__timestamp as number);
      expect([d.getUTCMonth() % 3, d.getUTCDate(), d.getUTCHours()]).toEqual([0, 1, 0]);
    }
    let cells = 0;
    for (const row of q.data as Json[])
      for (const line of lines) {
        const want = expected.get(`${row.__timestamp}|${line}`);
        if (want === undefined) {
          expect(row[`SUM(Sales), ${line}`]).toBeNull();
        } else {
          cells++;
          expect(row[`SUM(Sales), ${line}`]).toBeCloseTo(want, 4);
        }
      }
    expect(cells).toBe(expected.size);
  });

  it('applies the granularity time range (Revenue by Deal Size, P1M)', async () => {
    const q = await chartData(fixtures.revenueByDealSize(ids.cleaned_sales_data!));
    expect(q.colnames).toEqual(['__timestamp', '(Sales), Large', '(Sales), Medium', '(Sales), Small']);
    const months = q.data.map((r: Json) => r.__timestamp);
    expect(months[0]).toBe(utc('2003-01-01'));
    expect(months.at(-1)).toBe(utc('2005-05-01'));
    expect(months).toHaveLength(29);
    const expected = await engineTotals(
      `SELECT epoch_ms(DATE_TRUNC('month', order_date)) AS t, deal_size, SUM(sales) AS v
       FROM cleaned_sales_data WHERE order_date >= '2003-01-01' AND order_date < '2005-06-01' GROUP BY ALL`,
      ['t', 'deal_size'],
    );
    for (const row of q.data as Json[])
      for (const size of ['Large', 'Medium', 'Small'])
        expect(row[`(Sales), ${size}`]).toBeCloseTo(expected.get(`${row.__timestamp}|${size}`)!, 4);
  });

  it('runs a cumulative sum on the pivot of __timestamp (rolling_type cumsum)', async () => {
    const id = ids.cleaned_sales_data!;
    const body = fixtures.revenueByDealSize(id);
    const [query] = body.queries as Json[];
    // rollingWindowOperator's step, between the pivot and the flatten, on the metric's level.
    const steps = query!.post_processing as Json[];
    steps.splice(1, 0, { operation: 'cum', options: { operator: 'sum', columns: { '(Sales)': '(Sales)' } } });
    const [plain, cumulative] = [await chartData(fixtures.revenueByDealSize(id)), await chartData(body)];
    expect(cumulative.colnames).toEqual(plain.colnames);
    let running = 0;
    (plain.data as Json[]).forEach((row, i) => {
      running += row['(Sales), Large'] as number;
      expect(cumulative.data[i]['(Sales), Large']).toBeCloseTo(running, 4);
    });
  });

  it('joins time_offsets on __timestamp, renamed by the offset after the pivot', async () => {
    const id = ids.cleaned_sales_data!;
    // From 2004 on: the comparison reads 2003, outside the chart's own range, so the range is shifted.
    const body = fixtures.revenueByDealSize(id, ['1 year ago']);
    (body.queries as Json[])[0]!.time_range = '2004-01-01T00:00:00 : 2005-06-01T00:00:00';
    const [plain, compared] = [await chartData(fixtures.revenueByDealSize(id)), await chartData(body)];
    expect(compared.colnames).toEqual([
      '__timestamp',
      '(Sales), Large',
      '(Sales), Medium',
      '(Sales), Small',
      '1 year ago, Large',
      '1 year ago, Medium',
      '1 year ago, Small',
    ]);
    const byMonth = new Map((plain.data as Json[]).map((r) => [r.__timestamp as number, r]));
    const yearBefore = (t: number) => {
      const d = new Date(t);
      d.setUTCFullYear(d.getUTCFullYear() - 1);
      return d.getTime();
    };
    expect(compared.data).toHaveLength(17);
    for (const row of compared.data as Json[]) {
      const before = byMonth.get(yearBefore(row.__timestamp as number))!;
      for (const size of ['Large', 'Medium', 'Small'])
        expect(row[`1 year ago, ${size}`]).toBeCloseTo(before[`(Sales), ${size}`], 4);
    }
  });

  it("reads a BIGINT year time column with its '%Y' format as a date (video games by year)", async () => {
    const q = await chartData(fixtures.totalSalesPerMarketByGenre(ids.video_game_sales!));
    // No grain: the column as it is, then read as Superset's normalize_dttm_col reads it.
    expect(q.query).toMatch(/^SELECT "year" AS "__timestamp", "genre" AS "genre"/);
    expect(q.colnames[0]).toBe('__timestamp');
    expect(q.coltypes[0]).toBe(2);
    expect(q.colnames).toContain('North America, Action');
    const expected = await engineTotals(
      `SELECT year AS t, SUM(na_sales) AS v FROM video_game_sales WHERE genre = 'Action' GROUP BY ALL`,
      ['t'],
    );
    const years = [...expected.keys()].map(Number).sort((a, b) => a - b);
    expect(q.data.map((r: Json) => r.__timestamp)).toEqual(years.map((y) => Date.UTC(y, 0, 1)));
    for (const row of q.data as Json[]) {
      const year = new Date(row.__timestamp as number).getUTCFullYear();
      expect(row['North America, Action']).toBeCloseTo(expected.get(String(year))!, 4);
    }
  });

  it('answers samples of a legacy query as raw rows, without __timestamp', async () => {
    const body = { ...fixtures.quarterlySalesByProductLine(ids.cleaned_sales_data!), result_type: 'samples' };
    const q = await chartData(body);
    expect(q.colnames).not.toContain('__timestamp');
    expect(q.colnames).toContain('order_date');
  });

  it('refuses a time series without a time column with a 400 naming granularity', async () => {
    const body = fixtures.quarterlySalesByProductLine(ids.cleaned_sales_data!);
    delete (body.queries as Json[])[0]!.granularity;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^queries\[0\]\.granularity: Datetime column not provided/);
  });
});

describe('BASE_AXIS adhoc column naming a calculated column', () => {
  it("groups by the column's definition (Vaccine Candidates per Phase)", async () => {
    const q = await chartData(fixtures.vaccineCandidatesPerPhase(ids['COVID Vaccines']!));
    const stage = COVID_VACCINES_DATASET.columns.find((c) => c.column_name === 'clinical_stage')!;
    const expected = await engineTotals(
      `SELECT (${stage.expression}) AS stage, COUNT(*) AS v FROM "COVID Vaccines" GROUP BY ALL`,
      ['stage'],
    );
    expect(q.colnames).toEqual(['clinical_stage', 'count']);
    expect(q.data).toHaveLength(expected.size);
    for (const row of q.data as Json[]) expect(row.count).toBe(expected.get(String(row.clinical_stage)));
    expect(q.data.map((r: Json) => r.clinical_stage)).toContain('4. Authorized');
  });

  it('still refuses unsafe adhoc SQL on the x-axis', async () => {
    const body = fixtures.vaccineCandidatesPerPhase(ids['COVID Vaccines']!);
    const [query] = body.queries as Json[];
    query!.columns = [{ ...query!.columns[0], sqlExpression: "read_csv('/etc/passwd')" }];
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: admin.headers,
      payload: body,
    });
    expect([400, 403]).toContain(res.statusCode);
    expect(res.body).not.toContain('root:');
  });
});
