import { afterEach, describe, expect, it } from 'vitest';
import { acquireInstance, configureDuckDbResources, releaseInstance, resourceOptions } from './instances.js';

afterEach(() => configureDuckDbResources({ memoryLimit: '512MB', threads: 2 }));

describe('DuckDB resources (DUCKDB_MEMORY_LIMIT, DUCKDB_THREADS)', () => {
  it('are given to every instance opened after they are configured, and SQL cannot raise them', async () => {
    configureDuckDbResources({ memoryLimit: '300MB', threads: 1 });
    const inst = await acquireInstance(':memory:', false);
    const connection = await inst.instance.connect();
    try {
      const reader = await connection.runAndReadAll(
        "SELECT current_setting('memory_limit'), current_setting('threads')",
      );
      const [limit, threads] = reader.getRows()[0] ?? [];
      // DuckDB shows the limit in MiB: 300 MB = 286.1 MiB.
      expect(String(limit)).toMatch(/^286(\.\d+)? MiB$/);
      expect(Number(threads)).toBe(1);
      await expect(connection.run("SET memory_limit = '20GB'")).rejects.toThrow(/lock|configuration/i);
    } finally {
      connection.closeSync();
      releaseInstance(inst);
    }
  });

  it('map to DuckDB creation options', () => {
    expect(resourceOptions({ memoryLimit: '1GB', threads: 3 })).toEqual({
      memory_limit: '1GB',
      threads: '3',
    });
    expect(resourceOptions(null)).toEqual({});
  });
});
