/**
 * How a database's connection string is kept, as Superset keeps it: the `sqlalchemy_uri` column
 * holds the URI with its password replaced by the mask, and the password itself is stored apart,
 * encrypted with SECRET_KEY. A masked password coming back from a form means "keep the stored one".
 */
import path from 'node:path';
import { PASSWORD_MASK, type SqlalchemyUrl } from '../engines/uri.js';
import { EXAMPLES_DATABASE } from '../examples/datasets.js';
import type { SecretBox } from '../security/crypto.js';
import { parseUri } from './uri-parse.js';

export interface SealedUri {
  /** The URI as stored and shown: password masked. */
  sqlalchemy_uri: string;
  /** The encrypted password, or null without one. */
  password: string | null;
}

/**
 * Seals a URI typed by a user. `storedPassword` is the encrypted password already on the row (kept
 * when the URI carries the mask); `overridePassword` is a clear password given apart (form field).
 */
export function sealUri(
  uri: string,
  box: SecretBox,
  storedPassword: string | null,
  overridePassword?: string | null,
): SealedUri {
  const trimmed = uri.trim();
  const url = parseUri(trimmed);
  const given = overridePassword !== undefined && overridePassword !== null ? overridePassword : url.password;
  let password: string | null;
  if (given === PASSWORD_MASK) password = storedPassword;
  else password = given ? box.encrypt(given) : null;
  // The stored URI never holds a clear password; with one stored, it shows the mask.
  return { sqlalchemy_uri: setUriPassword(trimmed, password === null ? null : PASSWORD_MASK), password };
}

/** A stored connection: its masked URI and sealed password, as on the `dbs` row. */
export interface StoredConnection {
  sqlalchemy_uri: string;
  password: string | null;
}

const sameHost = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * Whether a masked password in `next` may stand for the password stored with `stored`: only
 * towards the engine, host, port, database and user it was entered for. Anything else would send
 * the secret to a server of the editor's choosing, so the password must be typed again.
 * `engineOf` folds scheme aliases (`postgres` → `postgresql`).
 */
export function storedPasswordApplies(
  stored: SqlalchemyUrl,
  next: SqlalchemyUrl,
  engineOf: (backend: string) => string = (backend) => backend,
): boolean {
  return (
    engineOf(stored.backend) === engineOf(next.backend) &&
    sameHost(stored.host, next.host) &&
    stored.port === next.port &&
    stored.database === next.database &&
    stored.username === next.username
  );
}

const USERINFO = /^([^:]+:\/\/)([^:/?#@]*)(?::[^@]*)?@/;

/** The URI with its password part replaced (null: removed). Userinfo is added when missing. */
export function setUriPassword(uri: string, password: string | null): string {
  const m = USERINFO.exec(uri);
  const secret = password === null ? '' : `:${encodeURIComponent(password)}`;
  if (m) return `${m[1]}${m[2]}${secret}@${uri.slice(m[0].length)}`;
  if (password === null) return uri;
  return uri.replace(/^([^:]+:\/\/)/, `$1${secret}@`);
}

export function openPassword(box: SecretBox, sealed: string | null): string | null {
  return sealed === null ? null : box.decrypt(sealed);
}

/** `backend` and `driver` of a stored URI (Superset's `backend` / `driver` fields). */
export function backendOf(uri: string): { backend: string; driver: string | null } {
  try {
    const url = parseUri(uri);
    return { backend: url.backend, driver: url.driver };
  } catch {
    return { backend: uri.split(':')[0]?.split('+')[0] ?? '', driver: null };
  }
}

/** In-memory databases (`sqlite://`, `duckdb:///:memory:`) touch no file. */
export function isMemoryUrl(url: SqlalchemyUrl): boolean {
  const db = url.database;
  return db === null || db === '' || db.startsWith(':memory:');
}

/** The examples database's URI: `duckdb:///<DATA_DIR>/examples.duckdb`. */
export function examplesUri(dataDir: string): string {
  return `duckdb:///${path.resolve(dataDir, EXAMPLES_DATABASE.file_name)}`;
}

/** True when `uri` is the examples file of this data directory (opened read-only by the server). */
export function isExamplesUri(uri: string, dataDir: string): boolean {
  try {
    const url = parseUri(uri);
    // The examples database's engine, read from its URI rather than named here.
    if (url.backend !== parseUri(examplesUri(dataDir)).backend || !url.database || isMemoryUrl(url))
      return false;
    return path.resolve(url.database) === path.resolve(dataDir, EXAMPLES_DATABASE.file_name);
  } catch {
    return false;
  }
}
