import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-config-'));

describe('config: DuckDB resources and the result cache bound', () => {
  it('defaults to 512MB, the cores up to 4, and a 100 MB result cache', () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c.duckdbMemoryLimit).toBe('512MB');
    expect(c.duckdbThreads).toBe(Math.min(4, os.availableParallelism()));
    expect(c.resultCacheMaxBytes).toBe(100 * 1024 * 1024);
  });

  it('reads DUCKDB_MEMORY_LIMIT, DUCKDB_THREADS and RESULT_CACHE_MAX_MB', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      DUCKDB_MEMORY_LIMIT: '1.5 GB',
      DUCKDB_THREADS: '3',
      RESULT_CACHE_MAX_MB: '20',
    });
    expect(c.duckdbMemoryLimit).toBe('1.5GB');
    expect(c.duckdbThreads).toBe(3);
    expect(c.resultCacheMaxBytes).toBe(20 * 1024 * 1024);
  });

  it('refuses a malformed size or thread count, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), DUCKDB_MEMORY_LIMIT: 'lots' })).toThrow(
      new ConfigError(
        'Invalid environment variable DUCKDB_MEMORY_LIMIT: must be a size such as 512MB or 2GB',
      ),
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), DUCKDB_THREADS: '0' })).toThrow(/DUCKDB_THREADS/);
    expect(() => loadConfig({ DATA_DIR: tmp(), RESULT_CACHE_MAX_MB: '-1' })).toThrow(/RESULT_CACHE_MAX_MB/);
  });
});
