/**
 * The engines the server knows, as an instance (tests and the app build their own). Finds the
 * engine of a URI, connects, and describes the engines for `GET /api/v1/database/available/`.
 */
import { resolveUrl } from './connect-options.js';
import type { ConnectOptions, Connector, EditorDialect, EngineSpec, JsonSchemaObject } from './engine.js';
import { EngineError, ErrorType } from './errors.js';
import { duckdbSpec } from './duckdb/spec.js';
import { mysqlSpec } from './mysql/spec.js';
import { postgresSpec } from './postgres/spec.js';
import { sqliteSpec } from './sqlite/spec.js';
import { buildUri, parseSqlalchemyUri, parametersFromUri, UriError } from './uri.js';

export { buildUri, parseSqlalchemyUri, parametersFromUri, maskPassword, PASSWORD_MASK } from './uri.js';

/** One item of Superset's `GET /api/v1/database/available/`. */
export interface AvailableEngine {
  engine: string;
  name: string;
  default_driver: string;
  available_drivers: string[];
  sqlalchemy_uri_placeholder: string;
  preferred: boolean;
  parameters?: JsonSchemaObject;
  engine_information: {
    supports_file_upload: boolean;
    disable_ssh_tunneling: boolean;
    supports_dynamic_catalog: boolean;
    supports_oauth2: boolean;
    /** The SQL editor's dialect (not in Superset: its editor picks one by backend name). */
    editor_dialect: EditorDialect;
  };
}

/** Superset's default PREFERRED_DATABASES order. */
const DEFAULT_PREFERRED = ['PostgreSQL', 'Presto', 'MySQL', 'SQLite'];

export class EngineRegistry {
  private readonly specs: EngineSpec[];

  constructor(specs: readonly EngineSpec[]) {
    this.specs = [...specs];
  }

  list(): readonly EngineSpec[] {
    return this.specs;
  }

  /** By backend name ('postgresql') or one of its URI schemes ('postgres'). */
  get(engine: string): EngineSpec | undefined {
    const name = engine.toLowerCase();
    return this.specs.find((s) => s.engine === name || s.schemes.includes(name));
  }

  /** The engine of a SQLAlchemy URI; EngineError "Could not load database driver" when none. */
  engineForUri(uri: string): EngineSpec {
    let backend: string;
    try {
      backend = parseSqlalchemyUri(uri).backend;
    } catch (err) {
      const message = err instanceof UriError ? err.message : 'Invalid connection string';
      throw new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, message, 'Unknown', { cause: err });
    }
    const spec = this.get(backend);
    if (!spec) {
      throw new EngineError(
        ErrorType.GENERIC_DB_ENGINE_ERROR,
        `Could not load database driver: ${backend}`,
        backend,
      );
    }
    return spec;
  }

  /** Connect from a URI, or from `engine` + form parameters. */
  async connect(options: ConnectOptions & { engine?: string }): Promise<Connector> {
    const spec = options.uri
      ? this.engineForUri(options.uri)
      : options.engine
        ? this.get(options.engine)
        : undefined;
    if (!spec) {
      throw new EngineError(
        ErrorType.CONNECTION_MISSING_PARAMETERS_ERROR,
        'One or more parameters are missing: engine',
        options.engine ?? 'Unknown',
        { extra: { missing: ['engine'] } },
      );
    }
    return spec.connect(options);
  }

  /** The URI for an engine's form parameters (Superset's build_sqlalchemy_uri). */
  buildUri(engine: string, parameters: Parameters<typeof buildUri>[1]): string {
    const spec = this.get(engine);
    if (!spec)
      throw new EngineError(
        ErrorType.GENERIC_DB_ENGINE_ERROR,
        `Could not load database driver: ${engine}`,
        engine,
      );
    return buildUri(spec.schemes[0] ?? spec.engine, parameters);
  }

  /** Form parameters of a URI, checked against the engine (validate_parameters' reverse). */
  parametersFromUri(uri: string): ReturnType<typeof parametersFromUri> {
    const spec = this.engineForUri(uri);
    resolveUrl(spec, { uri });
    return parametersFromUri(uri);
  }

  listAvailableEngines(preferred: readonly string[] = DEFAULT_PREFERRED): AvailableEngine[] {
    const rank = (name: string) => {
      const i = preferred.indexOf(name);
      return i === -1 ? Number.MAX_SAFE_INTEGER : i;
    };
    return this.specs
      .map((spec): AvailableEngine => {
        const item: AvailableEngine = {
          engine: spec.engine,
          name: spec.engineName,
          default_driver: spec.defaultDriver,
          available_drivers: [...spec.drivers],
          sqlalchemy_uri_placeholder: spec.sqlalchemyUriPlaceholder,
          preferred: preferred.includes(spec.engineName),
          engine_information: {
            supports_file_upload: spec.capabilities.supportsFileUpload,
            disable_ssh_tunneling: spec.capabilities.disableSshTunneling,
            supports_dynamic_catalog: spec.capabilities.supportsDynamicCatalog,
            supports_oauth2: false,
            editor_dialect: spec.editorDialect,
          },
        };
        if (spec.parametersSchema) item.parameters = spec.parametersSchema;
        return item;
      })
      .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  }
}

export const BUILTIN_ENGINE_SPECS: readonly EngineSpec[] = [postgresSpec, mysqlSpec, sqliteSpec, duckdbSpec];

export function createEngineRegistry(specs: readonly EngineSpec[] = BUILTIN_ENGINE_SPECS): EngineRegistry {
  return new EngineRegistry(specs);
}
