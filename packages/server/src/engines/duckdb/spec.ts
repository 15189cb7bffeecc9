/** The DuckDB engine (`duckdb:///path.duckdb`, `duckdb:///:memory:`), also the examples database. */
import { BASE_CAPABILITIES } from '../capabilities.js';
import { checkFileAllowed, positiveInt, resolveUrl } from '../connect-options.js';
import type { ConnectOptions, Connector, EngineSpec } from '../engine.js';
import { EngineError, ErrorType } from '../errors.js';
import { DuckdbConnector } from './connector.js';
import { duckdbDialect } from './dialect.js';
import { DUCKDB_NAME, mapDuckdbError } from './errors.js';
import { duckdbSyntaxError } from './syntax.js';
import {
  acquireInstance,
  InstanceModeError,
  isMemoryPath,
  releaseInstance,
  type SharedInstance,
} from './instances.js';

export const duckdbSpec: EngineSpec = {
  engine: 'duckdb',
  engineName: DUCKDB_NAME,
  schemes: ['duckdb'],
  defaultDriver: 'duckdb_engine',
  drivers: ['duckdb_engine'],
  sqlalchemyUriPlaceholder: 'duckdb:////path/to/duck.db',
  parametersSchema: null,
  capabilities: {
    ...BASE_CAPABILITIES,
    supportsCatalogs: true,
    supportsCostEstimate: true,
    isFileBased: true,
    disableSshTunneling: true,
  },
  dialect: duckdbDialect,
  sqlFamily: 'duckdb',
  // node-sql-parser's PostgreSQL grammar reads most of it; the engine's parser checks syntax.
  parserDialect: 'PostgresQL',
  formatterLanguage: 'duckdb',
  editorDialect: 'PostgreSQL',
  syntaxError: duckdbSyntaxError,
  async connect(options: ConnectOptions): Promise<Connector> {
    const url = resolveUrl(duckdbSpec, options);
    const path = url.database ?? ':memory:';
    const memory = isMemoryPath(path);
    checkFileAllowed(duckdbSpec, memory, options);
    const allowDml = options.allowDml ?? false;
    const readOnly = !memory && (options.readOnly ?? !allowDml);
    let shared: SharedInstance;
    try {
      shared = await acquireInstance(path, readOnly);
    } catch (err) {
      if (err instanceof InstanceModeError)
        throw new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, err.message, DUCKDB_NAME);
      throw mapDuckdbError(err, path);
    }
    try {
      return await DuckdbConnector.open(duckdbSpec, {
        shared,
        path,
        allowDml: allowDml && !readOnly,
        poolSize: positiveInt(options.poolSize, 4),
      });
    } catch (err) {
      releaseInstance(shared);
      throw err;
    }
  },
};
