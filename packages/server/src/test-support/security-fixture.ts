/**
 * The setup the security API tests share: a test server on one metadata store, its admin session and
 * user id, the built-in roles' ids by name, and JSON calls. Call it in a describe block (or at the top
 * of a file); its fields are filled before the block's tests run.
 */
import { caller, type CallResult, type Method } from './api.js';
import { login, startTestServer, type Session, type TestServer } from './app.js';
import { onMetaStore } from './stores.js';

/** Parsed JSON answers, read freely by tests. */
type AnyJson = Record<string, any>;

export interface SecurityFixture {
  server: TestServer;
  /** The admin's session (a test that signs the admin in again may replace it). */
  admin: Session;
  adminId: number;
  /** Role ids by name (Admin, Alpha, Gamma, Public, sql_lab…). */
  roleIds: Record<string, number>;
  /** A call as `session` (none: anonymous): status, body (parsed, or the text) and raw text. */
  call: (
    session: Session | null,
    method: Method,
    url: string,
    payload?: unknown,
  ) => Promise<CallResult<AnyJson>>;
  /** A call as the admin, or as `session`: status and body. */
  adminCall: (
    method: Method,
    url: string,
    payload?: unknown,
    session?: Session,
  ) => Promise<{ status: number; body: AnyJson }>;
}

/** Starts the server before the enclosing block's tests (on `store`, when `available`); closes it after. */
export function securityFixture(store = 'SQLite', available = true): SecurityFixture {
  const fx = {
    roleIds: {},
    call: (session, method, url, payload) => caller(fx.server)<AnyJson>(session, method, url, payload),
    adminCall: async (method, url, payload, session = fx.admin) => {
      const { status, body } = await fx.call(session, method, url, payload);
      return { status, body };
    },
  } as SecurityFixture;
  onMetaStore(
    store,
    available,
    {
      start: async (metaDatabaseUrl) => {
        fx.server = await startTestServer({ metaDatabaseUrl });
        fx.admin = await login(fx.server);
        const db = fx.server.ctx.db;
        for (const r of await db.selectFrom('ab_role').select(['id', 'name']).execute())
          fx.roleIds[r.name] = r.id;
        const row = await db
          .selectFrom('ab_user')
          .select('id')
          .where('username', '=', 'admin')
          .executeTakeFirstOrThrow();
        fx.adminId = row.id;
      },
      stop: () => fx.server?.close(),
    },
    60_000,
  );
  return fx;
}
