import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRison } from '@meridian/core';
import type { Session, TestServer } from '../../test-support/app.js';
import { login, startTestServer, userSession } from '../../test-support/app.js';

type Json = Record<string, any>;

let server: TestServer;
let admin: Session;
let gamma: Session;
let nobody: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server);
  gamma = await userSession(server, 'ann_gamma', ['Gamma']);
  nobody = await userSession(server, 'ann_public', ['Public']);
});
afterAll(() => server?.close());

const call = async (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) => {
  const res = await server.app.inject({ method, url, headers: s.headers, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json() as Json };
};
const base = '/api/v1/annotation_layer';
const q = (v: unknown) => encodeURIComponent(encodeRison(v));

async function newLayer(name: string, descr: string | null = null): Promise<number> {
  const res = await call(admin, 'POST', `${base}/`, { name, descr });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const event = (short_descr: string, start: string, end = start) => ({
  short_descr,
  start_dttm: start,
  end_dttm: end,
});

describe('annotation layers', () => {
  it('creates, lists with filters and order, reads, updates and deletes a layer', async () => {
    const created = await call(admin, 'POST', `${base}/`, { name: 'Releases', descr: 'Product releases' });
    expect(created.status).toBe(201);
    expect(created.body.result).toEqual({ name: 'Releases', descr: 'Product releases' });
    const id = created.body.id as number;
    await newLayer('Outages', 'Incidents');

    const byText = await call(
      gamma,
      'GET',
      `${base}/?q=${q({ filters: [{ col: 'name', opr: 'annotation_layer_all_text', value: 'product' }] })}`,
    );
    expect(byText.status).toBe(200);
    expect(byText.body.count).toBe(1);
    expect(byText.body.result[0]).toMatchObject({ id, name: 'Releases', created_by: { id: 1 } });
    const ordered = await call(
      gamma,
      'GET',
      `${base}/?q=${q({ order_column: 'name', order_direction: 'asc' })}`,
    );
    expect(ordered.body.result.map((r: Json) => r.name)).toEqual(['Outages', 'Releases']);
    const paged = await call(
      gamma,
      'GET',
      `${base}/?q=${q({ page: 1, page_size: 1, order_column: 'name', order_direction: 'asc' })}`,
    );
    expect(paged.body).toMatchObject({ count: 2, result: [{ name: 'Releases' }] });

    const got = await call(gamma, 'GET', `${base}/${id}`);
    expect(got.body.result).toMatchObject({ id, name: 'Releases', descr: 'Product releases' });
    expect((await call(admin, 'PUT', `${base}/${id}`, { descr: 'Shipped' })).status).toBe(200);
    expect((await call(admin, 'GET', `${base}/${id}`)).body.result.descr).toBe('Shipped');

    expect((await call(admin, 'DELETE', `${base}/${id}`)).body).toEqual({ message: 'OK' });
    expect((await call(admin, 'GET', `${base}/${id}`)).status).toBe(404);
  });

  it('answers _info and related as Flask-AppBuilder', async () => {
    const info = await call(gamma, 'GET', `${base}/_info`);
    expect(info.body.permissions).toEqual(['can_read']);
    expect(info.body.add_columns.map((c: Json) => c.name)).toEqual(['name', 'descr']);
    expect(info.body.filters.name.map((f: Json) => f.operator)).toContain('ct');
    const related = await call(admin, 'GET', `${base}/related/created_by`);
    expect(related.status).toBe(200);
    expect(related.body.result[0]).toMatchObject({ value: 1 });
    expect((await call(admin, 'GET', `${base}/related/nope`)).status).toBe(400);
  });

  it('refuses a duplicate name, bad bodies and unknown ids', async () => {
    await newLayer('Unique');
    const dup = await call(admin, 'POST', `${base}/`, { name: 'Unique' });
    expect(dup).toEqual({ status: 422, body: { message: { name: ['Name must be unique'] } } });
    const missing = await call(admin, 'POST', `${base}/`, { descr: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.message.name).toEqual(['Missing data for required field.']);
    expect((await call(admin, 'POST', `${base}/`, { name: 'x', extra: 1 })).status).toBe(400);
    expect((await call(admin, 'PUT', `${base}/999999`, { descr: 'x' })).status).toBe(404);
    expect((await call(admin, 'DELETE', `${base}/abc`)).status).toBe(404);
    expect((await call(admin, 'GET', `${base}/?q=${q({ order_column: 'nope' })}`)).status).toBe(400);
  });

  it('bulk deletes layers all or nothing, and not a layer with annotations', async () => {
    const a = await newLayer('Bulk A');
    const b = await newLayer('Bulk B');
    expect((await call(admin, 'DELETE', `${base}/?q=${q([a, 999999])}`)).status).toBe(404);
    await call(admin, 'POST', `${base}/${b}/annotation/`, event('kept', '2024-01-01T00:00:00'));
    const integrity = await call(admin, 'DELETE', `${base}/?q=${q([a, b])}`);
    expect(integrity).toEqual({
      status: 422,
      body: { message: 'Annotation layer has associated annotations.' },
    });
    expect((await call(admin, 'GET', `${base}/${a}`)).status).toBe(200);
    expect((await call(admin, 'DELETE', `${base}/?q=${q([a])}`)).body).toEqual({
      message: 'Deleted 1 annotation layer',
    });
  });

  it('lets Gamma read but not write, and a user without the permission do neither', async () => {
    const id = await newLayer('Guarded');
    expect((await call(gamma, 'POST', `${base}/`, { name: 'No' })).status).toBe(403);
    expect((await call(gamma, 'DELETE', `${base}/${id}`)).status).toBe(403);
    expect((await call(gamma, 'POST', `${base}/${id}/annotation/`, event('x', '2024-01-01'))).status).toBe(
      403,
    );
    expect((await call(nobody, 'GET', `${base}/`)).status).toBe(403);
    expect((await call(nobody, 'GET', `${base}/${id}/annotation/`)).status).toBe(403);
  });
});

describe('annotations of a layer', () => {
  it('creates, lists, reads, updates and deletes annotations', async () => {
    const layer = await newLayer('Campaigns');
    const body = {
      ...event('Spring sale', '2024-03-01T00:00:00', '2024-03-15T00:00:00'),
      long_descr: 'All shops',
    };
    const created = await call(admin, 'POST', `${base}/${layer}/annotation/`, {
      ...body,
      json_metadata: '{"color":"red"}',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await call(admin, 'POST', `${base}/${layer}/annotation/`, event('Launch', '2024-05-01T12:00:00'));

    const list = await call(
      gamma,
      'GET',
      `${base}/${layer}/annotation/?q=${q({ order_column: 'start_dttm' })}`,
    );
    expect(list.body.count).toBe(2);
    expect(list.body.result[0]).toMatchObject({
      short_descr: 'Launch',
      start_dttm: '2024-05-01T12:00:00',
      end_dttm: '2024-05-01T12:00:00',
    });
    const text = { filters: [{ col: 'short_descr', opr: 'annotation_all_text', value: 'shops' }] };
    expect((await call(gamma, 'GET', `${base}/${layer}/annotation/?q=${q(text)}`)).body.count).toBe(1);

    const got = await call(gamma, 'GET', `${base}/${layer}/annotation/${id}`);
    expect(got.body.result).toEqual({
      id,
      short_descr: 'Spring sale',
      long_descr: 'All shops',
      start_dttm: '2024-03-01T00:00:00',
      end_dttm: '2024-03-15T00:00:00',
      json_metadata: '{"color":"red"}',
      layer: { id: layer, name: 'Campaigns' },
    });
    const put = await call(admin, 'PUT', `${base}/${layer}/annotation/${id}`, { short_descr: 'Sale' });
    expect(put).toEqual({ status: 200, body: { id, result: { short_descr: 'Sale' } } });

    expect((await call(admin, 'DELETE', `${base}/${layer}/annotation/${id}`)).body).toEqual({
      message: 'OK',
    });
    expect((await call(admin, 'GET', `${base}/${layer}/annotation/${id}`)).status).toBe(404);
  });

  it("applies Superset's rules: end after start, short description unique in the layer", async () => {
    const layer = await newLayer('Rules');
    const other = await newLayer('Rules 2');
    const url = `${base}/${layer}/annotation/`;
    const backwards = await call(admin, 'POST', url, event('B', '2024-02-02', '2024-02-01'));
    expect(backwards).toEqual({
      status: 422,
      body: { message: { start_dttm: ['End date must be after start date'] } },
    });
    const first = (await call(admin, 'POST', url, event('Same', '2024-02-01'))).body.id as number;
    const dup = await call(admin, 'POST', url, event('Same', '2024-02-03'));
    expect(dup.body).toEqual({
      message: { short_descr: ['Short description must be unique for this layer'] },
    });
    expect(
      (await call(admin, 'POST', `${base}/${other}/annotation/`, event('Same', '2024-02-03'))).status,
    ).toBe(201);
    const putBack = await call(admin, 'PUT', `${url}${first}`, { end_dttm: '2023-01-01T00:00:00' });
    expect(putBack.status).toBe(422);

    const badDate = await call(admin, 'POST', url, event('D', 'yesterday'));
    expect(badDate.status).toBe(400);
    expect(badDate.body.message.start_dttm).toEqual(['Not a valid datetime.']);
    const badJson = await call(admin, 'POST', url, { ...event('J', '2024-01-01'), json_metadata: '{' });
    expect(badJson.body.message).toEqual({ json_metadata: ['JSON not valid'] });
    const missing = await call(admin, 'POST', url, { start_dttm: '2024-01-01', end_dttm: '2024-01-01' });
    expect(missing.body.message.short_descr).toEqual(['Missing data for required field.']);
  });

  it('keeps annotations to their layer: unknown layer, another layer, bulk delete', async () => {
    const layer = await newLayer('Own');
    const other = await newLayer('Other');
    const mine = (await call(admin, 'POST', `${base}/${layer}/annotation/`, event('m', '2024-01-01'))).body
      .id as number;
    const theirs = (await call(admin, 'POST', `${base}/${other}/annotation/`, event('t', '2024-01-01'))).body
      .id as number;

    const noLayer = await call(admin, 'POST', `${base}/999999/annotation/`, event('x', '2024-01-01'));
    expect(noLayer).toEqual({ status: 400, body: { message: 'Annotation layer not found.' } });
    expect((await call(admin, 'GET', `${base}/999999/annotation/`)).status).toBe(404);
    expect((await call(admin, 'GET', `${base}/${layer}/annotation/${theirs}`)).status).toBe(404);
    expect(
      (await call(admin, 'PUT', `${base}/${layer}/annotation/${theirs}`, { short_descr: 'y' })).status,
    ).toBe(404);
    expect((await call(admin, 'DELETE', `${base}/${layer}/annotation/?q=${q([mine, theirs])}`)).status).toBe(
      404,
    );
    expect((await call(admin, 'DELETE', `${base}/${layer}/annotation/?q=${q([mine])}`)).body).toEqual({
      message: 'Deleted 1 annotation',
    });
    expect((await call(admin, 'GET', `${base}/${other}/annotation/${theirs}`)).status).toBe(200);
  });
});
