/**
 * Connection checks of the Database resource: `test_connection` (open and ping),
 * `validate_parameters` (the dynamic form, field by field, then a ping) and `available` (engines
 * and their parameter schemas).
 */
import dns from 'node:dns/promises';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { EngineSpec } from '../engines/engine.js';
import { EngineError, ErrorType, genericEngineError } from '../engines/errors.js';
import { PASSWORD_MASK } from '../engines/uri.js';
import type { ConnectionManager } from '../datasources/connections.js';
import { openPassword, type StoredConnection } from '../datasources/database-uri.js';
import { parseUri } from '../datasources/uri-parse.js';
import { requirePermission } from '../security/auth.js';
import { engineErrorReply, engineErrorsReply, guarded } from './database-errors.js';
import {
  maskedPasswordAllowed,
  PASSWORD_REQUIRED,
  refuseSshTunnel,
  resolveConnection,
  uriFromParameters,
} from './database-input.js';
import { testConnectionBody, validateParametersBody } from './database-schema.js';
import { fieldErrors, HttpError } from './errors.js';

const CONNECT_TIMEOUT_MS = 15_000;
const PORT_CHECK_MS = 3_000;

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
    throw err instanceof EngineError ? err : genericEngineError(spec.engineName, err);
  }
  try {
    await connector.testConnection();
  } catch (err) {
    throw err instanceof EngineError ? err : genericEngineError(spec.engineName, err);
  } finally {
    await connector.close().catch(() => undefined);
  }
}

/** The saved connection of a database found by id or name: what a masked password stands for. */
async function storedConnection(
  ctx: AppContext,
  by: { id?: number | null; name?: string | null },
): Promise<StoredConnection | null> {
  const hasId = by.id !== undefined && by.id !== null;
  if (!hasId && !by.name) return null;
  const row = await ctx.db
    .selectFrom('dbs')
    .select(['sqlalchemy_uri', 'password'])
    .where((eb) => (hasId ? eb('id', '=', by.id!) : eb('database_name', '=', by.name!)))
    .executeTakeFirst();
  return row ?? null;
}

/** The clear stored password (null when none or undecryptable). */
function openStored(connections: ConnectionManager, stored: StoredConnection | null): string | null {
  try {
    return stored ? openPassword(connections.secrets, stored.password) : null;
  } catch {
    return null;
  }
}

