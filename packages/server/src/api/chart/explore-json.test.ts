/**
 * `POST /superset/explore_json/` with `form_data` as Superset's client posts it: a multipart/form-data
 * field (SupersetClient's `postPayload`), a urlencoded form field, or JSON; all three answer the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../sql-safety/limits.js';
import { startExamplesServer, type Session, type TestServer } from '../../test-support/app.js';
import { multipartBody } from '../import/test-support/multipart.js';
import { quarterlySalesByProductLine } from './test-support/superset-contexts.js';

type Json = Record<string, any>;
let server: TestServer;
let admin: Session;
let salesId: number;

beforeAll(async () => {
  ({ server, admin, salesId } = await startExamplesServer(2_000));
}, 180_000);
afterAll(() => server?.close());

const exploreJson = (payload: string | Buffer, contentType: string, qs = '') =>
  server.app.inject({
    method: 'POST',
    url: `/superset/explore_json/${qs}`,
    headers: { ...admin.headers, 'content-type': contentType },
    payload,
  });

const multipart = (fields: Record<string, string>, qs = '') => {
  const form = multipartBody(fields);
  return exploreJson(form.payload, form.contentType, qs);
};
const urlencoded = (fields: Record<string, string>, qs = '') =>
  exploreJson(new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', qs);

/** The answer's first result without its cache state (the first post computes, the next hit the cache). */
const resultOf = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  const { is_cached: _cached, cached_dttm: _at, ...rest } = (res.json() as { result: Json[] }).result[0]!;
  return rest;
};

describe('POST /superset/explore_json/ with form_data', () => {
  it('answers a multipart or urlencoded form_data field as it answers JSON', async () => {
    const context = quarterlySalesByProductLine(salesId);
    const formData = JSON.stringify(context);
    const json = resultOf(await exploreJson(formData, 'application/json'));
    expect(json.colnames[0]).toBe('__timestamp');
    expect(json.colnames).toContain('SUM(Sales), Classic Cars');
    expect(json.data.length).toBeGreaterThan(4);
    expect(resultOf(await multipart({ form_data: formData }))).toEqual(json);
    expect(resultOf(await urlencoded({ form_data: formData }))).toEqual(json);
  });

  it('keeps the legacy result types of the query string on a form post', async () => {
    const formData = JSON.stringify(quarterlySalesByProductLine(salesId));
    const query = await multipart({ form_data: formData }, '?query=true');
    expect(query.statusCode).toBe(200);
    expect(query.json().result[0].query).toMatch(
      /^SELECT DATE_TRUNC\('quarter', "order_date"\) AS "__timestamp"/,
    );
    const csv = await urlencoded({ form_data: formData }, '?csv=true');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\n')[0]).toMatch(/^__timestamp,/);
  });

  it('refuses bad form_data fields with a 400 naming the field', async () => {
    const notJson = await multipart({ form_data: '{"datasource":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('form_data: is not valid JSON');

    const deep = await multipart({ form_data: '['.repeat(MAX_JSON_DEPTH + 5) });
    expect(deep.statusCode).toBe(400);
    expect(Object.keys(deep.json().message)).toEqual(['form_data']);

    const noQueries = await multipart({ form_data: JSON.stringify({ datasource: `${salesId}__table` }) });
    expect(noQueries.statusCode).toBe(400);
    expect(noQueries.json().message.queries).toBeDefined();
  });

  it('refuses files and more fields than a legacy post holds', async () => {
    const withFile = multipartBody(
      { form_data: '{}' },
      { field: 'upload', filename: 'a.zip', data: new Uint8Array([1, 2, 3]) },
    );
    const file = await exploreJson(withFile.payload, withFile.contentType);
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toEqual({ form_data: ['Files are not accepted here.'] });

    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x']));
    const tooMany = await multipart(many);
    expect(tooMany.statusCode).toBe(413);
  });
});
