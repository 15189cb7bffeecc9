/**
 * The `errors` of an error event: what the synchronous answer would have said, as Superset's error
 * payloads (`{message, error_type, level, extra}` for engine errors, `{message}` otherwise). Failures
 * nobody foresaw say only that something failed, as a synchronous 500 does.
 */
import { InvalidPostProcessingError, QueryValidationError, TimeRangeParseError } from '@meridian/core';
import { HttpError } from '../api/errors.js';
import { DomainError } from '../domain-errors.js';
import { EngineError } from '../engines/errors.js';
import { CompileError } from '../query/compile.js';
import { SqlExpressionError } from '../sql-safety/fragment.js';

export const UNEXPECTED = 'An unexpected error occurred while loading the chart data';

/** A domain error's message: its body's text, or its fields' messages joined. */
function domainMessage(error: DomainError): string {
  const message = error.body?.message;
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object')
    return Object.entries(message as Record<string, unknown>)
      .map(([field, m]) => `${field}: ${Array.isArray(m) ? m.join(' ') : String(m)}`)
      .join('; ');
  return error.message;
}

/** The event's errors, and whether the failure was foreseen (unforeseen ones are also logged). */
export function eventErrors(error: unknown): { errors: unknown[]; foreseen: boolean } {
  if (error instanceof EngineError) return { errors: [error.toJSON()], foreseen: true };
  if (error instanceof DomainError) {
    const listed = error.body?.errors;
    return { errors: Array.isArray(listed) ? listed : [{ message: domainMessage(error) }], foreseen: true };
  }
  if (error instanceof QueryValidationError)
    return {
      errors: error.issues.map((i) => ({ message: i.path ? `${i.path}: ${i.message}` : i.message })),
      foreseen: true,
    };
  if (
    error instanceof HttpError ||
    error instanceof CompileError ||
    error instanceof SqlExpressionError ||
    error instanceof InvalidPostProcessingError ||
    error instanceof TimeRangeParseError
  )
    return { errors: [{ message: error.message }], foreseen: true };
  return { errors: [{ message: UNEXPECTED }], foreseen: false };
}
