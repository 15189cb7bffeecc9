/**
 * The examples built on the first start, and how much memory and CPU the server's engines and caches may take: DuckDB's memory limit and
 * threads per instance, and the in-process result cache's bound. Unset, DuckDB would take 80% of
 * the machine's memory and every core, which suits a database server, not a web app beside one.
 */
import os from 'node:os';
import { z } from 'zod';

export const resourcesEnvShape = {
  LOAD_EXAMPLES: z.enum(['true', 'false']).default('true'),
  EXAMPLES_FLIGHTS_ROWS: z.coerce.number().int().min(1000).default(10_000_000),
  DUCKDB_MEMORY_LIMIT: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i, 'must be a size such as 512MB or 2GB')
    .default('512MB'),
  DUCKDB_THREADS: z.coerce.number().int().min(1).max(256).optional(),
  RESULT_CACHE_MAX_MB: z.coerce.number().int().min(1).max(65_536).default(100),
};

export interface ResourcesConfig {
  /** Build and register the examples database on the first start. */
  loadExamples: boolean;
  examplesFlightsRows: number;
  /** DUCKDB_MEMORY_LIMIT: each DuckDB instance's memory limit, in DuckDB's notation ("512MB"). */
  duckdbMemoryLimit: string;
  /** DUCKDB_THREADS: worker threads of each DuckDB instance (default: the cores, at most 4). */
  duckdbThreads: number;
  /** RESULT_CACHE_MAX_MB in bytes: the in-process chart-data result cache's bound (no REDIS_URL). */
  resultCacheMaxBytes: number;
}

type ResourcesEnv = z.infer<z.ZodObject<typeof resourcesEnvShape>>;

export function resourcesConfigOf(e: ResourcesEnv): ResourcesConfig {
  return {
    loadExamples: e.LOAD_EXAMPLES === 'true',
    examplesFlightsRows: e.EXAMPLES_FLIGHTS_ROWS,
    duckdbMemoryLimit: e.DUCKDB_MEMORY_LIMIT.replace(/\s+/g, ''),
    duckdbThreads: e.DUCKDB_THREADS ?? Math.min(4, os.availableParallelism()),
    resultCacheMaxBytes: e.RESULT_CACHE_MAX_MB * 1024 * 1024,
  };
}
