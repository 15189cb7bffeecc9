/** The PostgreSQL engine (`postgresql://user:password@host:port/dbname`), through pg. */
import type pg from 'pg';
import { BASE_CAPABILITIES, BASIC_PARAMETERS_SCHEMA } from '../capabilities.js';
import { connectWith, positiveInt } from '../connect-options.js';
import type { ConnectOptions, Connector, EngineSpec } from '../engine.js';
import type { SqlalchemyUrl } from '../uri.js';
import { PostgresConnector } from './connector.js';
import { postgresDialect } from './dialect.js';
import { POSTGRES_NAME } from './errors.js';
import { pgSsl } from './tls.js';

export function pgClientConfig(url: SqlalchemyUrl, options: ConnectOptions): pg.PoolConfig {
  const q = url.query;
  // Sessions run in UTC so that naive and zoned timestamps truncate the same way, and read strings
  // as the access checks' parser does (a backslash is no escape); after the URI's own options.
  const serverOptions = ['-c TimeZone=UTC', q.options, '-c standard_conforming_strings=on']
    .filter(Boolean)
    .join(' ');
  const connectTimeout =
    options.connectTimeoutMs ?? (q.connect_timeout ? Number(q.connect_timeout) * 1000 : 10_000);
  const config: pg.PoolConfig = {
    host: url.host ?? 'localhost',
    port: url.port ?? 5432,
    user: url.username ?? undefined,
    password: url.password ?? undefined,
    database: url.database ?? url.username ?? 'postgres',
    max: positiveInt(options.poolSize, 5),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: connectTimeout,
    application_name: q.application_name ?? 'meridian',
    options: serverOptions,
  };
  const ssl = pgSsl(q, options.serverCert);
  if (ssl !== undefined) config.ssl = ssl;
  return config;
}

export const postgresSpec: EngineSpec = {
  engine: 'postgresql',
  engineName: POSTGRES_NAME,
  schemes: ['postgresql', 'postgres'],
  defaultDriver: 'psycopg2',
  drivers: ['psycopg2'],
  sqlalchemyUriPlaceholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
  parametersSchema: BASIC_PARAMETERS_SCHEMA,
  capabilities: {
    ...BASE_CAPABILITIES,
    supportsCatalogs: true,
    supportsDynamicCatalog: true,
    supportsCostEstimate: true,
  },
  dialect: postgresDialect,
  sqlFamily: 'postgresql',
  parserDialect: 'PostgresQL',
  formatterLanguage: 'postgresql',
  editorDialect: 'PostgreSQL',
  connect: (options: ConnectOptions): Promise<Connector> =>
    connectWith(postgresSpec, options, (url) => {
      const config = { client: pgClientConfig(url, options), allowDml: options.allowDml ?? false };
      return new PostgresConnector(postgresSpec, config);
    }),
};
