/**
 * From a request's connection fields to the URI to store or test: either `sqlalchemy_uri`, or
 * `engine` (+ `driver`) and `parameters` (Superset's dynamic form). Every problem is a 400 naming
 * the field.
 */
import { basicParametersSchema } from '@meridian/core';
import type { ConnectionManager } from '../../datasources/connections.js';
import { isMemoryUrl, storedPasswordApplies, type StoredConnection } from '../../datasources/database-uri.js';
import { InvalidUriError, parseUri } from '../../datasources/uri-parse.js';
import { Invalid } from '../../domain-errors.js';
import type { EngineSpec } from '../../engines/engine.js';
import type { EngineRegistry } from '../../engines/registry.js';
import { buildUri, PASSWORD_MASK, type SqlalchemyUrl } from '../../engines/uri.js';
import { fieldError } from './errors.js';

export interface ConnectionInput {
  sqlalchemy_uri?: string | undefined;
  engine?: string | null | undefined;
  driver?: string | null | undefined;
  parameters?: Record<string, unknown> | undefined;
  configuration_method?: 'sqlalchemy_form' | 'dynamic_form' | undefined;
}

export interface ResolvedConnection {
  spec: EngineSpec;
  /** The URI as given or built; its password may be the mask (meaning: the stored one). */
  uri: string;
  url: SqlalchemyUrl;
}

const usesParameters = (input: ConnectionInput) =>
  input.configuration_method === 'dynamic_form' || (!input.sqlalchemy_uri && input.parameters !== undefined);

/** The URI built from the dynamic form's parameters. */
export function uriFromParameters(
  input: ConnectionInput,
  engines: EngineRegistry,
): { spec: EngineSpec; uri: string } {
  const engineName =
    input.engine ?? (typeof input.parameters?.engine === 'string' ? input.parameters.engine : null);
  if (!engineName) {
    throw fieldError(
      400,
      'engine',
      'An engine must be specified when passing individual parameters to a database.',
    );
  }
  const spec = engines.get(engineName);
  if (!spec) throw fieldError(400, 'engine', `Engine "${engineName}" is not a valid engine.`);
  if (!spec.parametersSchema) {
    throw fieldError(
      400,
      'parameters',
      `Engine spec "${spec.engineName}" does not support being configured via individual parameters.`,
    );
  }
  const parsed = basicParametersSchema.safeParse(input.parameters ?? {});
  if (!parsed.success) {
    const message: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (message[['parameters', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
    throw new Invalid('invalid', { message }, 400);
  }
  const p = parsed.data;
  const missing = (spec.parametersSchema.required ?? []).filter((k) => {
    const v = (p as Record<string, unknown>)[k];
    return v === undefined || v === null || v === '';
  });
  if (missing.length) {
    const message = Object.fromEntries(
      missing.map((k) => [`parameters.${k}`, ['Missing data for required field.']]),
    );
    throw new Invalid('invalid', { message }, 400);
  }
  const scheme = input.driver ? `${spec.engine}+${input.driver}` : spec.engine;
  const uri = buildUri(scheme, {
    ...(p.host !== undefined && { host: p.host }),
    ...(p.port !== undefined && { port: p.port }),
    ...(p.username && { username: p.username }),
    ...(p.password && { password: p.password }),
    ...(p.database !== undefined && { database: p.database }),
    ...(p.query !== undefined && { query: p.query }),
    ...(p.encryption !== undefined && { encryption: p.encryption }),
  });
  return { spec, uri };
}

/** Superset's words for a masked password that cannot stand for the stored one. */
export const PASSWORD_REQUIRED =
  'Must provide a password for the database: the stored one is only used with the same engine, host, port, database and username.';

/**
 * False when `url` carries the mask but the stored password it stands for was entered for another
 * server (see storedPasswordApplies). No stored password, no secret to replay: true.
 */
export function maskedPasswordAllowed(
  url: SqlalchemyUrl,
  stored: StoredConnection | null | undefined,
  engines: EngineRegistry,
): boolean {
  if (url.password !== PASSWORD_MASK || !stored || stored.password === null) return true;
  let before: SqlalchemyUrl;
  try {
    before = parseUri(stored.sqlalchemy_uri);
  } catch {
    return false;
  }
  return storedPasswordApplies(before, url, (backend) => engines.get(backend)?.engine ?? backend);
}

/**
 * The connection a request describes, or null when it has none (an update that keeps the URI).
 * `required`: a create must describe one. `stored`: the saved connection a masked password stands
 * for; pointing the mask at another server is a 400 on the field that carried it.
 */
export function resolveConnection(
  input: ConnectionInput,
  manager: ConnectionManager,
  required: boolean,
  stored?: StoredConnection | null,
): ResolvedConnection | null {
  let uri: string;
  if (usesParameters(input)) {
    uri = uriFromParameters(input, manager.engines).uri;
  } else if (input.sqlalchemy_uri) {
    uri = input.sqlalchemy_uri.trim();
  } else {
    if (required) throw fieldError(400, 'sqlalchemy_uri', 'Missing data for required field.');
    return null;
  }
  let url: SqlalchemyUrl;
  try {
    url = parseUri(uri);
  } catch (err) {
    if (err instanceof InvalidUriError) throw fieldError(400, 'sqlalchemy_uri', err.message);
    throw err;
  }
  const spec = manager.engines.get(url.backend);
  if (!spec) throw fieldError(400, 'sqlalchemy_uri', `Could not load database driver: ${url.backend}`);
  if (spec.capabilities.isFileBased && !isMemoryUrl(url) && !manager.fileDatabasesAllowed(uri)) {
    throw fieldError(
      400,
      'sqlalchemy_uri',
      `${spec.engineName} cannot be used as a data source for security reasons.`,
    );
  }
  if (!maskedPasswordAllowed(url, stored, manager.engines)) {
    throw fieldError(
      400,
      usesParameters(input) ? 'parameters.password' : 'sqlalchemy_uri',
      PASSWORD_REQUIRED,
    );
  }
  return { spec, uri, url };
}

/** Superset refuses SSH tunnels unless the feature is on; Meridian has no tunnels. */
export function refuseSshTunnel(sshTunnel: unknown): void {
  if (sshTunnel !== undefined && sshTunnel !== null)
    throw fieldError(400, 'ssh_tunnel', 'SSH Tunneling is not enabled');
}
