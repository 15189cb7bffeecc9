/**
 * `flights`: millions of US domestic flights (2013-2015) generated inside DuckDB from `range()` and
 * its `hash()` function, so 10 million rows take seconds and every build is identical. Small
 * lookup lists (weighted picks, per-carrier route networks, distances) are inlined as SQL list
 * literals; each row draws its own uniform numbers by hashing (id, draw number). Rows are
 * generated in departure order, so the table is sorted by `ds` (compact, and time filters skip
 * whole row groups).
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { DAY_MS, utcDay } from '../dates.js';
import { createTableSql, quoteIdent } from '../table-writer.js';
import { physicalColumns } from '../types.js';
import { FLIGHTS_DATASET } from './dataset.js';
import { AIRPORTS, CARRIERS, distanceMiles } from './network.js';

export const FLIGHT_PERIOD = { first: utcDay(2013, 1, 1), last: utcDay(2015, 12, 31) };
export const FLIGHTS_CHUNK_ROWS = 1_000_000;
const ROUTE_SLOTS = 256;
const MIN_ROUTE_MILES = 150;

const sqlList = (items: readonly (number | string)[]): string =>
  `[${items.map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(',')}]`;

/** `slots` 1-based indexes into `weights`, each repeated in proportion to its weight. */
function pickList(weights: readonly number[], slots: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const list: number[] = [];
  let cumulative = 0;
  weights.forEach((w, i) => {
    cumulative += w;
    while (list.length < Math.round((cumulative / total) * slots)) list.push(i + 1);
  });
  return list;
}

/** Relative flights per day: summer peak, February low, fewer on Saturdays and holidays, yearly growth. */
export function flightDayWeight(day: number): number {
  const date = new Date(day * DAY_MS);
  const month =
    [0.92, 0.86, 1.02, 0.99, 1, 1.04, 1.07, 1.07, 0.96, 0.99, 0.95, 0.98][date.getUTCMonth()] ?? 1;
  const weekday = [0.96, 1.02, 0.97, 0.98, 1.03, 1.03, 0.82][date.getUTCDay()] ?? 1;
  const md = `${date.getUTCMonth() + 1}-${date.getUTCDate()}`;
  const isThanksgiving =
    date.getUTCMonth() === 10 && date.getUTCDay() === 4 && date.getUTCDate() >= 22 && date.getUTCDate() <= 28;
  const holiday = md === '12-25' ? 0.65 : md === '1-1' ? 0.85 : isThanksgiving ? 0.7 : 1;
  return month * weekday * holiday * (1 + 0.02 * (date.getUTCFullYear() - 2013));
}

/** Day index, first row id and row count of each day (days without rows left out). */
function dayStarts(rows: number): [number, number, number][] {
  const days: number[] = [];
  for (let d = FLIGHT_PERIOD.first; d <= FLIGHT_PERIOD.last; d++) days.push(d);
  const weights = days.map(flightDayWeight);
  const total = weights.reduce((a, b) => a + b, 0);
  const starts: [number, number, number][] = [];
  let cumulative = 0;
  days.forEach((day, i) => {
    const first = Math.round((cumulative / total) * rows);
    cumulative += weights[i] ?? 0;
    const next = Math.round((cumulative / total) * rows);
    if (next > first) starts.push([day - FLIGHT_PERIOD.first, first, next - first]);
  });
  return starts;
}

function routeLists(): number[][] {
  const index = new Map(AIRPORTS.map((a, i) => [a.iata, i]));
  return CARRIERS.map((carrier) => {
    const weights = AIRPORTS.map((a) => {
      if (carrier.hubs.includes(a.iata)) return a.traffic * 6;
      if (carrier.serves && !carrier.serves.includes(a.iata)) return 0;
      return a.traffic;
    });
    const list = pickList(weights, ROUTE_SLOTS);
    if (list.length !== ROUTE_SLOTS || list.some((i) => !index.has(AIRPORTS[i - 1]?.iata ?? ''))) {
      throw new Error(`route list of ${carrier.code} is malformed`);
    }
    return list;
  });
}

