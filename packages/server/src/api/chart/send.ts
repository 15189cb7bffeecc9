/**
 * A chart-data answer at the HTTP edge: JSON, CSV (streamed when large) or XLSX, with the phases in a
 * Server-Timing header. Payloads keep the JSON text they were cached with (decision 0004): only
 * `is_cached`/`cached_dttm` are spliced in, so no payload is serialized twice and a cache hit costs no
 * serialization at all.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ChartDataAnswer, QueryResult } from '../../query/chart-data.js';
import type { Timing } from '../../query/timing.js';

/** `{…payload,"is_cached":…,"cached_dttm":…}` from the payload's JSON object text. */
const withCacheState = (json: string, cachedAt: string | null) =>
  `${json.slice(0, -1)},"is_cached":${cachedAt !== null},"cached_dttm":${JSON.stringify(cachedAt)}}`;

function queryResultJson(result: QueryResult): string {
  switch (result.kind) {
    case 'computed':
      return withCacheState(result.json, null);
    case 'cached':
      return withCacheState(result.json, result.cachedAt);
    case 'query':
      return JSON.stringify({ query: result.query, language: result.language });
    case 'listing':
      return JSON.stringify({ data: result.data, colnames: result.colnames, rowcount: result.rowcount });
  }
}

/** Superset's chart-data body (core's ChartDataResponse): `{"result":[…]}`, one entry per query. */
export const chartDataJson = (queries: QueryResult[]): string =>
  `{"result":[${queries.map(queryResultJson).join(',')}]}`;

export async function sendChartData(reply: FastifyReply, result: ChartDataAnswer, timing: Timing) {
  reply.header('server-timing', timing.header());
  if (result.format === 'json')
    return reply.type('application/json; charset=utf-8').send(chartDataJson(result.queries));
  if (result.format === 'csv') {
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${result.filename}"`);
    return reply.send(typeof result.body === 'string' ? result.body : Readable.from(result.body));
  }
  const { toXlsx } = await import('../../query/formats/xlsx.js');
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${result.filename}"`)
    .send(Buffer.from(toXlsx(result.columns, result.rows)));
}
