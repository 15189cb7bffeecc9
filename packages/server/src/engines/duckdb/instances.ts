/**
 * One DuckDB instance per database file in this process (DuckDB locks the file), shared by the
 * connectors that open it and closed with the last one. Every instance is locked down:
 * no external access (files, network, ATTACH of files, COPY, INSTALL/LOAD), no extension
 * auto-install/auto-load, TimeZone UTC, then the configuration is locked so SQL cannot undo it.
 * DuckDB still opens its own database file, which is given at creation; a read-only one then
 * has the local file system disabled too.
 */
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

export interface SharedInstance {
  readonly instance: DuckDBInstance;
  readonly key: string;
  readonly readOnly: boolean;
  refs: number;
}

/** Settings given at creation; the ones that must be set on a connection come after. */
export const SAFE_DUCKDB_CONFIG: Readonly<Record<string, string>> = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  allow_community_extensions: 'false',
  allow_unsigned_extensions: 'false',
};

/** Memory and threads of every instance this process opens (DUCKDB_MEMORY_LIMIT, DUCKDB_THREADS). */
export interface DuckDbResources {
  memoryLimit: string;
  threads: number;
}

// Unset, DuckDB takes 80% of the machine's memory and every core: too much beside a web server.
let resources: DuckDbResources | null = null;

/** Sets the resources of the instances opened from now on (the app context does, from its config). */
export function configureDuckDbResources(next: DuckDbResources): void {
  resources = { ...next };
}

/** The creation options for the configured resources (none when unconfigured). */
export function resourceOptions(r: DuckDbResources | null = resources): Record<string, string> {
  return r ? { memory_limit: r.memoryLimit, threads: String(r.threads) } : {};
}

const shared = new Map<string, Promise<SharedInstance>>();

export function isMemoryPath(dbPath: string | null): boolean {
  return dbPath === null || dbPath === '' || dbPath === ':memory:' || dbPath.startsWith(':memory:');
}

export class InstanceModeError extends Error {}

async function create(dbPath: string, readOnly: boolean): Promise<DuckDBInstance> {
  const options: Record<string, string> = { ...SAFE_DUCKDB_CONFIG, ...resourceOptions() };
  if (!isMemoryPath(dbPath)) options.access_mode = readOnly ? 'READ_ONLY' : 'READ_WRITE';
  const instance = await DuckDBInstance.create(dbPath, options);
  let setup: DuckDBConnection | null = null;
  try {
    setup = await instance.connect();
    // TimeZone is not accepted at creation (it comes with ICU), so set it, then lock everything.
    await setup.run("SET GLOBAL TimeZone = 'UTC'");
    // External access off still lets SQL read the database's own file and WAL (read_blob, glob,
    // a replacement scan): a read-only file never needs the local file system again once open.
    if (readOnly && !isMemoryPath(dbPath))
      await setup.run("SET GLOBAL disabled_filesystems = 'LocalFileSystem'");
    await setup.run('SET GLOBAL lock_configuration = true');
  } catch (err) {
    setup?.closeSync();
    instance.closeSync();
    throw err;
  }
  setup.closeSync();
  return instance;
}

/**
 * The shared instance of a file (a private one for `:memory:`). A file already open read-write
 * serves read-only callers too (their connector refuses writes itself); a file open read-only
 * cannot serve a read-write caller until its connectors close.
 */
export async function acquireInstance(dbPath: string | null, readOnly: boolean): Promise<SharedInstance> {
  if (isMemoryPath(dbPath)) {
    const instance = await create(':memory:', false);
    return { instance, key: ':memory:', readOnly: false, refs: 1 };
  }
  const key = path.resolve(dbPath as string);
  const existing = shared.get(key);
  if (existing) {
    const inst = await existing;
    if (inst.readOnly && !readOnly) {
      throw new InstanceModeError(
        `The DuckDB file ${key} is open read-only in this process; close it first.`,
      );
    }
    inst.refs += 1;
    return inst;
  }
  const pending = create(key, readOnly).then((instance) => ({ instance, key, readOnly, refs: 1 }));
  shared.set(key, pending);
  try {
    return await pending;
  } catch (err) {
    shared.delete(key);
    throw err;
  }
}

export function releaseInstance(inst: SharedInstance): void {
  inst.refs -= 1;
  if (inst.refs > 0) return;
  if (inst.key !== ':memory:') shared.delete(inst.key);
  inst.instance.closeSync();
}
