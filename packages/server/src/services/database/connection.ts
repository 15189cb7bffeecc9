/**
 * Connection tests of the Database resource: open a connector with a clear password, ping it and
 * close it (`test_connection`, and a new entry before it is stored).
 */
import type { TestConnectionBody } from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { ConnectionManager } from '../../datasources/connections.js';
import { openPassword, type StoredConnection } from '../../datasources/database-uri.js';
import type { EngineSpec } from '../../engines/engine.js';
import { EngineError, genericEngineError } from '../../engines/errors.js';
import { PASSWORD_MASK } from '../../engines/uri.js';
import { storedConnectionOf } from '../../meta/repositories/database.js';
import { guarded } from './errors.js';
import { refuseSshTunnel, resolveConnection } from './input.js';

const CONNECT_TIMEOUT_MS = 15_000;

const asEngineError = (spec: EngineSpec, err: unknown) =>
  err instanceof EngineError ? err : genericEngineError(spec.engineName, err);

/**
 * Opens `uri` with a clear password (and the form's TLS CA, `server_cert`), pings and closes;
 * rejects with the engine's typed error.
 */
export async function testConnector(
  connections: ConnectionManager,
  spec: EngineSpec,
  uri: string,
  password: string | null,
  serverCert?: string | null,
): Promise<void> {
  const options = {
    ...connections.adHocOptions(uri, { password, serverCert: serverCert ?? null }),
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
  };
  let connector;
  try {
    connector = await connections.open(spec, options);
  } catch (err) {
    throw asEngineError(spec, err);
  }
  try {
    await connector.testConnection();
  } catch (err) {
    throw asEngineError(spec, err);
  } finally {
    await connector.close().catch(() => undefined);
  }
}

/** The saved connection of a database found by id or name: what a masked password stands for. */
export async function storedConnection(
  ctx: AppContext,
  by: { id?: number | null; name?: string | null },
): Promise<StoredConnection | null> {
  const hasId = by.id !== undefined && by.id !== null;
  if (!hasId && !by.name) return null;
  return (await storedConnectionOf(ctx.db, by)) ?? null;
}

/** The clear stored password (null when none or undecryptable). */
export function openStored(connections: ConnectionManager, stored: StoredConnection | null): string | null {
  try {
    return stored ? openPassword(connections.secrets, stored.password) : null;
  } catch {
    return null;
  }
}

/** `test_connection`: the form's connection, a masked password meaning the saved entry's. */
export async function testConnection(ctx: AppContext, body: TestConnectionBody): Promise<void> {
  const connections = ctx.connections;
  refuseSshTunnel(body.ssh_tunnel);
  // A masked password in the form of a saved database means its stored password, for its server only.
  const stored = await storedConnection(ctx, { name: body.database_name });
  const target = resolveConnection(body, connections, true, stored)!;
  const password =
    target.url.password === PASSWORD_MASK ? openStored(connections, stored) : target.url.password;
  await guarded(() => testConnector(connections, target.spec, target.uri, password, body.server_cert));
}
