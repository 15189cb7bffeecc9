/**
 * `validate_parameters`: the dynamic connection form checked field by field (Superset's
 * BasicParametersMixin: missing fields, host, port), then the URI it builds, then a ping.
 */
import dns from 'node:dns/promises';
import net from 'node:net';
import type { validateParametersBodySchema } from '@meridian/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseUri } from '../../datasources/uri-parse.js';
import { Invalid, NotFound } from '../../domain-errors.js';
import type { EngineSpec } from '../../engines/engine.js';
import { EngineError, ErrorType } from '../../engines/errors.js';
import { PASSWORD_MASK } from '../../engines/uri.js';
import { databaseIdExists } from '../../meta/repositories/database.js';
import { openStored, storedConnection, testConnector } from './connection.js';
import { engineErrors, guarded } from './errors.js';
import { maskedPasswordAllowed, PASSWORD_REQUIRED, uriFromParameters } from './input.js';

type ValidateParametersBody = z.output<typeof validateParametersBodySchema>;

const PORT_CHECK_MS = 3_000;

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

/** Field problems (`{field: [messages]}`) as the INVALID_PAYLOAD_SCHEMA_ERROR envelope. */
export const payloadErrors = (byField: Record<string, string[]>, engine: string, prefix?: RegExp) =>
  engineErrors(
    Object.entries(byField).map(
      ([field, messages]) =>
        new EngineError(ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR, messages.join('\n'), engine, {
          extra: { invalid: [prefix ? field.replace(prefix, '') : field] },
        }),
    ),
  );

const missingParameters = (spec: EngineSpec, parameters: Record<string, unknown>) => {
  const missing = (spec.parametersSchema?.required ?? []).filter((k) => {
    const v = parameters[k];
    return v === undefined || v === null || v === '';
  });
  if (!missing.length) return [];
  missing.sort();
  const message = `One or more parameters are missing: ${missing.join(', ')}`;
  const type = ErrorType.CONNECTION_MISSING_PARAMETERS_ERROR;
  return [paramError(type, message, spec.engineName, { missing }, 'warning')];
};

/** The port's problem: not an integer, out of range, or closed. */
async function portError(spec: EngineSpec, host: string, rawPort: unknown): Promise<EngineError | null> {
  const port =
    typeof rawPort === 'number'
      ? rawPort
      : typeof rawPort === 'string' && /^\d+$/.test(rawPort)
        ? Number(rawPort)
        : NaN;
  const invalid = { invalid: ['port'] };
  const type = ErrorType.CONNECTION_INVALID_PORT_ERROR;
  if (!Number.isInteger(port))
    return paramError(type, 'Port must be a valid integer.', spec.engineName, invalid);
  if (port < 0 || port > 65535) {
    const message = 'The port must be an integer between 0 and 65535 (inclusive).';
    return paramError(type, message, spec.engineName, invalid);
  }
  if (await portOpen(host, port)) return null;
  return paramError(ErrorType.CONNECTION_PORT_CLOSED_ERROR, 'The port is closed.', spec.engineName, invalid);
}

/** Superset's BasicParametersMixin.validate_parameters: missing fields, host, port. */
async function parameterErrors(
  spec: EngineSpec,
  parameters: Record<string, unknown>,
): Promise<EngineError[]> {
  const errors = missingParameters(spec, parameters);
  const host = parameters.host;
  if (typeof host !== 'string' || host === '') return errors;
  try {
    await dns.lookup(host);
  } catch {
    const message = "The hostname provided can't be resolved.";
    errors.push(
      paramError(ErrorType.CONNECTION_INVALID_HOSTNAME_ERROR, message, spec.engineName, {
        invalid: ['host'],
      }),
    );
    return errors;
  }
  const rawPort = parameters.port;
  if (rawPort === undefined || rawPort === null || rawPort === '') return errors;
  const error = await portError(spec, host, rawPort);
  return error ? [...errors, error] : errors;
}

/** The URI the parameters build; field problems in the envelope, as the rest of this check. */
function builtUri(body: ValidateParametersBody, ctx: AppContext, spec: EngineSpec): string {
  try {
    return uriFromParameters({ ...body, configuration_method: 'dynamic_form' }, ctx.connections.engines).uri;
  } catch (err) {
    if (err instanceof Invalid) {
      const fields = (err.body?.message ?? {}) as Record<string, string[]>;
      throw payloadErrors(fields, spec.engineName, /^parameters\./);
    }
    throw err;
  }
}

/** `validate_parameters`: every check, then a ping with the (stored, when masked) password. */
export async function validateParameters(ctx: AppContext, body: ValidateParametersBody): Promise<void> {
  const connections = ctx.connections;
  const spec = connections.engines.get(body.engine);
  if (!spec?.parametersSchema) {
    const message = `Engine "${body.engine}" cannot be configured through parameters.`;
    throw engineErrors([new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, message, body.engine)]);
  }
  if (body.id !== undefined && body.id !== null && !(await databaseIdExists(ctx.db, body.id)))
    throw new NotFound('Not found');
  const errors = await parameterErrors(spec, body.parameters);
  if (errors.length) throw engineErrors(errors);
  const uri = builtUri(body, ctx, spec);
  const given = body.parameters.password;
  const stored = await storedConnection(ctx, { id: body.id, name: body.database_name });
  if (!maskedPasswordAllowed(parseUri(uri), stored, connections.engines)) {
    const type = ErrorType.CONNECTION_MISSING_PARAMETERS_ERROR;
    const missing = { missing: ['password'] };
    throw engineErrors([paramError(type, PASSWORD_REQUIRED, spec.engineName, missing)], 400);
  }
  const password =
    given === PASSWORD_MASK
      ? openStored(connections, stored)
      : typeof given === 'string' && given !== ''
        ? given
        : null;
  await guarded(() => testConnector(connections, spec, uri, password, body.server_cert));
}
