/** The SQLite engine (`sqlite:///path.db`, `sqlite://` in memory), through better-sqlite3. */
import Database from 'better-sqlite3';
import { BASE_CAPABILITIES } from '../capabilities.js';
import { checkFileAllowed, connectWith } from '../connect-options.js';
import type { ConnectOptions, Connector, EngineSpec } from '../engine.js';
import type { SqlalchemyUrl } from '../uri.js';
import { SqliteConnector } from './connector.js';
import { sqliteDialect } from './dialect.js';
import { mapSqliteError, SQLITE_NAME } from './errors.js';
import { regexp } from './regexp.js';
import { sqliteSyntaxError } from './syntax.js';

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
  sqlFamily: 'sqlite',
  // node-sql-parser's PostgreSQL grammar reads most of it; the engine's parser checks syntax.
  parserDialect: 'PostgresQL',
  formatterLanguage: 'sqlite',
  editorDialect: 'SQLite',
  syntaxError: sqliteSyntaxError,
  connect: (options: ConnectOptions): Promise<Connector> =>
    connectWith(sqliteSpec, options, (url) => openSqlite(url, options)),
};

function openSqlite(url: SqlalchemyUrl, options: ConnectOptions): Connector {
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
