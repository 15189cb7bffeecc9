/**
 * What the layers below the API throw when a rule says no: the kind of refusal, not an HTTP status.
 * The API's error handler (api/errors.ts) maps each kind to its status. `body` is the answer as
 * Superset shapes it (`{message: {field: [..]}}`, or the `errors` envelope); `status` is only for the
 * few rules Superset answers with an unusual status (a 400 envelope for SQL Lab, 410, 422).
 */

/** One entry of Superset's error envelope (`errors: [{message, error_type, level, extra}]`). */
export interface ErrorEnvelopeItem {
  message: string;
  error_type: string;
  level: 'error' | 'warning' | 'info';
  extra: Record<string, unknown>;
}

export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly body?: Record<string, unknown>,
    /** The status the API answers instead of the kind's own (see api/errors.ts). */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Missing, or hidden from the caller (existence of others' objects does not leak). */
export class NotFound extends DomainError {}

/** The caller may not read or change it. */
export class AccessDenied extends DomainError {}

/** The input breaks a rule; the body names the field. */
export class Invalid extends DomainError {}

/** The state of stored objects does not allow it. */
export class Conflict extends DomainError {}

/** `{message, errors: [..]}`: Superset's envelope of one error. */
export function errorEnvelope(
  errorType: string,
  message: string,
  extra: Record<string, unknown> = {},
): { message: string; errors: ErrorEnvelopeItem[] } {
  return { message, errors: [{ message, error_type: errorType, level: 'error', extra }] };
}

/** `{message: {field: [message]}}`: Superset's answer to one bad field. */
export const invalidField = (field: string, message: string, status?: number) =>
  new Invalid('invalid', { message: { [field]: [message] } }, status);
