import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRison } from '@meridian/core';
import type { Session, TestServer } from '../../test-support/app.js';
import { login, startTestServer, userSession } from '../../test-support/app.js';

type Json = Record<string, unknown>;

let server: TestServer;
let admin: Session;
let gamma: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server);
  gamma = await userSession(server, 'css_gamma', ['Gamma']);
});
afterAll(() => server?.close());

const call = async (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) => {
  const res = await server.app.inject({ method, url, headers: s.headers, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json() as Json & { result: Json & Json[] } };
};

describe('css templates', () => {
  it('creates, lists, reads, updates and deletes', async () => {
    const created = await call(admin, 'POST', '/api/v1/css_template/', {
      template_name: 'Dark',
      css: 'body{}',
    });
    expect(created.status).toBe(201);
    expect(created.body.result).toEqual({ template_name: 'Dark', css: 'body{}' });
    const id = created.body.id as number;

    const q = encodeURIComponent(
      encodeRison({ filters: [{ col: 'template_name', opr: 'ct', value: 'dar' }] }),
    );
    const list = await call(gamma, 'GET', `/api/v1/css_template/?q=${q}`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.result[0]).toMatchObject({
      id,
      template_name: 'Dark',
      css: 'body{}',
      created_by: { id: 1 },
    });

    const got = await call(gamma, 'GET', `/api/v1/css_template/${id}`);
    expect(got.body.result).toMatchObject({
      id,
      template_name: 'Dark',
      changed_on_delta_humanized: expect.any(String),
    });

    const put = await call(admin, 'PUT', `/api/v1/css_template/${id}`, { css: 'h1{}' });
    expect(put.status).toBe(200);
    expect((await call(admin, 'GET', `/api/v1/css_template/${id}`)).body.result).toMatchObject({
      template_name: 'Dark',
      css: 'h1{}',
    });

    expect((await call(admin, 'DELETE', `/api/v1/css_template/${id}`)).body).toEqual({ message: 'OK' });
    expect((await call(admin, 'GET', `/api/v1/css_template/${id}`)).status).toBe(404);
  });

  it('bulk deletes all or nothing', async () => {
    const ids: number[] = [];
    for (const name of ['A', 'B']) {
      ids.push(
        (await call(admin, 'POST', '/api/v1/css_template/', { template_name: name })).body.id as number,
      );
    }
    const missing = await call(admin, 'DELETE', `/api/v1/css_template/?q=${encodeRison([ids[0], 999999])}`);
    expect(missing.status).toBe(404);
    const done = await call(admin, 'DELETE', `/api/v1/css_template/?q=${encodeRison(ids)}`);
    expect(done.body).toEqual({ message: 'Deleted 2 css templates' });
  });

  it('validates payloads and ids', async () => {
    const bad = await call(admin, 'POST', '/api/v1/css_template/', { css: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toHaveProperty('template_name');
    expect(
      (await call(admin, 'POST', '/api/v1/css_template/', { template_name: 'x', extra: 1 })).status,
    ).toBe(400);
    expect((await call(admin, 'PUT', '/api/v1/css_template/abc', { css: '' })).status).toBe(404);
  });

  it('lets Gamma read but not write', async () => {
    const info = await call(gamma, 'GET', '/api/v1/css_template/_info');
    expect(info.body.permissions).toEqual(['can_read']);
    expect((await call(gamma, 'POST', '/api/v1/css_template/', { template_name: 'No' })).status).toBe(403);
  });
});
