/**
 * One open Connector per database entry, shared by every request. A connector is keyed by the
 * row's `changed_on`, so an edited database reconnects with its new settings; `invalidate` drops
 * one (after delete), `closeAll` everything (server shutdown).
 *
 * Local files are data sources only where that is safe: the examples file (opened read-only)
 * or when the configuration allows file databases for everyone (option, default false).
 */
import type { Config } from '../config.js';
import type { ConnectOptions, Connector, EngineSpec } from '../engines/engine.js';
import { createEngineRegistry, type EngineRegistry } from '../engines/registry.js';
import { EngineError, ErrorType } from '../engines/errors.js';
import type { MetaDb } from '../meta/db.js';
import type { DatabaseTable } from '../meta/schema.js';
import type { Selectable } from 'kysely';
import { SecretBox } from '../security/crypto.js';
import { examplesLoading, examplesLoadingError } from '../examples/readiness.js';
import { isExamplesUri, openPassword } from './database-uri.js';
import { MetadataCache } from './metadata-cache.js';

export type DatabaseRow = Selectable<DatabaseTable>;

export interface ConnectionManagerOptions {
  /** Let any database entry open a local DuckDB/SQLite file. Default false (examples only). */
  allowFileDatabases?: boolean;
  /** Pooled connections per database (network engines). */
  poolSize?: number;
  connectTimeoutMs?: number;
  /** The engines to connect with (default: the built-in ones). */
  engines?: EngineRegistry;
}

interface Entry {
  changedOn: string;
  connector: Promise<Connector>;
}

export class DatabaseNotFoundError extends Error {
  constructor(readonly id: number) {
    super(`Database ${id} does not exist`);
  }
}

export class ConnectionManager {
  readonly secrets: SecretBox;
  readonly engines: EngineRegistry;
  readonly metadata = new MetadataCache();
  private readonly entries = new Map<number, Entry>();
  private closed = false;

  constructor(
    private readonly config: Config,
    private readonly db: MetaDb,
    private readonly options: ConnectionManagerOptions = {},
  ) {
    this.secrets = new SecretBox(config.secretKey);
    this.engines = options.engines ?? createEngineRegistry();
  }

  /** Whether a URI may point at a local file: the examples file, or anything when configured. */
  fileDatabasesAllowed(uri: string): boolean {
    return this.options.allowFileDatabases === true || isExamplesUri(uri, this.config.dataDir);
  }

  /** How to open a stored database entry: its password decrypted, its DML flag, file rules. */
  connectOptions(row: DatabaseRow): ConnectOptions {
    let password: string | null;
    try {
      password = openPassword(this.secrets, row.password);
    } catch (err) {
      throw new EngineError(
        ErrorType.GENERIC_DB_ENGINE_ERROR,
        `The stored password of database "${row.database_name}" cannot be decrypted; was SECRET_KEY changed? ` +
          'Enter the password again.',
        row.database_name,
        { cause: err },
      );
    }
    const options = this.adHocOptions(row.sqlalchemy_uri, {
      password,
      allowDml: row.allow_dml === 1,
      serverCert: row.server_cert,
    });
    // CTAS/CVAS writes through this connection (one statement at a time, see ExecuteOptions.allowWrite):
    // a file database is opened read-write, its connector still refusing DML otherwise.
    if (row.allow_ctas === 1 || row.allow_cvas === 1) options.readOnly = false;
    return options;
  }

  /** Options for a URI that is not (yet) stored, e.g. test_connection. */
  adHocOptions(
    uri: string,
    opts: { password?: string | null; allowDml?: boolean; serverCert?: string | null } = {},
  ): ConnectOptions {
    return {
      uri,
      password: opts.password ?? null,
      ...(opts.serverCert && { serverCert: opts.serverCert }),
      allowDml: opts.allowDml ?? false,
      allowFileDatabases: this.fileDatabasesAllowed(uri),
      ...(this.options.poolSize !== undefined && { poolSize: this.options.poolSize }),
      ...(this.options.connectTimeoutMs !== undefined && { connectTimeoutMs: this.options.connectTimeoutMs }),
    };
  }

  /** The shared connector of a database entry (by id or row), opened on first use. */
  async connector(database: number | DatabaseRow): Promise<Connector> {
    if (this.closed) throw new Error('The connection manager is closed');
    const row = typeof database === 'number' ? await this.loadRow(database) : database;
    const current = this.entries.get(row.id);
    if (current && current.changedOn === row.changed_on) return current.connector;
    if (current) {
      this.entries.delete(row.id);
      void closeQuietly(current.connector);
    }
    // The examples file is still being built: "Loading examples…", not a missing-file error.
    if (examplesLoading(this.config.dataDir) && isExamplesUri(row.sqlalchemy_uri, this.config.dataDir))
      throw examplesLoadingError(this.config.dataDir);
    const spec = this.engines.engineForUri(row.sqlalchemy_uri);
    const connector = spec.connect(this.connectOptions(row));
    const entry: Entry = { changedOn: row.changed_on, connector };
    this.entries.set(row.id, entry);
    // A failed connect is not cached: the next call tries again.
    connector.catch(() => {
      if (this.entries.get(row.id) === entry) this.entries.delete(row.id);
    });
    return connector;
  }

  /** The engine of a stored URI, or null when no engine serves it (no connection needed). */
  engineOf(uri: string): EngineSpec | null {
    const scheme = /^([A-Za-z][\w+.-]*):/.exec(uri.trim())?.[1] ?? '';
    return this.engines.get(scheme.split('+')[0] ?? '') ?? null;
  }

  /** Opens a connector the caller owns and closes (test_connection, validate_parameters). */
  async open(spec: EngineSpec, options: ConnectOptions): Promise<Connector> {
    return spec.connect(options);
  }

  /** Drops the connector of a database (deleted or changed outside the API). */
  async invalidate(id: number): Promise<void> {
    const entry = this.entries.get(id);
    this.entries.delete(id);
    this.metadata.invalidate(id);
    if (entry) await closeQuietly(entry.connector);
  }

  async closeAll(): Promise<void> {
    this.closed = true;
    const all = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(all.map((e) => closeQuietly(e.connector)));
  }

  private async loadRow(id: number): Promise<DatabaseRow> {
    const row = await this.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new DatabaseNotFoundError(id);
    return row;
  }
}

async function closeQuietly(connector: Promise<Connector>): Promise<void> {
  try {
    await (await connector).close();
  } catch {
    // Failed to open, or already closed: nothing to release.
  }
}
