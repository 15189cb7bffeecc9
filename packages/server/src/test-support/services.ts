/**
 * Real servers for tests. On a developer machine without the server, the suite is skipped with a
 * message saying why; with CI=true an unreachable server is a failure, never a silent skip.
 */
import net from 'node:net';

export const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function portOpen(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Resolves to true when the service answers. When it does not: throws under CI=true (the suite fails),
 * otherwise prints why and resolves to false so the caller can `describe.skipIf`.
 */
export async function serviceAvailable(name: string, url: string): Promise<boolean> {
  const u = new URL(url);
  const port =
    Number(u.port) ||
    ({ 'postgres:': 5432, 'postgresql:': 5432, 'mysql:': 3306, 'redis:': 6379 }[u.protocol] ?? 0);
  const ok = await portOpen(u.hostname, port);
  if (ok) return true;
  const why = `${name} is not reachable at ${u.hostname}:${port}`;
  if (process.env.CI === 'true') throw new Error(`${why} (CI=true requires it)`);
  console.warn(`skipping ${name} tests: ${why}`);
  return false;
}

/** Top-level-await friendly flags for `describe.skipIf(!HAS_PG)`. */
export const HAS_PG = await serviceAvailable('PostgreSQL', PG_URL);
export const HAS_MYSQL = await serviceAvailable('MySQL/MariaDB', MYSQL_URL);
