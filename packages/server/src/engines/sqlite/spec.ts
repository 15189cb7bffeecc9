/** The SQLite engine (`sqlite:///path.db`, `sqlite://` in memory), through better-sqlite3. */
import Database from 'better-sqlite3';
import { BASE_CAPABILITIES } from '../capabilities.js';
import { checkFileAllowed, resolveUrl } from '../connect-options.js';
import type { ConnectOptions, Connector, EngineSpec } from '../engine.js';
import { SqliteConnector } from './connector.js';
import { textOf } from '../values.js';
import { sqliteDialect } from './dialect.js';
import { mapSqliteError, SQLITE_NAME } from './errors.js';

const regexCache = new Map<string, RegExp>();

/** `x REGEXP y` calls regexp(y, x); SQLite has no built-in implementation. */
function regexp(pattern: unknown, value: unknown): number | null {
  if (pattern === null || value === null || pattern === undefined || value === undefined) return null;
  const key = textOf(pattern);
  let re = regexCache.get(key);
  if (!re) {
    re = new RegExp(key);
    if (regexCache.size > 200) regexCache.clear();
    regexCache.set(key, re);
  }
  return re.test(textOf(value)) ? 1 : 0;
}

export const sqliteSpec: EngineSpec = {
  engine: 'sqlite',
  engineName: SQLITE_NAME,
  schemes: ['sqlite'],
  defaultDriver: 'pysqlite',
  drivers: ['pysqlite'],
  sqlalchemyUriPlaceholder: 'sqlite:///path/to/file.db?check_same_thread=false',
  parametersSchema: null,
  capabilities: {
    ...BASE_CAPABILITIES,
    supportsCancel: false,
    supportsTimeout: false,
    isFileBased: true,
    disableSshTunneling: true,
  },
  dialect: sqliteDialect,
  // Sync failures (bad URI, refused file) still reject the promise.
  connect: (options: ConnectOptions): Promise<Connector> =>
    Promise.resolve().then(() => connectSqlite(options)),
};

function connectSqlite(options: ConnectOptions): Connector {
  const url = resolveUrl(sqliteSpec, options);
  const path = url.database ?? ':memory:';
  const memory = path === ':memory:' || path === '';
  checkFileAllowed(sqliteSpec, memory, options);
  const allowDml = options.allowDml ?? false;
  const readOnly = !memory && (options.readOnly ?? !allowDml);
  let db: Database.Database;
  try {
    db = memory
      ? new Database(':memory:')
      : new Database(path, { readonly: readOnly, fileMustExist: readOnly });
    db.function('regexp', { deterministic: true }, regexp);
  } catch (err) {
    throw mapSqliteError(err, path);
  }
  return new SqliteConnector(sqliteSpec, db, allowDml && !readOnly, path);
}