// hash(id, k) is not usable: DuckDB combines argument hashes cheaply, so the draws would be
// correlated. Hashing one distinct integer per (row, draw) gives independent-looking draws.
const draw = (k: number) => `hash(id * 32 + ${k})`;
const u = (k: number) => `(${draw(k)}::DOUBLE / 18446744073709551616.0)`;
const airport = (field: 'iata' | 'name' | 'city' | 'state' | 'lat' | 'lon') =>
  sqlList(AIRPORTS.map((a) => a[field]));

/** The lookup lists the generating SELECT inlines, as SQL list literals (hour lists as numbers). */
function insertLists() {
  // Departures per hour of the day. A day's rows get increasing times (the inverse of this
  // distribution at the row's position in the day), so the table is ordered by `ds`.
  const hourList = pickList([0, 0, 0, 0, 0, 2, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 7, 6, 6, 5, 3, 2, 1], 100);
  return {
    carriers: sqlList(
      pickList(
        CARRIERS.map((c) => c.share),
        1000,
      ),
    ),
    // Flattened (carrier - 1) * ROUTE_SLOTS + slot: indexing a nested list literal is far slower.
    routes: sqlList(routeLists().flat()),
    hourList,
    hourStart: Array.from({ length: 24 }, (_, h) => Math.max(0, hourList.indexOf(h + 1))),
    hourSlots: Array.from({ length: 24 }, (_, h) => hourList.filter((x) => x === h + 1).length || 1),
    hourDelay: sqlList([
      1, 1, 1, 1, 1, 0.55, 0.6, 0.7, 0.8, 0.9, 0.95, 1, 1.05, 1.1, 1.2, 1.3, 1.4, 1.5, 1.55, 1.6, 1.55, 1.4,
      1.2, 1,
    ]),
    monthDelay: sqlList([1.1, 1.05, 1, 0.9, 0.95, 1.35, 1.35, 1.15, 0.75, 0.75, 0.8, 1.3]),
    monthCancel: sqlList([2.2, 2.6, 1.3, 0.8, 0.8, 0.9, 0.9, 0.8, 0.6, 0.6, 0.6, 1.5]),
    reasons: sqlList(pickList([28, 50, 21, 1], 100).map((i) => 'ABCD'.charAt(i - 1))),
    distances: sqlList(AIRPORTS.flatMap((a) => AIRPORTS.map((b) => distanceMiles(a, b)))),
  };
}

type InsertLists = ReturnType<typeof insertLists>;

