import type { z } from 'zod';
import { InvalidPostProcessingError } from './errors.js';
import { columnPositions, type Frame } from './frame.js';

/** Validates an operator's options; the message names the operation and the field at fault. */
export function parseOptions<S extends z.ZodType>(
  operation: string,
  schema: S,
  options: unknown,
): z.output<S> {
  const result = schema.safeParse(options ?? {});
  if (result.success) return result.data;
  const details = result.error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
  throw new InvalidPostProcessingError(`Invalid options for ${operation}: ${details}`, operation);
}

/** Throws unless every name is a column of the frame (the first level of pivoted columns counts). */
export function requireColumns(operation: string, frame: Frame, names: Iterable<string>): void {
  const missing = [...names].filter((name) => columnPositions(frame, name).length === 0);
  if (missing.length) {
    throw new InvalidPostProcessingError(
      `Referenced columns not available in DataFrame: ${missing.join(', ')}`,
      operation,
    );
  }
}
