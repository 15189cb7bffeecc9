/**
 * SQLAlchemy-style URIs: `backend[+driver]://[user[:password]@][host][:port][/database][?k=v…]`.
 * As in SQLAlchemy, file engines put the path after the third slash: `sqlite:///relative.db`,
 * `duckdb:////absolute/path.duckdb`, `duckdb:///:memory:`; `sqlite://` alone is in memory.
 */
import type { ConnectionParameters } from './engine.js';

export interface SqlalchemyUrl {
  /** Backend name, lower case, without driver ('postgresql'). */
  backend: string;
  driver: string | null;
  username: string | null;
  password: string | null;
  host: string | null;
  port: number | null;
  database: string | null;
  query: Record<string, string>;
}

/** Superset's mask for stored passwords. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

const URI_RE =
  /^([A-Za-z][\w+.-]*):\/\/(?:([^:/?#@]*)(?::([^@]*))?@)?(?:\[([^\]]+)\]|([^/:?#]*))?(?::(\d*))?(?:\/([^?]*))?(?:\?(.*))?$/s;

export class UriError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UriError';
  }
}

function decode(part: string | undefined): string | null {
  if (part === undefined || part === '') return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function parseSqlalchemyUri(uri: string): SqlalchemyUrl {
  const m = URI_RE.exec(uri.trim());
  if (!m) throw new UriError(`Invalid connection string: could not parse SQLAlchemy URI`);
  const [, scheme = '', user, pass, ipv6, host, port, database, query] = m;
  const [backend = '', driver] = scheme.toLowerCase().split('+', 2);
  const portNumber = port ? Number(port) : null;
  if (portNumber !== null && (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65535)) {
    throw new UriError(`Invalid port: ${port ?? ''}`);
  }
  const params: Record<string, string> = {};
  if (query) for (const [k, v] of new URLSearchParams(query)) params[k] = v;
  return {
    backend,
    driver: driver ?? null,
    username: decode(user),
    // An empty password ("user:@host") is still a password.
    password: pass === undefined ? null : (decode(pass) ?? ''),
    host: decode(ipv6 ?? host),
    port: portNumber,
    database: decode(database),
    query: params,
  };
}

function enc(value: string): string {
  return encodeURIComponent(value);
}

/** Build a URI from the connection form (Superset's build_sqlalchemy_uri). */
export function buildUri(scheme: string, parameters: ConnectionParameters): string {
  const { host, port, username, password, database } = parameters;
  let auth = '';
  if (username) auth = password ? `${enc(username)}:${enc(password)}@` : `${enc(username)}@`;
  const hostPart = host ? (host.includes(':') ? `[${host}]` : host) : '';
  const portPart = port !== undefined && port !== null ? `:${port}` : '';
  const dbPart = database ? `/${enc(database)}` : '';
  const query = new URLSearchParams(parameters.query ?? {});
  if (parameters.encryption && !query.has('sslmode') && !query.has('ssl')) {
    if (scheme.startsWith('postgres')) query.set('sslmode', 'require');
    else query.set('ssl', '1');
  }
  const q = query.toString();
  return `${scheme}://${auth}${hostPart}${portPart}${dbPart}${q ? `?${q}` : ''}`;
}

/** The form fields of a URI (Superset's get_parameters_from_uri). */
export function parametersFromUri(uri: string): ConnectionParameters {
  const url = parseSqlalchemyUri(uri);
  const out: ConnectionParameters = {};
  if (url.host !== null) out.host = url.host;
  if (url.port !== null) out.port = url.port;
  if (url.username !== null) out.username = url.username;
  if (url.password !== null) out.password = url.password;
  if (url.database !== null) out.database = url.database;
  if (Object.keys(url.query).length > 0) out.query = { ...url.query };
  return out;
}

/** The URI with its password replaced by Superset's mask. */
export function maskPassword(uri: string): string {
  const m = /^([^:]+:\/\/[^:/?#@]*:)([^@]*)(@.*)$/s.exec(uri);
  if (!m || m[2] === '') return uri;
  return `${m[1]}${PASSWORD_MASK}${m[3]}`;
}
