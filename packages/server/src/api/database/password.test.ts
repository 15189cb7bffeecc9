/**
 * A masked password (`XXXXXXXXXX`) stands for the stored one only towards the server it was entered
 * for: test_connection, validate_parameters and updates that point elsewhere must ask for it again.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, startApiServer, type Json } from '../../test-support/api.js';
import type { Session, TestServer } from '../../test-support/app.js';
import { HAS_PG, PG_URL } from '../../test-support/services.js';

const MASK = 'XXXXXXXXXX';
const SECRET = 'stored-secret-4711';
const pg = new URL(PG_URL);
const uri = (o: { user?: string; password?: string; port?: number | string; db?: string; host?: string }) =>
  `postgresql://${o.user ?? pg.username}:${o.password ?? MASK}@${o.host ?? pg.hostname}:${o.port ?? (pg.port || 5432)}/${o.db ?? 'postgres'}`;

/** A loopback port that asks for a clear-text password (as a PostgreSQL server may) and records what arrives. */
async function fakePostgres(): Promise<{ port: number; received: () => string; close: () => Promise<void> }> {
  let bytes = '';
  const server = net.createServer((socket) => {
    socket.on('data', (chunk) => {
      bytes += chunk.toString('latin1');
      // SSLRequest: no TLS; startup message: AuthenticationCleartextPassword.
      if (chunk.length === 8 && chunk.readInt32BE(4) === 80877103) socket.write('N');
      else socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]));
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received: () => bytes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!HAS_PG)('stored database password and a changed connection target', () => {
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  let id: number;
  let fake: Awaited<ReturnType<typeof fakePostgres>>;
  const name = 'pw-replay';

  beforeAll(async () => {
    ({ server, admin } = await startApiServer());
    call = caller(server);
    fake = await fakePostgres();
    // Local PostgreSQL trusts the user: any password connects, the stored one included.
    const created = await call<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: name,
      sqlalchemy_uri: uri({ password: SECRET }),
    });
    expect(created.status).toBe(201);
    id = created.body.id;
  }, 60_000);
  afterAll(async () => {
    await fake?.close();
    await server?.close();
  });

  const refused = (res: { status: number; body: unknown }, field: string) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: { [field]: [expect.stringMatching(/^Must provide a password/)] },
    });
  };

  it('test_connection with the mask to another port, database or user is refused before any connection', async () => {
    const moved = await call(admin, 'POST', '/api/v1/database/test_connection/', {
      database_name: name,
      sqlalchemy_uri: uri({ port: fake.port }),
    });
    refused(moved, 'sqlalchemy_uri');
    expect(fake.received()).toBe('');
    for (const changed of [
      uri({ db: 'template1' }),
      uri({ user: 'someone_else' }),
      uri({ host: 'localhost' }),
    ]) {
      refused(
        await call(admin, 'POST', '/api/v1/database/test_connection/', {
          database_name: name,
          sqlalchemy_uri: changed,
        }),
        'sqlalchemy_uri',
      );
    }
    const engine = await call(admin, 'POST', '/api/v1/database/test_connection/', {
      database_name: name,
      sqlalchemy_uri: `mysql://${pg.username}:${MASK}@${pg.hostname}:${fake.port}/postgres`,
    });
    refused(engine, 'sqlalchemy_uri');
    expect(fake.received()).toBe('');
  });

  it('test_connection with the mask to the unchanged server uses the stored password', async () => {
    const same = await call(admin, 'POST', '/api/v1/database/test_connection/', {
      database_name: name,
      sqlalchemy_uri: uri({}),
    });
    expect(same).toMatchObject({ status: 200, body: { message: 'OK' } });
  });

  it('validate_parameters with the mask and another port is refused, naming the password', async () => {
    const params = (port: number) => ({
      id,
      database_name: name,
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: pg.hostname, port, username: pg.username, password: MASK, database: 'postgres' },
    });
    const moved = await call<{ errors: Json[] }>(
      admin,
      'POST',
      '/api/v1/database/validate_parameters/',
      params(fake.port),
    );
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      message: expect.stringMatching(/^Must provide a password/),
      extra: { missing: ['password'] },
    });
    expect(fake.received()).toBe('');
    const same = await call(
      admin,
      'POST',
      '/api/v1/database/validate_parameters/',
      params(Number(pg.port || 5432)),
    );
    expect(same).toMatchObject({ status: 200, body: { message: 'OK' } });
  });

  it('an update that moves the masked password elsewhere is refused; in place it keeps it', async () => {
    const before = await server.ctx.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const moved = await call(admin, 'PUT', `/api/v1/database/${id}`, {
      sqlalchemy_uri: uri({ port: fake.port }),
    });
    refused(moved, 'sqlalchemy_uri');
    const form = await call(admin, 'PUT', `/api/v1/database/${id}`, {
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: {
        host: pg.hostname,
        port: fake.port,
        username: pg.username,
        password: MASK,
        database: 'postgres',
      },
    });
    refused(form, 'parameters.password');
    const after = await server.ctx.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.sqlalchemy_uri).toBe(before.sqlalchemy_uri);

    const inPlace = await call(admin, 'PUT', `/api/v1/database/${id}`, {
      sqlalchemy_uri: uri({}),
      allow_dml: true,
    });
    expect(inPlace.status).toBe(200);
    const kept = await server.ctx.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(server.ctx.connections.secrets.decrypt(kept.password!)).toBe(SECRET);

    // A new password given with the new target is fine.
    const fresh = await call(admin, 'PUT', `/api/v1/database/${id}`, {
      sqlalchemy_uri: uri({ db: 'template1', password: 'another-secret' }),
    });
    expect(fresh.status).toBe(200);
    expect(fake.received()).toBe('');
  });
});
