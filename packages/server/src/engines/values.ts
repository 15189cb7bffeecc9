/**
 * JSON-safe result values, the same on every engine:
 * - integers beyond ±2^53 become strings, other integers and decimals numbers;
 * - NaN and ±Infinity become null;
 * - temporal values (DATE, TIMESTAMP, TIMESTAMPTZ, DATETIME) are epoch milliseconds (UTC), or
 *   ISO-8601 strings without offset when the caller asks for `temporalFormat: 'iso'`;
 * - bytes become UTF-8 text, or "[bytes]" when they are not text (Superset's rule).
 */
import { GenericDataType } from './generic-types.js';
import type { JsonValue, ResultColumn, Row, TemporalFormat } from './engine.js';

export function safeBigint(value: bigint): number | string {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value.toString();
}

/** Text of a driver value: strings as is, objects as JSON, null/undefined as ''. */
export function textOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return value.toString();
    case 'object':
      return value === null ? '' : JSON.stringify(toJsonValue(value));
    default:
      return '';
  }
}

export function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** A decimal rendered as text ("12.30", "-1e5") to a number; non-numbers to null. */
export function decimalToNumber(text: string): number | null {
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

const TIMESTAMP_RE =
  /^(-?\d{4,})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * Parse 'YYYY-MM-DD', 'YYYY-MM-DD HH:MM[:SS[.fff…]]' with optional 'T', 'Z' or ±HH[:MM] offset.
 * Text without an offset is read as UTC. Returns epoch ms, or null when it is not a timestamp.
 */
export function parseUtcTimestamp(text: string): number | null {
  const m = TIMESTAMP_RE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, tz] = m;
  const ms = frac ? Number(frac.slice(0, 3).padEnd(3, '0')) : 0;
  const base = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(s ?? 0),
    ms,
  );
  if (Number.isNaN(base)) return null;
  // Date.UTC maps years 0-99 to 1900-1999: set the full year explicitly.
  const date = new Date(base);
  if (Number(y) < 100) date.setUTCFullYear(Number(y));
  let offsetMinutes = 0;
  if (tz && tz !== 'Z') {
    const sign = tz.startsWith('-') ? -1 : 1;
    const digits = tz.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0));
  }
  return date.getTime() - offsetMinutes * 60_000;
}

/** Epoch ms to 'YYYY-MM-DDTHH:MM:SS' (+ '.sss' when there are milliseconds), UTC, no offset. */
export function formatIsoTimestamp(epochMs: number): string {
  const iso = new Date(epochMs).toISOString(); // 2024-01-02T03:04:05.678Z
  const base = iso.slice(0, 19);
  return iso.slice(20, 23) === '000' ? base : `${base}.${iso.slice(20, 23)}`;
}

function bytesToText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return '[bytes]';
  }
}

/** Any driver value to JSON (generic fallback; engines convert their own types first). */
export function toJsonValue(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return finiteOrNull(value);
    case 'bigint':
      return safeBigint(value);
    case 'object':
      break;
    default:
      return null; // symbols, functions
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (value instanceof Uint8Array) return bytesToText(value);
  if (Array.isArray(value)) return value.map(toJsonValue);
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = toJsonValue(v);
  return out;
}

/** Superset's de-duplication of result column names: a, a__1, a__2 … */
export function dedupeColumnNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  const used = new Set(names);
  return names.map((name) => {
    const count = seen.get(name);
    if (count === undefined) {
      seen.set(name, 0);
      return name;
    }
    let n = count + 1;
    while (used.has(`${name}__${n}`)) n += 1;
    seen.set(name, n);
    used.add(`${name}__${n}`);
    return `${name}__${n}`;
  });
}

/**
 * Turn row arrays (already JSON-safe, temporal values as epoch ms or timestamp text) into row
 * objects keyed by the de-duplicated column names, applying the requested temporal format.
 */
export function buildRows(
  columns: readonly ResultColumn[],
  rows: readonly (readonly JsonValue[])[],
  temporalFormat: TemporalFormat = 'epoch_ms',
): Row[] {
  const temporal = columns.map((c) => c.genericType === GenericDataType.Temporal);
  const dateOnly = columns.map((c) => /^date$/i.test(c.type ?? ''));
  return rows.map((values) => {
    const row: Row = {};
    columns.forEach((col, i) => {
      let v = values[i] ?? null;
      if (temporal[i] && v !== null) v = temporalValue(v, temporalFormat, dateOnly[i] === true);
      row[col.name] = v;
    });
    return row;
  });
}

/** A temporal column's value (epoch ms or timestamp text) in the requested format. */
export function temporalValue(value: JsonValue, format: TemporalFormat, dateOnly: boolean): JsonValue {
  let ms: number | null = null;
  if (typeof value === 'number') ms = value;
  else if (typeof value === 'string') ms = parseUtcTimestamp(value);
  if (ms === null) return value;
  if (format === 'epoch_ms') return ms;
  // DATE columns read as 'YYYY-MM-DD' in ISO form.
  return dateOnly ? formatIsoTimestamp(ms).slice(0, 10) : formatIsoTimestamp(ms);
}

/** Columns with de-duplicated names. */
export function withUniqueNames(columns: readonly ResultColumn[]): ResultColumn[] {
  const names = dedupeColumnNames(columns.map((c) => c.name));
  return columns.map((c, i) => ({ ...c, name: names[i] ?? c.name }));
}
