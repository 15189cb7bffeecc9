/** The generated data looks like the real thing: shapes, invariants and distributions. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DATASETS, buildExamplesDatabase } from './index.js';
import { quoteIdent } from './table-writer.js';

let dir: string;
let instance: DuckDBInstance;
let connection: DuckDBConnection;

async function rows(sql: string): Promise<unknown[][]> {
  const reader = await connection.runAndReadAll(sql);
  return reader.getRows().map((row) => row.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
}
async function one(sql: string): Promise<unknown[]> {
  const [row] = await rows(sql);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-examples-data-'));
  const { path: file } = await buildExamplesDatabase({ dataDir: dir, flightsRows: 60_000 });
  instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  connection = await instance.connect();
});

afterAll(() => {
  connection?.closeSync();
  instance?.closeSync();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('dataset declarations run on the generated tables', () => {
  for (const dataset of EXAMPLE_DATASETS) {
    it(`${dataset.table_name}: every metric and expression column is valid SQL`, async () => {
      const expressions = [
        ...dataset.metrics.map((m) => m.expression),
        ...dataset.columns.filter((c) => c.expression).map((c) => `count(DISTINCT ${c.expression})`),
      ];
      const [row] = await rows(`SELECT ${expressions.join(', ')} FROM ${quoteIdent(dataset.table_name)}`);
      expect(row).toHaveLength(expressions.length);
      if (dataset.main_dttm_col) {
        expect(dataset.columns.find((c) => c.column_name === dataset.main_dttm_col)?.is_dttm).toBe(true);
      }
    });
  }
});

describe('cleaned_sales_data', () => {
  it('covers 2003 to 2005 with every month present and growth with Q4 peaks', async () => {
    expect(
      await one(
        `SELECT min(order_date)::VARCHAR, max(order_date)::VARCHAR, count(DISTINCT date_trunc('month', order_date)) FROM cleaned_sales_data`,
      ),
    ).toEqual([expect.stringMatching(/^2003-01-0/), expect.stringMatching(/^2005-12-/), 36]);
    const byYear =
      await rows(`SELECT year, sum(sales) FILTER (WHERE quarter = 4) > 1.4 * sum(sales) FILTER (WHERE quarter = 1), sum(sales)
      FROM cleaned_sales_data GROUP BY year ORDER BY year`);
    expect(byYear.map((r) => r[0])).toEqual([2003, 2004, 2005]);
    expect(byYear.every((r) => r[1] === true)).toBe(true);
    expect(Number(byYear[2]?.[2])).toBeGreaterThan(Number(byYear[0]?.[2]));
  });

  it('derives sales, deal size and calendar columns consistently', async () => {
    expect(
      await one(`SELECT
        count(*) FILTER (WHERE abs(sales - quantity_ordered * price_each) > 0.01),
        count(*) FILTER (WHERE deal_size <> CASE WHEN sales < 3000 THEN 'Small' WHEN sales < 7000 THEN 'Medium' ELSE 'Large' END),
        count(*) FILTER (WHERE year <> year(order_date) OR month <> month(order_date) OR quarter <> quarter(order_date)),
        count(DISTINCT deal_size), count(DISTINCT product_line), count(DISTINCT territory)
      FROM cleaned_sales_data`),
    ).toEqual([0, 0, 0, 3, 7, 4]);
  });

  it('has realistic statuses, orders and customers', async () => {
    const statuses = Object.fromEntries(
      await rows(`SELECT status, count(*) / sum(count(*)) OVER () FROM cleaned_sales_data GROUP BY 1`),
    );
    expect(Object.keys(statuses).sort()).toEqual([
      'Cancelled',
      'Disputed',
      'In Process',
      'On Hold',
      'Resolved',
      'Shipped',
    ]);
    expect(statuses.Shipped).toBeGreaterThan(0.85);
    expect(
      await one(`SELECT count(*) FROM (SELECT order_number FROM cleaned_sales_data GROUP BY 1
        HAVING count(DISTINCT status) > 1 OR count(DISTINCT customer_name) > 1 OR count(DISTINCT order_date) > 1
          OR max(order_line_number) <> count(*) OR count(DISTINCT product_code) <> count(*))`),
    ).toEqual([0]);
    const [country] = await one(
      `SELECT country FROM cleaned_sales_data GROUP BY 1 ORDER BY sum(sales) DESC LIMIT 1`,
    );
    expect(country).toBe('USA');
  });
});

describe('birth_names', () => {
  it('has 44 years, two genders, 11 states and consistent counts', async () => {
    expect(
      await one(`SELECT count(DISTINCT ds), min(year(ds)), max(year(ds)), count(DISTINCT gender), count(DISTINCT state),
        count(*) FILTER (WHERE num <> num_boys + num_girls OR (gender = 'boy') <> (num_boys > 0))
      FROM birth_names`),
    ).toEqual([44, 1965, 2008, 2, 11, 0]);
  });

  it('follows name fashions: Jennifer in the 1970s, Emily around 2000', async () => {
    const peak = async (name: string) =>
      (
        await one(
          `SELECT year(ds) FROM birth_names WHERE name = '${name}' GROUP BY 1 ORDER BY sum(num) DESC LIMIT 1`,
        )
      )[0];
    const jennifer = await peak('Jennifer');
    expect(jennifer).toBeGreaterThanOrEqual(1970);
    expect(jennifer).toBeLessThanOrEqual(1979);
    expect(await peak('Emily')).toBeGreaterThanOrEqual(1996);
  });
});

describe('video_game_sales', () => {
  it('ranks releases by global sales, which add up the regions', async () => {
    expect(
      await one(`SELECT count(*) = count(DISTINCT rank), min(rank), max(rank) = count(*),
        count(*) FILTER (WHERE abs(global_sales - (na_sales + eu_sales + jp_sales + other_sales)) > 0.011),
        count(*) FILTER (WHERE year < 1980 OR year > 2016)
      FROM video_game_sales`),
    ).toEqual([true, 1, true, 0, 0]);
    expect(
      await one(
        `SELECT count(*) FROM (SELECT global_sales, lag(global_sales) OVER (ORDER BY rank) AS prev FROM video_game_sales) WHERE global_sales > prev`,
      ),
    ).toEqual([0]);
  });

  it('has platforms only during their lifetime and the 12 genres', async () => {
    expect(
      await one(`SELECT count(*) FILTER (WHERE platform = 'PS4' AND year < 2013) + count(*) FILTER (WHERE platform = 'NES' AND year > 1994),
        count(DISTINCT genre) FROM video_game_sales`),
    ).toEqual([0, 12]);
  });
});

describe('COVID Vaccines', () => {
  it('maps every stage to a clinical stage', async () => {
    const stages = await rows(
      `SELECT DISTINCT clinical_stage FROM (SELECT ${
        EXAMPLE_DATASETS.find((d) => d.table_name === 'COVID Vaccines')?.columns.find(
          (c) => c.column_name === 'clinical_stage',
        )?.expression
      } AS clinical_stage FROM "COVID Vaccines") ORDER BY 1`,
    );
    expect(stages.map((r) => r[0])).toEqual([
      '0. Pre-clinical',
      '1. Phase I',
      '2. Phase II or Combined I/II',
      '3. Phase III',
      '4. Authorized',
    ]);
  });
});

describe('wb_health_population', () => {
  it('has one row per country and year with consistent indicators', async () => {
    expect(
      await one(`SELECT count(DISTINCT year), min(year(year)), max(year(year)), count(DISTINCT region),
        count(*) FILTER (WHERE SP_URB_TOTL + SP_RUR_TOTL <> SP_POP_TOTL),
        count(*) FILTER (WHERE abs(SP_URB_TOTL_IN_ZS + SP_RUR_TOTL_ZS - 100) > 0.01),
        count(*) FILTER (WHERE SH_DYN_AIDS IS NOT NULL AND year(year) < 1990),
        count(*) FILTER (WHERE length(country_code) <> 3 OR latitude NOT BETWEEN -90 AND 90 OR longitude NOT BETWEEN -180 AND 180)
      FROM wb_health_population`),
    ).toEqual([55, 1960, 2014, 7, 0, 0, 0, 0]);
    expect(
      await one(
        `SELECT count(*) FROM (SELECT country_code FROM wb_health_population GROUP BY 1 HAVING count(*) <> 55)`,
      ),
    ).toEqual([0]);
  });

  it('grows population and life expectancy over time', async () => {
    const [pop1960, pop2014, life1960, life2014] = await one(`SELECT
        sum(SP_POP_TOTL) FILTER (WHERE year(year) = 1960), sum(SP_POP_TOTL) FILTER (WHERE year(year) = 2014),
        avg(SP_DYN_LE00_IN) FILTER (WHERE year(year) = 1960), avg(SP_DYN_LE00_IN) FILTER (WHERE year(year) = 2014)
      FROM wb_health_population`);
    expect(Number(pop1960)).toBeGreaterThan(2.5e9);
    expect(Number(pop2014)).toBeGreaterThan(7e9);
    expect(Number(life2014) - Number(life1960)).toBeGreaterThan(10);
  });
});

describe('flights', () => {
  it('is sorted by departure and covers every month of 2013-2015', async () => {
    expect(
      await one(`SELECT count(*) FILTER (WHERE ds < prev), count(DISTINCT date_trunc('month', ds)), min(ds)::VARCHAR, max(ds)::VARCHAR
      FROM (SELECT ds, lag(ds) OVER (ORDER BY rowid) AS prev FROM flights)`),
    ).toEqual([0, 36, expect.stringMatching(/^2013-01-01/), expect.stringMatching(/^2015-12-31/)]);
  });

  it('keeps flights, cancellations and delay causes consistent', async () => {
    expect(
      await one(`SELECT
        count(*) FILTER (WHERE ORIGIN_AIRPORT = DESTINATION_AIRPORT),
        count(*) FILTER (WHERE CANCELLED = 1 AND (DEPARTURE_DELAY IS NOT NULL OR ARRIVAL_DELAY IS NOT NULL OR CANCELLATION_REASON IS NULL)),
        count(*) FILTER (WHERE CANCELLED = 0 AND CANCELLATION_REASON IS NOT NULL),
        count(*) FILTER (WHERE ARRIVAL_DELAY >= 15 AND AIR_SYSTEM_DELAY + SECURITY_DELAY + AIRLINE_DELAY + LATE_AIRCRAFT_DELAY + WEATHER_DELAY <> ARRIVAL_DELAY),
        count(*) FILTER (WHERE DAY_OF_WEEK <> isodow(ds) OR SCHEDULED_DEPARTURE <> hour(ds) * 100 + minute(ds)),
        count(*) FILTER (WHERE DISTANCE < 50 OR AIR_TIME > SCHEDULED_TIME + 60)
      FROM flights`),
    ).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('has plausible rates: few cancellations, more delays in summer and in the evening', async () => {
    const [cancelled, late, summer, autumn, morning, evening] = (
      await one(`SELECT avg(CANCELLED), avg((ARRIVAL_DELAY >= 15)::INTEGER),
        avg(DEPARTURE_DELAY) FILTER (WHERE month(ds) IN (6, 7)), avg(DEPARTURE_DELAY) FILTER (WHERE month(ds) IN (9, 10)),
        avg(DEPARTURE_DELAY) FILTER (WHERE hour(ds) < 8), avg(DEPARTURE_DELAY) FILTER (WHERE hour(ds) BETWEEN 17 AND 20)
      FROM flights`)
    ).map(Number);
    expect(cancelled).toBeGreaterThan(0.005);
    expect(cancelled).toBeLessThan(0.03);
    expect(late).toBeGreaterThan(0.12);
    expect(late).toBeLessThan(0.3);
    expect(summer).toBeGreaterThan(autumn ?? 0);
    expect(evening).toBeGreaterThan(morning ?? 0);
  });
});
