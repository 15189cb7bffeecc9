import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRison } from '@meridian/core';
import type { Session, TestServer } from '../../test-support/app.js';
import { login, startTestServer, userSession } from '../../test-support/app.js';
import { multipartBody } from '../import/test-support/multipart.js';

type Json = Record<string, unknown>;

let server: TestServer;
let admin: Session;
let gamma: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server);
  gamma = await userSession(server, 'theme_gamma', ['Gamma']);
});
afterAll(() => server?.close());

const call = async (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) => {
  const res = await server.app.inject({ method, url, headers: s.headers, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.json() as Json & { result: Json & Json[] } };
};

const DARK = JSON.stringify({ algorithm: 'dark', token: { colorPrimary: '#2893B3' } });
const create = async (theme_name: string, json_data = DARK) =>
  (await call(admin, 'POST', '/api/v1/theme/', { theme_name, json_data })).body.id as number;

describe('themes', () => {
  it('creates, lists, reads, updates and deletes', async () => {
    const created = await call(admin, 'POST', '/api/v1/theme/', { theme_name: 'Night', json_data: DARK });
    expect(created.status).toBe(201);
    expect(created.body.result).toEqual({ theme_name: 'Night', json_data: DARK });
    const id = created.body.id as number;

    const q = encodeURIComponent(encodeRison({ filters: [{ col: 'theme_name', opr: 'ct', value: 'nig' }] }));
    const list = await call(admin, 'GET', `/api/v1/theme/?q=${q}`);
    expect(list.body.count).toBe(1);
    expect(list.body.result[0]).toMatchObject({
      id,
      theme_name: 'Night',
      json_data: DARK,
      is_system: false,
      is_system_default: false,
      is_system_dark: false,
      created_by: { id: 1 },
    });

    const put = await call(admin, 'PUT', `/api/v1/theme/${id}`, { theme_name: 'Night 2', json_data: '{}' });
    expect(put.status).toBe(200);
    expect((await call(gamma, 'GET', `/api/v1/theme/${id}`)).body.result).toMatchObject({
      theme_name: 'Night 2',
      json_data: '{}',
      changed_on_delta_humanized: expect.any(String),
    });

    expect((await call(admin, 'DELETE', `/api/v1/theme/${id}`)).body).toEqual({ message: 'Deleted 1 theme' });
    expect((await call(admin, 'GET', `/api/v1/theme/${id}`)).status).toBe(404);
  });

  it("refuses what Superset's schema refuses, naming the field", async () => {
    const post = (body: Json) => call(admin, 'POST', '/api/v1/theme/', body);
    expect((await post({})).body).toEqual({ message: 'Request body is required' });
    expect((await post({ theme_name: 'x' })).body.message).toEqual({
      json_data: ['Missing data for required field.'],
    });
    expect((await post({ theme_name: '  ', json_data: '{}' })).body.message).toEqual({
      theme_name: ['Theme name cannot be empty.'],
    });
    expect((await post({ theme_name: 'x', json_data: '{nope' })).body.message).toEqual({
      json_data: ['Invalid JSON configuration'],
    });
    const bad = await post({ theme_name: 'x', json_data: JSON.stringify({ algorithm: 'purple' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual({ json_data: ['Invalid theme configuration structure'] });
    const font = await post({
      theme_name: 'x',
      json_data: JSON.stringify({ token: { fontUrls: ['http://evil.example/f.css'] } }),
    });
    expect(font.body.message).toEqual({ json_data: ['fontUrls[0] must use HTTPS'] });
    // PUT needs both fields too.
    const id = await create('Put check');
    expect((await call(admin, 'PUT', `/api/v1/theme/${id}`, { theme_name: 'y' })).status).toBe(400);
    expect(
      (await call(admin, 'PUT', '/api/v1/theme/999999', { theme_name: 'y', json_data: '{}' })).status,
    ).toBe(404);
  });

  it('keeps system themes read-only and system default/dark undeletable', async () => {
    const system = await create('Built in');
    await server.ctx.db.updateTable('themes').set({ is_system: 1 }).where('id', '=', system).execute();
    expect(
      (await call(admin, 'PUT', `/api/v1/theme/${system}`, { theme_name: 'z', json_data: '{}' })).status,
    ).toBe(403);
    expect((await call(admin, 'DELETE', `/api/v1/theme/${system}`)).status).toBe(403);

    const a = await create('Default one');
    const b = await create('Dark one');
    expect((await call(admin, 'PUT', `/api/v1/theme/${a}/set_system_default`)).body).toEqual({
      id: a,
      result: 'success',
    });
    await call(admin, 'PUT', `/api/v1/theme/${b}/set_system_dark`);
    const refused = await call(admin, 'DELETE', `/api/v1/theme/?q=${encodeRison([a, b])}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Cannot delete theme that is set as system default or dark theme.');

    // Only one theme holds each flag.
    const c = await create('Another default');
    await call(admin, 'PUT', `/api/v1/theme/${c}/set_system_default`);
    expect((await call(admin, 'GET', `/api/v1/theme/${a}`)).body.result.is_system_default).toBe(false);
    expect((await call(admin, 'GET', `/api/v1/theme/${c}`)).body.result.is_system_default).toBe(true);

    // Every user reads the system themes with their own choice.
    const mine = await call(gamma, 'GET', '/api/v1/me/theme/');
    expect(mine.body.result).toEqual({
      theme_mode: null,
      default: JSON.parse(DARK),
      dark: JSON.parse(DARK),
    });
    // Signed out (the sign-in page): the system themes, no choice; changing one still needs a session.
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/v1/me/theme/' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().result).toEqual({
      theme_mode: null,
      default: JSON.parse(DARK),
      dark: JSON.parse(DARK),
    });
    const anonymousPut = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/me/theme/',
      payload: { theme_mode: 'dark' },
    });
    expect(anonymousPut.statusCode).toBe(401);
    expect((await call(admin, 'DELETE', '/api/v1/theme/unset_system_default')).body).toEqual({
      result: 'success',
    });
    await call(admin, 'DELETE', '/api/v1/theme/unset_system_dark');
    expect((await call(gamma, 'GET', '/api/v1/me/theme/')).body.result).toMatchObject({
      default: null,
      dark: null,
    });
    expect((await call(admin, 'DELETE', `/api/v1/theme/?q=${encodeRison([a, b, c])}`)).body).toEqual({
      message: 'Deleted 3 themes',
    });
  });

  it('detaches dashboards from a deleted theme and answers the theme with the dashboard', async () => {
    const id = await create('For a dashboard');
    const dash = await call(admin, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Themed', theme_id: id });
    const dashId = dash.body.id as number;
    expect((await call(admin, 'GET', `/api/v1/dashboard/${dashId}`)).body.result.theme).toEqual({
      id,
      theme_name: 'For a dashboard',
      json_data: DARK,
    });
    await call(admin, 'DELETE', `/api/v1/theme/${id}`);
    expect((await call(admin, 'GET', `/api/v1/dashboard/${dashId}`)).body.result.theme).toBeNull();
    const unknown = await call(admin, 'PUT', `/api/v1/dashboard/${dashId}`, { theme_id: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toEqual({ theme_id: ['Theme not found.'] });
  });

  it('keeps the user theme choice per user', async () => {
    expect((await call(gamma, 'PUT', '/api/v1/me/theme/', { theme_mode: 'purple' })).status).toBe(400);
    expect((await call(gamma, 'PUT', '/api/v1/me/theme/', { theme_mode: 'dark' })).body).toEqual({
      result: { theme_mode: 'dark' },
    });
    await call(gamma, 'PUT', '/api/v1/me/theme/', { theme_mode: 'system' });
    expect((await call(gamma, 'GET', '/api/v1/me/theme/')).body.result.theme_mode).toBe('system');
    expect((await call(admin, 'GET', '/api/v1/me/theme/')).body.result.theme_mode).toBeNull();
  });

  it('lets Gamma read but not write, and only admins set system themes', async () => {
    expect((await call(gamma, 'GET', '/api/v1/theme/_info')).body.permissions).toEqual(['can_read']);
    expect((await call(gamma, 'POST', '/api/v1/theme/', { theme_name: 'No', json_data: '{}' })).status).toBe(
      403,
    );
    const id = await create('Admins only');
    expect((await call(gamma, 'PUT', `/api/v1/theme/${id}/set_system_default`)).status).toBe(403);
    const related = await call(admin, 'GET', '/api/v1/theme/related/created_by');
    expect(related.status).toBe(200);
  });

  it('exports and imports themes as a bundle', async () => {
    const id = await create('Bundled / theme');
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/v1/theme/export/?q=${encodeRison([id])}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(res.rawPayload);
    const names = Object.keys(files);
    expect(names.some((n) => /^theme_export_\d{8}T\d{6}\/metadata\.yaml$/.test(n))).toBe(true);
    const themeFile = names.find((n) => n.endsWith('/themes/Bundled_theme.yaml'))!;
    const text = new TextDecoder().decode(files[themeFile]);
    expect(text).toContain('theme_name: Bundled / theme');
    expect(text).toContain('algorithm: dark');

    const upload = (overwrite: boolean) => {
      const form = multipartBody(
        { overwrite: String(overwrite) },
        { field: 'formData', filename: 'themes.zip', data: res.rawPayload },
      );
      return server.app.inject({
        method: 'POST',
        url: '/api/v1/theme/import/',
        headers: { ...admin.headers, 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const exists = await upload(false);
    expect(exists.statusCode).toBe(422);
    await call(admin, 'PUT', `/api/v1/theme/${id}`, { theme_name: 'Renamed', json_data: '{}' });
    const overwritten = await upload(true);
    expect(overwritten.json()).toEqual({ message: 'Theme imported successfully' });
    expect((await call(admin, 'GET', `/api/v1/theme/${id}`)).body.result).toMatchObject({
      theme_name: 'Bundled / theme',
      json_data: DARK,
    });
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/v1/theme/export/?q=${encodeRison([999999])}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("carries a dashboard's theme in the dashboard's bundle", async () => {
    const id = await create('Dashboard bundle theme');
    const uuid = (await call(admin, 'GET', `/api/v1/theme/${id}`)).body.result.uuid as string;
    const dash = await call(admin, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Carried',
      theme_id: id,
    });
    const dashId = dash.body.id as number;
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/export/?q=${encodeRison([dashId])}`,
      headers: admin.headers,
    });
    const files = unzipSync(res.rawPayload);
    const names = Object.keys(files);
    expect(names.some((n) => n.endsWith('/themes/Dashboard_bundle_theme.yaml'))).toBe(true);
    const dashboardYaml = new TextDecoder().decode(files[names.find((n) => n.includes('/dashboards/'))!]);
    expect(dashboardYaml).toContain(`theme_uuid: ${uuid}`);

    // Imported where neither exists: both are created and linked again.
    await call(admin, 'DELETE', `/api/v1/dashboard/${dashId}`);
    await call(admin, 'DELETE', `/api/v1/theme/${id}`);
    const form = multipartBody({}, { field: 'formData', filename: 'dash.zip', data: res.rawPayload });
    const imported = await server.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/import/',
      headers: { ...admin.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(imported.json()).toEqual({ message: 'OK' });
    const q = encodeURIComponent(
      encodeRison({ filters: [{ col: 'dashboard_title', opr: 'eq', value: 'Carried' }] }),
    );
    const found = await call(admin, 'GET', `/api/v1/dashboard/?q=${q}`);
    const again = await call(admin, 'GET', `/api/v1/dashboard/${found.body.result[0]!.id as number}`);
    expect(again.body.result.theme).toMatchObject({ theme_name: 'Dashboard bundle theme', json_data: DARK });
    // Imported again, the theme now stored is kept (not overwritten, not refused).
    await call(admin, 'PUT', `/api/v1/theme/${(again.body.result.theme as Json).id as number}`, {
      theme_name: 'Kept',
      json_data: '{}',
    });
    const twice = await server.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/import/',
      headers: { ...admin.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(twice.statusCode).toBe(422); // the dashboard exists: Superset asks for overwrite
    const form2 = multipartBody(
      { overwrite: 'true' },
      { field: 'formData', filename: 'dash.zip', data: res.rawPayload },
    );
    const overwritten = await server.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/import/',
      headers: { ...admin.headers, 'content-type': form2.contentType },
      payload: form2.payload,
    });
    expect(overwritten.statusCode).toBe(200);
    const kept = await call(admin, 'GET', `/api/v1/dashboard/${found.body.result[0]!.id as number}`);
    expect(kept.body.result.theme).toMatchObject({ theme_name: 'Kept' });
  });
});
