import { formatLocale, type FormatLocaleDefinition } from 'd3-format';
import { NumberFormats } from './numberFormats.js';
import { formatterCache } from './formatterCache.js';

/** A formatter is a function with the format it was made from. */
export interface NumberFormatter {
  (value: number | null | undefined): string;
  readonly id: string;
  /** True when the format string is not one d3-format understands. */
  readonly isInvalid: boolean;
}

/** en-US separators, as Superset's default D3 format locale; an ASCII minus (d3-format 1's, as in Superset). */
export const DEFAULT_D3_LOCALE: FormatLocaleDefinition = {
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''],
  minus: '-',
};

const locale = formatLocale(DEFAULT_D3_LOCALE);
const si3 = locale.format('.3~s');
const float2 = locale.format('.2~f');
const float4 = locale.format('.4~f');

/**
 * Superset's adaptive number format: SI with up to 3 significant digits from 1000 up (G shown as B,
 * the unit people know), up to 2 decimals from 1, up to 4 below 1, micro (µ) for tiny values.
 */
export function formatSmartNumber(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1000) return si3(value).replace('G', 'B');
  if (abs >= 1) return float2(value);
  if (abs >= 0.001) return float4(value);
  if (abs > 0.000001) return `${si3(value * 1_000_000)}µ`;
  return si3(value);
}

/** Milliseconds as "1h 2m 3s" (Superset's DURATION format); DURATION_SUB keeps sub-millisecond units. */
function formatDuration(ms: number, sub: boolean): string {
  if (ms === 0) return sub ? '0ms' : '0ms';
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  const units: [string, number][] = [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
    ['ms', 1],
  ];
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const n = Math.floor(rest / size + 1e-9);
    if (n > 0) parts.push(`${n}${unit}`);
    rest -= n * size;
  }
  if (sub && rest > 1e-9) {
    const us = Math.floor(rest * 1000 + 1e-6);
    if (us > 0) parts.push(`${us}µs`);
    const ns = Math.round((rest * 1000 - us) * 1000);
    if (ns > 0) parts.push(`${ns}ns`);
  } else if (!sub && rest > 0 && parts.length === 0) {
    parts.push(`${Number(rest.toFixed(1))}ms`);
  }
  return sign + (parts.length ? parts.join(' ') : '0ms');
}

function make(id: string, format: (value: number) => string, isInvalid = false): NumberFormatter {
  const formatter = (value: number | null | undefined): string => {
    // Missing values print as themselves ("null"), like Superset; display text is formatCellValue's job.
    if (value === null || value === undefined || Number.isNaN(value)) return `${value}`;
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return format(value);
  };
  return Object.assign(formatter, { id, isInvalid });
}

function create(format: string): NumberFormatter {
  switch (format) {
    case NumberFormats.SMART_NUMBER:
      return make(format, formatSmartNumber);
    case NumberFormats.SMART_NUMBER_SIGNED:
      return make(format, (v) => `${v > 0 ? '+' : ''}${formatSmartNumber(v)}`);
    case 'DURATION':
      return make(format, (v) => formatDuration(v, false));
    case 'DURATION_SUB':
      return make(format, (v) => formatDuration(v, true));
    case 'DURATION_COL':
      return make(format, (v) => formatDuration(v * 1000, false));
  }
  try {
    return make(format, locale.format(format));
  } catch {
    return make(format, (v) => `${v} (Invalid format: ${format})`, true);
  }
}

const cached = formatterCache(create);

/** The formatter of a d3-format string or a named format; empty or missing means SMART_NUMBER. */
export function getNumberFormatter(format?: string | null): NumberFormatter {
  return cached(format?.trim() || NumberFormats.SMART_NUMBER);
}

/** Formats one number with a format string (a convenience over getNumberFormatter). */
export const formatNumber = (format: string | null | undefined, value: number | null | undefined): string =>
  getNumberFormatter(format)(value);