/** The CTEs drawing each row's day, time, carrier, route, delays and cancellation. */
function drawsSql(lo: number, hi: number, bucketRows: number, lists: InsertLists): string {
  const { carriers, routes, hourList, hourStart, hourSlots, hourDelay, monthDelay, monthCancel, distances } =
    lists;
  const n = AIRPORTS.length;
  const firstDay = new Date(FLIGHT_PERIOD.first * DAY_MS).toISOString().slice(0, 10);
  return `WITH base AS (
  SELECT id, id >= f.first2 AS later,
    DATE '${firstDay}' + (CASE WHEN later THEN f.day2 ELSE f.day1 END)::INTEGER AS day,
    ${carriers}[1 + floor(${u(1)} * 1000)::INTEGER] AS c,
    floor(${u(2)} * ${ROUTE_SLOTS})::INTEGER AS so,
    floor(${u(3)} * ${ROUTE_SLOTS})::INTEGER AS sd,
    (id - CASE WHEN later THEN f.first2 ELSE f.first1 END + 0.5) / CASE WHEN later THEN f.cnt2 ELSE f.cnt1 END * 100 AS slot
  FROM range(${lo}, ${hi}) r(id) JOIN flight_buckets f ON f.bucket = id // ${bucketRows}
), hours AS (
  SELECT *, ${sqlList(hourList)}[1 + floor(slot)::INTEGER] - 1 AS hr FROM base
), times AS (
  SELECT *, least(55, greatest(0, floor((slot - ${sqlList(hourStart)}[hr + 1]) / ${sqlList(hourSlots)}[hr + 1] * 12)::INTEGER * 5)) AS mi
  FROM hours
), legs AS (
  SELECT *, month(day) AS mo, ${routes}[(c - 1) * ${ROUTE_SLOTS} + 1 + so] AS o,
    ${routes}[(c - 1) * ${ROUTE_SLOTS} + 1 + sd] AS d1, ${routes}[(c - 1) * ${ROUTE_SLOTS} + 1 + (sd + 97) % ${ROUTE_SLOTS}] AS d2
  FROM times
), flags AS (
  SELECT *,
    -- No flight to the same airport or a neighbour (SFO-OAK, DAL-DFW…): fall back to another draw, then to a hub.
    CASE WHEN ${distances}[(o - 1) * ${n} + d1] >= ${MIN_ROUTE_MILES} THEN d1
      WHEN ${distances}[(o - 1) * ${n} + d2] >= ${MIN_ROUTE_MILES} THEN d2 WHEN o = 1 THEN 3 ELSE 1 END AS d,
    ${u(11)} < 0.014 * ${monthCancel}[mo] AS cancelled,
    ${u(6)} < 0.14 * ${monthDelay}[mo] * ${hourDelay}[hr + 1] * ${sqlList(CARRIERS.map((x) => x.delay))}[c] * ${sqlList(AIRPORTS.map((a) => a.delay))}[o] AS late
  FROM legs
), delays AS (
  SELECT *,
    NOT cancelled AND ${u(13)} < 0.0025 AS diverted,
    ${distances}[(o - 1) * ${n} + d] AS dist,
    CASE WHEN late THEN 15 + floor(-ln(1 - ${u(7)}) * 38) ELSE floor(-9 + ${u(8)} * 23) END AS dep,
    floor((${u(9)} + ${u(10)} - 1) * 20) - 6 AS drift
  FROM flags
), timed AS (
  SELECT *, dep + drift AS arr, round(dist / 7.1 + 28) AS sched, round(dist / 7.6 + 8 + drift / 3) AS air,
    ${u(16)} AS w_late, ${u(17)} * 0.8 AS w_airline, ${u(18)} * 0.6 AS w_system,
    CASE WHEN ${u(19)} < 0.12 THEN ${u(19)} * 5 ELSE 0 END AS w_weather
  FROM delays
), split AS (
  SELECT *, NOT cancelled AND NOT diverted AND arr >= 15 AS attributed, w_late + w_airline + w_system + w_weather AS w_total,
    (hr * 60 + mi + dep::INTEGER + 1440) % 1440 AS dep_minute
  FROM timed
)`;
}

