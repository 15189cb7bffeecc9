import { describe, expect, it } from 'vitest';
import { ErrorType, isEngineError } from './errors.js';
import { createEngineRegistry } from './registry.js';

describe('EngineRegistry', () => {
  const registry = createEngineRegistry();

  it('finds the engine of a URI by scheme', () => {
    expect(registry.engineForUri('postgresql://u@h/db').engine).toBe('postgresql');
    expect(registry.engineForUri('postgres://u@h/db').engine).toBe('postgresql');
    expect(registry.engineForUri('postgresql+psycopg2://u@h/db').engine).toBe('postgresql');
    expect(registry.engineForUri('mysql://u@h/db').engine).toBe('mysql');
    expect(registry.engineForUri('mariadb://u@h/db').engine).toBe('mysql');
    expect(registry.engineForUri('sqlite:///x.db').engine).toBe('sqlite');
    expect(registry.engineForUri('duckdb:///:memory:').engine).toBe('duckdb');
  });

  it('reports an unknown driver', () => {
    let err: unknown;
    try {
      registry.engineForUri('oracle://u@h/db');
    } catch (e) {
      err = e;
    }
    expect(isEngineError(err) && err.message).toBe('Could not load database driver: oracle');
  });

  it('lists the available engines in the API shape, preferred first', () => {
    const engines = registry.listAvailableEngines();
    expect(engines.map((e) => e.name)).toEqual(['PostgreSQL', 'MySQL', 'SQLite', 'DuckDB']);
    const pg = engines[0];
    expect(pg).toMatchObject({
      engine: 'postgresql',
      default_driver: 'psycopg2',
      preferred: true,
      sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
      engine_information: {
        supports_file_upload: true,
        disable_ssh_tunneling: false,
        supports_dynamic_catalog: true,
      },
    });
    expect(pg?.parameters?.required).toEqual(['database', 'host', 'port', 'username']);
    const duck = engines.find((e) => e.engine === 'duckdb');
    expect(duck?.parameters).toBeUndefined();
    expect(duck?.preferred).toBe(false);
  });

  it('builds a URI for an engine from form parameters', () => {
    expect(
      registry.buildUri('mysql', { host: 'h', port: 3306, username: 'u', password: 'p', database: 'd' }),
    ).toBe('mysql://u:p@h:3306/d');
  });

  it('connects from a URI or from engine + parameters', async () => {
    const byUri = await registry.connect({ uri: 'duckdb:///:memory:' });
    expect((await byUri.execute('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await byUri.close();
    const missing = await registry.connect({}).catch((e: unknown) => e);
    expect(isEngineError(missing) && missing.errorType).toBe(ErrorType.CONNECTION_MISSING_PARAMETERS_ERROR);
  });

  it('exposes capabilities as flags', () => {
    const caps = Object.fromEntries(registry.list().map((s) => [s.engine, s.capabilities]));
    expect(caps.postgresql?.supportsCatalogs).toBe(true);
    expect(caps.mysql?.supportsCatalogs).toBe(false);
    expect(caps.sqlite?.supportsCancel).toBe(false);
    expect(caps.duckdb?.isFileBased).toBe(true);
    expect(caps.postgresql?.supportsCostEstimate).toBe(true);
  });
});
