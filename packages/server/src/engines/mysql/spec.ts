/** The MySQL/MariaDB engine (`mysql://user:password@host:port/dbname`, also `mariadb://`), through mysql2. */
import type mysql from 'mysql2';
import { BASE_CAPABILITIES, BASIC_PARAMETERS_SCHEMA } from '../capabilities.js';
import { connectWith, positiveInt } from '../connect-options.js';
import type { ConnectOptions, Connector, EngineSpec } from '../engine.js';
import type { SqlalchemyUrl } from '../uri.js';
import { MysqlConnector } from './connector.js';
import { mysqlDialect } from './dialect.js';
import { MYSQL_NAME } from './errors.js';
import { mysqlSsl } from './tls.js';

export function mysqlPoolOptions(url: SqlalchemyUrl, options: ConnectOptions): mysql.PoolOptions {
  const q = url.query;
  const config: mysql.PoolOptions = {
    host: url.host ?? 'localhost',
    port: url.port ?? 3306,
    user: url.username ?? undefined,
    password: url.password ?? undefined,
    database: url.database ?? undefined,
    connectionLimit: positiveInt(options.poolSize, 5),
    connectTimeout: options.connectTimeoutMs ?? 10_000,
    charset: q.charset ?? 'utf8mb4',
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: false,
    decimalNumbers: true,
    multipleStatements: false,
    // No LOAD DATA LOCAL INFILE: a server (or a statement) must not read files of this host.
    flags: ['-LOCAL_FILES'],
  };
  const ssl = mysqlSsl(q, options.serverCert);
  if (ssl) config.ssl = ssl;
  return config;
}

export const mysqlSpec: EngineSpec = {
  engine: 'mysql',
  engineName: MYSQL_NAME,
  schemes: ['mysql', 'mariadb'],
  defaultDriver: 'mysqldb',
  drivers: ['mysqldb'],
  sqlalchemyUriPlaceholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
  parametersSchema: BASIC_PARAMETERS_SCHEMA,
  capabilities: {
    ...BASE_CAPABILITIES,
    supportsSchemas: true,
  },
  dialect: mysqlDialect,
  sqlFamily: 'mysql',
  parserDialect: 'MySQL',
  formatterLanguage: 'mysql',
  editorDialect: 'MySQL',
  connect: (options: ConnectOptions): Promise<Connector> =>
    connectWith(mysqlSpec, options, (url) => {
      const config = { pool: mysqlPoolOptions(url, options), allowDml: options.allowDml ?? false };
      return new MysqlConnector(mysqlSpec, config);
    }),
};
