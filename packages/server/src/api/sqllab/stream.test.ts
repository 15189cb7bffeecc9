import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q, startSqlLabServer, type Json, type SqlLabServer } from '../../test-support/sqllab.js';

// A small display limit: rows past it are stored (up to the query limit) but not sent.
const DISPLAY = 1500;
let lab: SqlLabServer;

beforeAll(async () => {
  lab = await startSqlLabServer({ DISPLAY_MAX_ROW: String(DISPLAY), SQL_MAX_ROW: '8000' });
}, 180_000);
afterAll(() => lab?.server.close());

const SQL = 'SELECT "AIRLINE", "FLIGHT_NUMBER", "DEPARTURE_DELAY" FROM flights ORDER BY 1, 2, 3';

const streamed = (body: Json) =>
  lab.server.app.inject({
    method: 'POST',
    url: '/api/v1/sqllab/execute/',
    headers: { ...lab.admin.headers, accept: 'application/x-ndjson, application/json' },
    payload: { database_id: lab.examplesDbId, ...body },
  });

describe('execute streamed to the web client (application/x-ndjson)', () => {
  it('sends the columns, then rows up to DISPLAY_MAX_ROW, then the outcome; stores up to the limit', async () => {
    const res = await streamed({ sql: SQL, queryLimit: 5000, client_id: 'cl_stream_1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    const head = lines[0] as { columns: Json[] };
    expect(head.columns.map((c) => c.column_name)).toEqual(['AIRLINE', 'FLIGHT_NUMBER', 'DEPARTURE_DELAY']);
    const batches = lines.slice(1, -1) as unknown[][][];
    // The first rows go out on their own, before the rest is read.
    expect(batches[0]!.length).toBeLessThanOrEqual(1000);
    const rows = batches.flat();
    expect(rows).toHaveLength(DISPLAY);
    expect(rows[0]).toHaveLength(3);
    const outcome = lines.at(-1) as Json;
    expect(outcome).toMatchObject({
      status: 'success',
      displayLimitReached: true,
      query: { id: 'cl_stream_1', state: 'success', rows: 5000, limitingFactor: 'DROPDOWN' },
    });

    // The stored result holds all 5000 rows; the first ones are those streamed.
    const key = String((outcome.query as Json).resultsKey);
    const stored = await lab.call<{ data: Json[] }>(
      lab.admin,
      'GET',
      `/api/v1/sqllab/results/?${q({ key, rows: 8000 })}`,
    );
    expect(stored.status).toBe(200);
    expect(stored.body.data).toHaveLength(5000);
    expect(stored.body).not.toHaveProperty('displayLimitReached');
    expect(stored.body.data.slice(0, DISPLAY).map((r) => Object.values(r))).toEqual(rows);

    const csv = await lab.server.app.inject({
      method: 'GET',
      url: '/api/v1/sqllab/export/cl_stream_1/',
      headers: lab.admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    const csvLines = csv.body.trimEnd().split('\r\n');
    expect(csvLines).toHaveLength(5001);
    expect(csvLines[0]).toBe('AIRLINE,FLIGHT_NUMBER,DEPARTURE_DELAY');
    expect(csvLines[1]).toBe(
      (rows[0] as (string | number | null)[]).map((v) => (v === null ? '' : String(v))).join(','),
    );
  });

  it('answers a failure before any row with the usual JSON error', async () => {
    const res = await streamed({ sql: 'SELECT * FROM no_such_table', client_id: 'cl_stream_2' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ errors: [{ error_type: expect.any(String) }] });
  });

  it('streams an empty result as its columns and the outcome', async () => {
    const res = await streamed({
      sql: `${SQL.replace(' ORDER BY 1, 2, 3', '')} WHERE false`,
      client_id: 'cl_s3',
    });
    const lines = res.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ status: 'success', query: { rows: 0 } });
    expect(lines[1]).not.toHaveProperty('displayLimitReached');
  });

  it('keeps Superset’s JSON answer for other clients, cut at DISPLAY_MAX_ROW', async () => {
    const res = await lab.call<{ data: Json[]; displayLimitReached?: boolean; query: Json }>(
      lab.admin,
      'POST',
      '/api/v1/sqllab/execute/',
      { database_id: lab.examplesDbId, sql: SQL, queryLimit: 2000 },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(DISPLAY);
    expect(res.body.data[0]).toHaveProperty('FLIGHT_NUMBER');
    expect(res.body.displayLimitReached).toBe(true);
    expect(res.body.query).toMatchObject({ rows: 2000, limitingFactor: 'DROPDOWN' });
  });

  it('bounds a query without a limit by SQL_MAX_ROW', async () => {
    const res = await streamed({ sql: 'SELECT "FLIGHT_NUMBER" FROM flights', client_id: 'cl_s5' });
    const outcome = JSON.parse(res.body.trimEnd().split('\n').at(-1)!) as Json;
    expect(outcome.query).toMatchObject({ rows: 8000 });
  });
});
