/**
 * Database validation (spec §4, §5): errors from validate_parameters, test_connection and save
 * become messages under the form's fields. CONNECTION_MISSING_PARAMETERS_ERROR,
 * CONNECTION_ACCESS_DENIED_ERROR and INVALID_PAYLOAD_SCHEMA_ERROR map to fields while the user is
 * still filling the form; on submit every error naming a field does.
 */
import type { ClientError, SupersetError } from '../../../api/errors';

export const REQUIRED_FIELD = 'This is a required field';

export const FIELD_ERROR_TYPES = [
  'CONNECTION_MISSING_PARAMETERS_ERROR',
  'CONNECTION_ACCESS_DENIED_ERROR',
  'INVALID_PAYLOAD_SCHEMA_ERROR',
] as const;

/** Field name → message. */
export type FieldErrors = Record<string, string>;

const MISSING_DATA = /missing data for required field|field cannot be empty|required/i;

/** `parameters.host` → `host`: the form's fields are the parameters themselves. */
const fieldName = (key: string) => key.replace(/^parameters\./, '');

function fromSupersetErrors(errors: SupersetError[], onSubmit: boolean): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    if (!onSubmit && !(FIELD_ERROR_TYPES as readonly string[]).includes(e.error_type)) continue;
    const extra = e.extra ?? {};
    const missing = Array.isArray(extra.missing) ? (extra.missing as unknown[]) : [];
    for (const f of missing) if (typeof f === 'string') out[fieldName(f)] ??= REQUIRED_FIELD;
    const invalid = Array.isArray(extra.invalid) ? (extra.invalid as unknown[]) : [];
    for (const f of invalid) {
      if (typeof f !== 'string') continue;
      out[fieldName(f)] ??= MISSING_DATA.test(e.message) ? REQUIRED_FIELD : e.message;
    }
  }
  return out;
}

/** `{message: {field: [text]}}` (a 400 from the payload schema). */
function fromMessageMap(message: Record<string, unknown>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(message)) {
    const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof first !== 'string') continue;
    out[fieldName(key)] = MISSING_DATA.test(first) ? REQUIRED_FIELD : first;
  }
  return out;
}

/**
 * The field messages an API error carries. `onSubmit` (Connect, Test connection): every error
 * naming a field counts; otherwise only the three field-level types do.
 */
export function fieldErrorsFrom(error: ClientError | undefined, onSubmit = true): FieldErrors {
  if (!error) return {};
  const out = error.errors ? fromSupersetErrors(error.errors, onSubmit) : {};
  const message = (error as { message?: unknown }).message;
  if (message && typeof message === 'object' && !Array.isArray(message))
    Object.assign(out, fromMessageMap(message as Record<string, unknown>), out);
  return out;
}

/** Required fields left blank, as field errors. */
export const requiredErrors = (names: string[]): FieldErrors =>
  Object.fromEntries(names.map((n) => [n, REQUIRED_FIELD]));