function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(PORT_CHECK_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const paramError = (
  type: ErrorType,
  message: string,
  engine: string,
  extra: Record<string, unknown>,
  level?: 'warning',
) => new EngineError(type, message, engine, { extra, ...(level && { level }) });

/** Superset's BasicParametersMixin.validate_parameters: missing fields, host, port. */
async function parameterErrors(
  spec: EngineSpec,
  parameters: Record<string, unknown>,
): Promise<EngineError[]> {
  const errors: EngineError[] = [];
  const required = spec.parametersSchema?.required ?? [];
  const missing = required.filter((k) => {
    const v = parameters[k];
    return v === undefined || v === null || v === '';
  });
  if (missing.length) {
    missing.sort();
    errors.push(
      paramError(
        ErrorType.CONNECTION_MISSING_PARAMETERS_ERROR,
        `One or more parameters are missing: ${missing.join(', ')}`,
        spec.engineName,
        { missing },
        'warning',
      ),
    );
  }
  const host = parameters.host;
  if (typeof host !== 'string' || host === '') return errors;
  try {
    await dns.lookup(host);
  } catch {
    errors.push(
      paramError(
        ErrorType.CONNECTION_INVALID_HOSTNAME_ERROR,
        "The hostname provided can't be resolved.",
        spec.engineName,
        {
          invalid: ['host'],
        },
      ),
    );
    return errors;
  }
  const rawPort = parameters.port;
  if (rawPort === undefined || rawPort === null || rawPort === '') return errors;
  const port =
    typeof rawPort === 'number'
      ? rawPort
      : typeof rawPort === 'string' && /^\d+$/.test(rawPort)
        ? Number(rawPort)
        : NaN;
  if (!Number.isInteger(port)) {
    errors.push(
      paramError(ErrorType.CONNECTION_INVALID_PORT_ERROR, 'Port must be a valid integer.', spec.engineName, {
        invalid: ['port'],
      }),
    );
  } else if (port < 0 || port > 65535) {
    errors.push(
      paramError(
        ErrorType.CONNECTION_INVALID_PORT_ERROR,
        'The port must be an integer between 0 and 65535 (inclusive).',
        spec.engineName,
        { invalid: ['port'] },
      ),
    );
  } else if (!(await portOpen(host, port))) {
    errors.push(
      paramError(ErrorType.CONNECTION_PORT_CLOSED_ERROR, 'The port is closed.', spec.engineName, {
        invalid: ['port'],
      }),
    );
  }
  return errors;
}

export function registerDatabaseConnectionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  connections: ConnectionManager,
) {
  const read = { preHandler: requirePermission('can_read', 'Database') };
  const write = { preHandler: requirePermission('can_write', 'Database') };

  app.post('/api/v1/database/test_connection/', write, async (request) => {
    const parsed = testConnectionBody.safeParse(request.body ?? {});
    if (!parsed.success) throw new HttpError(400, 'invalid', { message: fieldErrors(parsed.error) });
    const body = parsed.data;
    refuseSshTunnel(body.ssh_tunnel);
    // A masked password in the form of a saved database means its stored password, for its server only.
    const stored = await storedConnection(ctx, { name: body.database_name });
    const target = resolveConnection(body, connections, true, stored)!;
    const password =
      target.url.password === PASSWORD_MASK ? openStored(connections, stored) : target.url.password;
    await guarded(() => testConnector(connections, target.spec, target.uri, password, body.server_cert));
    return { message: 'OK' };
  });

  app.post('/api/v1/database/validate_parameters/', write, async (request) => {
    const parsed = validateParametersBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const byField = fieldErrors(parsed.error);
      throw engineErrorsReply(
        Object.entries(byField).map(
          ([field, messages]) =>
            new EngineError(ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR, messages.join('\n'), '', {
              extra: { invalid: [field] },
            }),
        ),
      );
    }
    const body = parsed.data;
    const spec = connections.engines.get(body.engine);
    if (!spec?.parametersSchema) {
      throw engineErrorReply(
        new EngineError(
          ErrorType.GENERIC_DB_ENGINE_ERROR,
          `Engine "${body.engine}" cannot be configured through parameters.`,
          body.engine,
        ),
      );
    }
    if (body.id !== undefined && body.id !== null) {
      const found = await ctx.db.selectFrom('dbs').select('id').where('id', '=', body.id).executeTakeFirst();
      if (!found) throw new HttpError(404, 'Not found');
    }
    const errors = await parameterErrors(spec, body.parameters);
    if (errors.length) throw engineErrorsReply(errors);
    let built: { uri: string };
    try {
      built = uriFromParameters({ ...body, configuration_method: 'dynamic_form' }, connections.engines);
    } catch (err) {
      if (err instanceof HttpError) {
        const fields = (err.body?.message ?? {}) as Record<string, string[]>;
        throw engineErrorsReply(
          Object.entries(fields).map(
            ([field, messages]) =>
              new EngineError(ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR, messages.join('\n'), spec.engineName, {
                extra: { invalid: [field.replace(/^parameters\./, '')] },
              }),
          ),
        );
      }
      throw err;
    }
    const given = body.parameters.password;
    const stored = await storedConnection(ctx, { id: body.id, name: body.database_name });
    if (!maskedPasswordAllowed(parseUri(built.uri), stored, connections.engines)) {
      throw engineErrorsReply(
        [
          paramError(ErrorType.CONNECTION_MISSING_PARAMETERS_ERROR, PASSWORD_REQUIRED, spec.engineName, {
            missing: ['password'],
          }),
        ],
        400,
      );
    }
    const password =
      given === PASSWORD_MASK
        ? openStored(connections, stored)
        : typeof given === 'string' && given !== ''
          ? given
          : null;
    await guarded(() => testConnector(connections, spec, built.uri, password, body.server_cert));
    return { message: 'OK' };
  });

  app.get('/api/v1/database/available/', read, () => ({
    databases: connections.engines.listAvailableEngines().map((e) => ({ ...e, supports_oauth2: false })),
  }));
}
