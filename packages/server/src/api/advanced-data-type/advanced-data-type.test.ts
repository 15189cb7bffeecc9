import { encodeRison } from '@meridian/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  startTestServer,
  userSession,
  type Session,
  type TestServer,
} from '../../test-support/app.js';

let server: TestServer;
let admin: Session;
beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server);
});
afterAll(() => server?.close());

const get = async (url: string, session: Session | null = admin) => {
  const res = await server.app.inject({ url, ...(session && { headers: session.headers }) });
  return { status: res.statusCode, text: res.body };
};
const convert = (q: unknown, session?: Session) =>
  get(`/api/v1/advanced_data_type/convert?q=${encodeURIComponent(encodeRison(q))}`, session);

describe('/api/v1/advanced_data_type/', () => {
  it("lists Superset's default types", async () => {
    const res = await get('/api/v1/advanced_data_type/types');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ result: ['internet_address', 'port'] });
  });

  it('converts values, writing IPv6 integers exactly', async () => {
    const res = await convert({ type: 'internet_address', values: ['192.168.0.0/16', '2001:db8::1'] });
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '"values":[{"start":3232235520,"end":3232301055},42540766411282592856903984951653826561]',
    );
    const port = JSON.parse((await convert({ type: 'port', values: ['https', 22] })).text);
    expect(port.result).toMatchObject({
      values: [[443], [22]],
      display_value: '[443], [22]',
      error_message: '',
    });
  });

  it('refuses unknown types and malformed arguments with 400, and needs can_read on AdvancedDataType', async () => {
    expect(await convert({ type: 'mac_address', values: ['x'] })).toEqual({
      status: 400,
      text: JSON.stringify({ message: 'Invalid advanced data type: mac_address' }),
    });
    expect((await convert({ type: 'port', values: [] })).status).toBe(400);
    expect((await convert({ values: ['80'] })).status).toBe(400);
    expect((await get('/api/v1/advanced_data_type/convert?q=(type')).status).toBe(400);
    const lab = await userSession(server, 'adt_lab', ['sql_lab']);
    expect((await get('/api/v1/advanced_data_type/types', lab)).status).toBe(403);
    const gamma = await userSession(server, 'adt_gamma', ['Gamma']);
    expect((await get('/api/v1/advanced_data_type/types', gamma)).status).toBe(200);
    expect((await get('/api/v1/advanced_data_type/types', null)).status).toBe(401);
  });
});
