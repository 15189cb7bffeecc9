/**
 * Text cells to typed values, as pandas reads a file: the null markers, integers, floats with the
 * file's decimal character, booleans, and dates for the date columns. A column's kind is the
 * narrowest every one of its values fits (inferred), or the one `column_data_types` asks for.
 */
import type { BoundValue } from '../../engines/engine.js';
import type { UploadColumnKind } from '../../engines/upload-sql.js';
import { invalidField } from '../../domain-errors.js';

/** pandas' default null markers (read_csv `na_values` when `keep_default_na`). */
export const PANDAS_NULLS = [
  '',
  '#N/A',
  '#N/A N/A',
  '#NA',
  '-1.#IND',
  '-1.#QNAN',
  '-NaN',
  '-nan',
  '1.#IND',
  '1.#QNAN',
  '<NA>',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
];

const INTEGER = /^[+-]?\d+$/;
const FLOAT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const BOOLEAN = /^(true|false)$/i;
const ISO_DATE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const SLASH_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;
const INT64_MAX = 9223372036854775807n;

/** pandas dtype names → the kind stored. */
const DTYPES: Record<string, UploadColumnKind> = {
  int: 'integer',
  int8: 'integer',
  int16: 'integer',
  int32: 'integer',
  int64: 'integer',
  uint8: 'integer',
  uint16: 'integer',
  uint32: 'integer',
  Int64: 'integer',
  Int32: 'integer',
  float: 'float',
  float16: 'float',
  float32: 'float',
  float64: 'float',
  Float64: 'float',
  bool: 'boolean',
  boolean: 'boolean',
  str: 'string',
  string: 'string',
  object: 'string',
  datetime64: 'datetime',
  'datetime64[ns]': 'datetime',
  date: 'date',
};

export function dtypeKind(column: string, dtype: string): UploadColumnKind {
  const kind = DTYPES[dtype.trim()];
  if (!kind)
    throw invalidField('column_data_types', `Unsupported data type "${dtype}" for column "${column}".`);
  return kind;
}

export interface CellRules {
  nulls: ReadonlySet<string>;
  decimal: string;
  dayFirst: boolean;
}

const normalNumber = (text: string, decimal: string) =>
  decimal === '.' ? text.trim() : text.trim().replace(decimal, '.');

function pad(n: string | undefined, width = 2) {
  return (n ?? '0').padStart(width, '0');
}

/** 'YYYY-MM-DD HH:MM:SS.ffffff' (UTC) of a date text, or null when it is not one. */
export function parseDateText(text: string, dayFirst: boolean): string | null {
  const t = text.trim();
  const iso = ISO_DATE.exec(t);
  const slash = iso ? null : SLASH_DATE.exec(t);
  let parts: (string | undefined)[];
  if (iso) parts = iso.slice(1);
  else if (slash) {
    const [a, b, year, ...r] = slash.slice(1);
    parts = [year, dayFirst ? b : a, dayFirst ? a : b, ...r];
  } else return null;
  const [y, mo, d, ...rest] = parts;
  const [h, mi, s, frac, zone] = rest;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  const date = new Date(ms);
  if (Number.isNaN(ms) || date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(mo) - 1)
    return null;
  if (Number(h ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(s ?? 0) > 59) return null;
  if (zone && zone !== 'Z' && zone !== '+00:00' && zone !== '+0000') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const [zh, zm] = [zone.slice(1, 3), zone.slice(-2)];
    const shifted = new Date(ms - sign * (Number(zh) * 60 + Number(zm)) * 60_000);
    return shifted.toISOString().replace('T', ' ').replace('Z', '') + (frac ?? '').slice(4, 7);
  }
  const micro = (frac ?? '.').slice(1).padEnd(6, '0').slice(0, 6);
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}.${micro}`;
}

/** Whether `text` is a value of `kind` (a null marker fits every kind). */
export function fits(kind: UploadColumnKind, text: string, rules: CellRules): boolean {
  if (rules.nulls.has(text)) return true;
  switch (kind) {
    case 'integer': {
      const t = text.trim();
      if (!INTEGER.test(t)) return false;
      const n = BigInt(t);
      return n <= INT64_MAX && n >= -INT64_MAX - 1n;
    }
    case 'float':
      return FLOAT.test(normalNumber(text, rules.decimal)) || /^[+-]?inf(inity)?$/i.test(text.trim());
    case 'boolean':
      return BOOLEAN.test(text.trim());
    case 'date':
    case 'datetime':
      return parseDateText(text, rules.dayFirst) !== null;
    case 'string':
      return true;
  }
}

/** The value bound for `text` in a column of `kind`; `text` must fit (see `fits`). */
export function convert(kind: UploadColumnKind, text: string, rules: CellRules): BoundValue {
  if (rules.nulls.has(text)) return null;
  switch (kind) {
    case 'integer': {
      const n = Number(text.trim());
      // Beyond 2^53 the engines take the digits as text (exact), not a rounded double.
      return Number.isSafeInteger(n) ? n : BigInt(text.trim()).toString();
    }
    case 'float': {
      const t = normalNumber(text, rules.decimal);
      if (/inf/i.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
      return Number(t);
    }
    case 'boolean':
      return /^true$/i.test(text.trim());
    case 'date':
      return (parseDateText(text, rules.dayFirst) as string).slice(0, 10);
    case 'datetime':
      return parseDateText(text, rules.dayFirst);
    case 'string':
      return text;
  }
}

/** The narrowest kind, from the current one, that `text` fits. */
export function widen(kind: UploadColumnKind, text: string, rules: CellRules): UploadColumnKind {
  const order: UploadColumnKind[] =
    kind === 'boolean' ? ['boolean', 'string'] : ['integer', 'float', 'string'];
  for (const k of order.slice(Math.max(0, order.indexOf(kind)))) if (fits(k, text, rules)) return k;
  return 'string';
}
