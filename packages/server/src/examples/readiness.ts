/**
 * Whether this process is building the examples file now. While it is, the examples database's
 * datasets are registered but the file is not there yet: queries on it answer "Loading examples…"
 * (an info-level error the web shows as a loading state) instead of a database error.
 */
import path from 'node:path';
import { ErrorType } from '@meridian/core';
import { EngineError } from '../engines/errors.js';
import type { ExamplesProgress } from './types.js';

export const EXAMPLES_LOADING_MESSAGE = 'Loading examples…';

/** Builds running in this process, by data directory (tests run several servers in one process). */
const loading = new Map<string, ExamplesProgress>();

/** Marks the build of `dataDir`'s examples as running (with its progress) or, with null, as over. */
export function setExamplesLoading(dataDir: string, progress: ExamplesProgress | null): void {
  if (progress) loading.set(path.resolve(dataDir), progress);
  else loading.delete(path.resolve(dataDir));
}

/** The progress of the build of `dataDir`'s examples while it runs; null when none is running. */
export const examplesLoading = (dataDir: string): ExamplesProgress | null =>
  loading.get(path.resolve(dataDir)) ?? null;

/** The answer to a query on `dataDir`'s examples while they are being built. */
export function examplesLoadingError(dataDir: string): EngineError {
  const progress = examplesLoading(dataDir);
  return new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, EXAMPLES_LOADING_MESSAGE, 'DuckDB', {
    level: 'info',
    extra: {
      examples_loading: true,
      ...(progress && { progress: { step: progress.step, done: progress.done, total: progress.total } }),
    },
  });
}
