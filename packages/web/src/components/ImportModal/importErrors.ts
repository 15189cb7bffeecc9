/**
 * What a refused import asks of the user. The server answers Superset's envelope
 * (`errors: [{message, extra: {"<file>": …}}]`): a file whose only message is the password rule
 * asks for its password, one that "already exists and `overwrite=true` was not passed" asks to
 * overwrite. When every file asks only that, the dialog prompts; anything else is a failure, shown
 * with the files' messages and, for a refused bundle, the hint to re-export it.
 */
import { errorText, normalizeError, sprintf } from '../../api/errors';
import { IMPORT_FAILED } from './texts';

export const PASSWORD_NEEDED = 'Must provide a password for the database';
const ALREADY_EXISTS = 'already exists and `overwrite=true` was not passed';

export type ImportRefusal =
  /** Passwords for these database files, and/or the word to overwrite these existing objects. */
  | { kind: 'needs-input'; passwords: string[]; existing: string[] }
  | { kind: 'failed'; message: string; details: string[]; reexport: boolean };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const needsPassword = (payload: unknown) =>
  isRecord(payload) &&
  Array.isArray(payload._schema) &&
  payload._schema.length === 1 &&
  payload._schema[0] === PASSWORD_NEEDED &&
  Object.keys(payload).length === 1;

const alreadyExists = (payload: unknown) => typeof payload === 'string' && payload.includes(ALREADY_EXISTS);

/** A file's messages as lines: `["sqlalchemy_uri: Bad URI", "columns.0.column_name: Missing…"]`. */
export function messageLines(payload: unknown, path: string[] = []): string[] {
  const prefix = path.filter((p) => p !== '_schema').join('.');
  const line = (text: string) => (prefix ? `${prefix}: ${text}` : text);
  if (typeof payload === 'string') return [line(payload)];
  if (Array.isArray(payload)) return payload.flatMap((p) => messageLines(p, path));
  if (isRecord(payload)) return Object.entries(payload).flatMap(([k, v]) => messageLines(v, [...path, k]));
  return payload === null || payload === undefined ? [] : [line(JSON.stringify(payload))];
}

/** Reads a failed import's error (an ApiError or anything thrown) for the dialog. */
export function readImportRefusal(error: unknown, label: string): ImportRefusal {
  const e = normalizeError(error);
  const envelope = e.errors ?? [];
  const files = envelope.flatMap((item) =>
    Object.entries(item.extra ?? {}).filter(([key]) => key !== 'issue_codes'),
  );
  const passwords = files.filter(([, v]) => needsPassword(v)).map(([file]) => file);
  const existing = files.filter(([, v]) => alreadyExists(v)).map(([file]) => file);
  if (files.length > 0 && passwords.length + existing.length === files.length)
    return { kind: 'needs-input', passwords, existing };
  // A bundle the server read and refused (400/422) must be fixed at its source: exported again.
  const refusedBundle = envelope.length > 0 && (e.status === 400 || e.status === 422);
  const text = refusedBundle ? envelope.map((item) => item.message).join('. ') : errorText(e);
  return {
    kind: 'failed',
    message: sprintf(IMPORT_FAILED, label, text),
    details: files.flatMap(([file, payload]) => messageLines(payload).map((m) => `${file}: ${m}`)),
    reexport: refusedBundle,
  };
}
