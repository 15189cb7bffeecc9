/**
 * Whether this process is building the examples file now. While it is, the examples database's
 * datasets are registered but the file is not there yet: queries on it answer "Loading examples…"
 * (an info-level error the web shows as a loading state) instead of a database error.
 */
import { ErrorType } from '@meridian/core';
import { EngineError } from '../engines/errors.js';
import type { ExamplesProgress } from './types.js';

export const EXAMPLES_LOADING_MESSAGE = 'Loading examples…';

let loading: ExamplesProgress | null = null;

/** Marks the build as running (with its progress) or, with null, as over. */
export function setExamplesLoading(progress: ExamplesProgress | null): void {
  loading = progress;
}

/** The build's progress while it runs; null when no build is running. */
export const examplesLoading = (): ExamplesProgress | null => loading;

/** The answer to a query on the examples while they are being built. */
export function examplesLoadingError(): EngineError {
  const progress = loading;
  return new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, EXAMPLES_LOADING_MESSAGE, 'DuckDB', {
    level: 'info',
    extra: {
      examples_loading: true,
      ...(progress && { progress: { step: progress.step, done: progress.done, total: progress.total } }),
    },
  });
}
