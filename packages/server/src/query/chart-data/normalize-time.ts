/**
 * Superset's normalize_dttm_col: the time columns of a result read with their dataset column's
 * `python_date_format`, so a time column stored as epoch seconds or as text/number in a strptime
 * format (e.g. a BIGINT year with '%Y') answers epoch milliseconds, as temporal engine values do.
 * The time columns are a legacy time series' `__timestamp` (its granularity column's format), the
 * granularity column and BASE_AXIS columns naming a temporal dataset column. A value the format does
 * not read is left as the engine gave it.
 */
import { DTTM_ALIAS, getColumnLabel, isBaseAxis, type ResolvedQueryObject } from '@meridian/core';
import { GenericDataType } from '../../engines/generic-types.js';
import type { Datasource } from '../datasource.js';
import type { Rows } from '../time-offsets.js';

/** strptime directives read as digits: group pattern and the UTC date part each sets. */
const DIRECTIVES: Record<string, { pattern: string; part: 'y' | 'mo' | 'd' | 'h' | 'mi' | 's' }> = {
  Y: { pattern: '(\\d{4})', part: 'y' },
  m: { pattern: '(\\d{1,2})', part: 'mo' },
  d: { pattern: '(\\d{1,2})', part: 'd' },
  H: { pattern: '(\\d{1,2})', part: 'h' },
  M: { pattern: '(\\d{1,2})', part: 'mi' },
  S: { pattern: '(\\d{1,2})', part: 's' },
};

type Reader = (value: unknown) => number | undefined;

/** A reader of `format` (strptime subset: %Y %m %d %H %M %S %%); null when it uses other directives. */
function strptimeReader(format: string): Reader | null {
  const parts: (typeof DIRECTIVES)[string]['part'][] = [];
  let source = '';
  for (let i = 0; i < format.length; i++) {
    const ch = format[i]!;
    if (ch !== '%') {
      source += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      continue;
    }
    const d = format[++i];
    if (d === '%') source += '%';
    else if (d && DIRECTIVES[d]) {
      source += DIRECTIVES[d].pattern;
      parts.push(DIRECTIVES[d].part);
    } else return null;
  }
  // Not followed by a digit: '%Y' must not read the first digits of an epoch number.
  const re = new RegExp(`^${source}(?!\\d)`);
  return (value) => {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') return undefined;
    const m = re.exec(String(value));
    if (!m) return undefined;
    const at = { y: 1970, mo: 1, d: 1, h: 0, mi: 0, s: 0 };
    parts.forEach((p, i) => (at[p] = Number(m[i + 1])));
    return Date.UTC(at.y, at.mo - 1, at.d, at.h, at.mi, at.s);
  };
}

function readerFor(format: string): Reader | null {
  const epoch =
    (scale: number): Reader =>
    (v) =>
      typeof v === 'number' || typeof v === 'bigint' ? Number(v) * scale : undefined;
  if (format === 'epoch_s') return epoch(1000);
  if (format === 'epoch_ms') return epoch(1);
  return strptimeReader(format);
}

/** Result label → the format of the dataset column it holds, for the query's time columns. */
function timeColumnFormats(ds: Datasource, q: ResolvedQueryObject): Map<string, string> {
  const formatOf = (name: string | null) => {
    const col = name ? ds.columns.find((c) => c.column_name === name) : undefined;
    return col?.is_dttm && col.python_date_format ? col.python_date_format : null;
  };
  const formats = new Map<string, string>();
  const add = (label: string, format: string | null) => format && formats.set(label, format);
  for (const col of q.columns.filter(isBaseAxis)) add(getColumnLabel(col), formatOf(getColumnLabel(col)));
  if (q.granularity) add(q.granularity, formatOf(q.granularity));
  if (q.is_timeseries) add(DTTM_ALIAS, formatOf(q.granularity));
  return formats;
}

/** The rows with their time columns as epoch milliseconds where their format reads them. */
export function normalizeTimeColumns<R extends Rows>(ds: Datasource, q: ResolvedQueryObject, result: R): R {
  const formats = timeColumnFormats(ds, q);
  if (formats.size === 0) return result;
  let columns = result.columns;
  for (const [label, format] of formats) {
    const read = readerFor(format);
    const index = columns.findIndex((c) => c.name === label);
    // An engine timestamp is already epoch milliseconds, whatever format the column declares.
    if (!read || index < 0 || columns[index]!.genericType === GenericDataType.Temporal) continue;
    let converted = false;
    for (const row of result.rows) {
      const ms = row[label] === null ? undefined : read(row[label]);
      if (ms !== undefined && Number.isFinite(ms)) {
        row[label] = ms;
        converted = true;
      }
    }
    if (converted)
      columns = columns.map((c, i) => (i === index ? { ...c, genericType: GenericDataType.Temporal } : c));
  }
  return { ...result, columns };
}