/** The final SELECT: one value per physical column of `flights`, in its order. */
function rowSelectSql({ reasons }: InsertLists): string {
  const usIndex = CARRIERS.findIndex((c) => c.code === 'US') + 1;
  return `SELECT
  day + to_minutes((hr * 60 + mi)::BIGINT),
  isodow(day),
  CASE WHEN c = ${usIndex} AND day >= DATE '2015-07-01' THEN 'AA' ELSE ${sqlList(CARRIERS.map((x) => x.code))}[c] END,
  1 + hash(c, o, d, hr) % 2999,
  'N' || (100 + ${draw(15)} % 400)::VARCHAR || ${sqlList(CARRIERS.map((x) => x.tail))}[c],
  ${airport('iata')}[o], ${airport('iata')}[d],
  hr * 100 + mi,
  CASE WHEN cancelled THEN NULL ELSE (dep_minute // 60) * 100 + dep_minute % 60 END,
  CASE WHEN cancelled THEN NULL ELSE dep END,
  sched,
  CASE WHEN cancelled OR diverted THEN NULL ELSE sched + arr - dep END,
  CASE WHEN cancelled OR diverted THEN NULL ELSE air END,
  dist,
  CASE WHEN cancelled OR diverted THEN NULL ELSE arr END,
  diverted::INTEGER, cancelled::INTEGER,
  CASE WHEN cancelled THEN ${reasons}[1 + floor(${u(12)} * 100)::INTEGER] END,
  CASE WHEN attributed THEN arr - floor(arr * w_late / w_total) - floor(arr * w_airline / w_total) - floor(arr * w_weather / w_total) END,
  CASE WHEN attributed THEN 0 END,
  CASE WHEN attributed THEN floor(arr * w_airline / w_total) END,
  CASE WHEN attributed THEN floor(arr * w_late / w_total) END,
  CASE WHEN attributed THEN floor(arr * w_weather / w_total) END,
  ${airport('name')}[o], ${airport('city')}[o], ${airport('state')}[o], ${airport('lat')}[o], ${airport('lon')}[o],
  ${airport('name')}[d], ${airport('city')}[d], ${airport('state')}[d], ${airport('lat')}[d], ${airport('lon')}[d]
FROM split`;
}

/** The INSERT … SELECT that generates rows [lo, hi). */
export function flightsInsertSql(lo: number, hi: number, bucketRows: number): string {
  const lists = insertLists();
  const columns = physicalColumns(FLIGHTS_DATASET).map((c) => quoteIdent(c.name));
  return `INSERT INTO flights (${columns.join(', ')})
${drawsSql(lo, hi, bucketRows, lists)}
${rowSelectSql(lists)}`;
}

/** Creates and fills `flights` with `rows` rows, in chunks; `onChunk` runs after each. */
export async function buildFlights(
  connection: DuckDBConnection,
  rows: number,
  onChunk: (done: number, total: number) => void = () => {},
): Promise<void> {
  await connection.run(createTableSql('flights', physicalColumns(FLIGHTS_DATASET)));
  // Rows are numbered in time order. Each row finds its day through a bucket of ids (an equi-join
  // keeps the rows in order, unlike an ASOF join); buckets are no longer than the shortest day,
  // so a bucket holds the end of one day and at most the start of the next.
  const starts = dayStarts(rows);
  const bucketRows = Math.max(1, Math.min(4096, ...starts.map(([, , count]) => count)));
  const values = starts
    .map(([dayIndex, first, count], seq) => `(${seq}, ${dayIndex}, ${first}, ${count})`)
    .join(',');
  await connection.run(
    `CREATE TEMP TABLE flight_days AS SELECT * FROM (VALUES ${values || '(0, 0, 0, 1)'}) t(seq, day_index, first_id, cnt)`,
  );
  await connection.run(`CREATE TEMP TABLE flight_buckets AS
    SELECT b.bucket, d.day_index AS day1, d.first_id AS first1, d.cnt AS cnt1,
      coalesce(n.day_index, d.day_index) AS day2, coalesce(n.first_id, ${Number.MAX_SAFE_INTEGER}) AS first2, coalesce(n.cnt, d.cnt) AS cnt2
    FROM range(${Math.ceil(rows / bucketRows) || 1}) b(bucket)
    ASOF JOIN flight_days d ON b.bucket * ${bucketRows} >= d.first_id
    LEFT JOIN flight_days n ON n.seq = d.seq + 1`);
  const chunks = flightChunkCount(rows);
  for (let i = 0; i < chunks; i++) {
    const lo = Math.floor((rows * i) / chunks);
    const hi = Math.floor((rows * (i + 1)) / chunks);
    if (hi > lo) await connection.run(flightsInsertSql(lo, hi, bucketRows));
    onChunk(i + 1, chunks);
  }
  await connection.run('DROP TABLE flight_buckets');
  await connection.run('DROP TABLE flight_days');
}

export const flightChunkCount = (rows: number): number => Math.max(1, Math.ceil(rows / FLIGHTS_CHUNK_ROWS));
