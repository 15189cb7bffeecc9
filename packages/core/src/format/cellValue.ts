import { getNumberFormatter } from './numberFormatter.js';
import { getCurrencyFormatter, type CurrencyFormat } from './currency.js';
import { getTemporalFormatter, toDate } from './timeFormatter.js';

/** Display text of special values in grids and labels (spec §9). */
export const NULL_DISPLAY = '<NULL>';
export const EMPTY_STRING_DISPLAY = '<empty string>';
export const TRUE_DISPLAY = 'TRUE';
export const FALSE_DISPLAY = 'FALSE';
/** Labels of the select widget for missing and boolean options. */
export const NA_LABEL = 'N/A';
export const TRUE_LABEL = 'True';
export const FALSE_LABEL = 'False';

export interface CellFormatOptions {
  /** d3-format (or SMART_NUMBER) for numbers; numbers print as they are when omitted. */
  numberFormat?: string | null;
  currency?: CurrencyFormat | null;
  /** The column holds dates (epoch milliseconds or date text): format with `timeFormat`. */
  isTemporal?: boolean;
  /** d3-time-format or smart_date; smart_date follows `timeGrain` when given. */
  timeFormat?: string | null;
  timeGrain?: string | null;
}

/**
 * The text of one result cell: "<NULL>" for null, "<empty string>" for "", TRUE/FALSE for booleans,
 * numbers and dates through their formats, other values as text (objects as JSON).
 */
export function formatCellValue(value: unknown, options: CellFormatOptions = {}): string {
  if (value === null || value === undefined) return NULL_DISPLAY;
  if (value === '') return EMPTY_STRING_DISPLAY;
  if (typeof value === 'boolean') return value ? TRUE_DISPLAY : FALSE_DISPLAY;
  if (
    value instanceof Date ||
    (options.isTemporal && (typeof value === 'number' || typeof value === 'string'))
  ) {
    const date = toDate(value);
    return date ? getTemporalFormatter(options.timeFormat, options.timeGrain)(date) : String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (options.currency?.symbol) return getCurrencyFormatter(options.currency, options.numberFormat)(value);
    return options.numberFormat ? getNumberFormatter(options.numberFormat)(value) : String(value);
  }
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}
