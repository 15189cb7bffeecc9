/** From `ConnectOptions` (URI or form parameters) to the parsed URL an engine connects with. */
import type { ConnectOptions, Connector, EngineSpec } from './engine.js';
import { EngineError, ErrorType } from './errors.js';
import { buildUri, parseSqlalchemyUri, UriError, type SqlalchemyUrl } from './uri.js';

export function resolveUrl(spec: EngineSpec, options: ConnectOptions): SqlalchemyUrl {
  let uri = options.uri;
  if (!uri && options.parameters) uri = buildUri(spec.schemes[0] ?? spec.engine, options.parameters);
  if (!uri) {
    throw new EngineError(
      ErrorType.CONNECTION_MISSING_PARAMETERS_ERROR,
      'One or more parameters are missing: sqlalchemy_uri',
      spec.engineName,
      { extra: { missing: ['sqlalchemy_uri'] } },
    );
  }
  let url: SqlalchemyUrl;
  try {
    url = parseSqlalchemyUri(uri);
  } catch (err) {
    const message = err instanceof UriError ? err.message : 'Invalid connection string';
    throw new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, message, spec.engineName, { cause: err });
  }
  if (!spec.schemes.includes(url.backend)) {
    throw new EngineError(
      ErrorType.GENERIC_DB_ENGINE_ERROR,
      `Could not load database driver: ${url.backend}`,
      spec.engineName,
    );
  }
  if (options.password !== undefined && options.password !== null)
    url = { ...url, password: options.password };
  return url;
}

/** File engines: a path is opened only when configuration allows it (`:memory:` always is). */
export function checkFileAllowed(spec: EngineSpec, isMemory: boolean, options: ConnectOptions): void {
  if (isMemory || options.allowFileDatabases) return;
  throw new EngineError(
    ErrorType.DATABASE_SECURITY_ACCESS_ERROR,
    `${spec.engineName} cannot be used as a data source for security reasons.`,
    spec.engineName,
  );
}

export function positiveInt(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * A spec's `connect`: the connector `open` builds from the resolved URL, as a promise that a
 * synchronous failure (bad URI, refused file) rejects too.
 */
export function connectWith(
  spec: EngineSpec,
  options: ConnectOptions,
  open: (url: SqlalchemyUrl) => Connector,
): Promise<Connector> {
  return Promise.resolve().then(() => open(resolveUrl(spec, options)));
}
