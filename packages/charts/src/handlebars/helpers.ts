/**
 * The helpers a handlebars chart template can call, registered on an isolated Handlebars environment
 * (never the global one): Superset's own (dateFormat, stringify, formatNumber, parseJson, t, tn), the
 * comparison, logic, maths and string helpers Superset gets from just-handlebars-helpers, and
 * `group` from handlebars-group-by. All reimplemented here; none returns unescaped HTML.
 */
import { getNumberFormatter } from '@meridian/core';
import type { HelperDelegate, HelperOptions } from 'handlebars';
import { formatDate } from './dateFormat.js';

type Env = { registerHelper(name: string, fn: HelperDelegate): void };

const isOptions = (v: unknown): v is HelperOptions =>
  typeof v === 'object' && v !== null && 'hash' in v && 'data' in v;
/** The positional arguments of a helper call (Handlebars passes its options last). */
const positional = (args: unknown[]): unknown[] => (isOptions(args.at(-1)) ? args.slice(0, -1) : args);
const optionsOf = (args: unknown[]): HelperOptions | undefined => {
  const last = args.at(-1);
  return isOptions(last) ? last : undefined;
};
const isPlainObject = (v: unknown) =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
const num = (v: unknown) => Number(v);
const str = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v) ?? '';
};

/** A helper over its positional arguments. */
const simple =
  (fn: (...args: unknown[]) => unknown): HelperDelegate =>
  (...args: unknown[]) =>
    fn(...positional(args));

const SIMPLE: Record<string, (...args: unknown[]) => unknown> = {
  // Superset's own.
  stringify: (value) => (isPlainObject(value) || Array.isArray(value) ? JSON.stringify(value) : str(value)),
  parseJson: (text) => JSON.parse(str(text)) as unknown,
  t: (key) => str(key),
  tn: (singular, plural, count) => (num(count) === 1 ? str(singular) : str(plural ?? singular)),
  // Comparisons and logic (just-handlebars-helpers).
  eq: (a, b) => a === b,
  eqw: (a, b) => a == b,
  neq: (a, b) => a !== b,
  neqw: (a, b) => a != b,
  lt: (a, b) => num(a) < num(b),
  lte: (a, b) => num(a) <= num(b),
  gt: (a, b) => num(a) > num(b),
  gte: (a, b) => num(a) >= num(b),
  not: (a) => !a,
  and: (...args) => args.every(Boolean),
  or: (...args) => args.some(Boolean),
  coalesce: (...args) => args.find((a) => a !== null && a !== undefined && a !== ''),
  includes: (list, value) =>
    Array.isArray(list) || typeof list === 'string' ? list.includes(value as string) : false,
  empty: (v) => (Array.isArray(v) ? v.length === 0 : !v),
  count: (v) => (Array.isArray(v) ? v.length : 0),
  // Maths.
  sum: (a, b) => num(a) + num(b),
  difference: (a, b) => num(a) - num(b),
  multiplication: (a, b) => num(a) * num(b),
  division: (a, b) => num(a) / num(b),
  remainder: (a, b) => num(a) % num(b),
  ceil: (a) => Math.ceil(num(a)),
  floor: (a) => Math.floor(num(a)),
  abs: (a) => Math.abs(num(a)),
  // Strings.
  lowercase: (s) => str(s).toLowerCase(),
  uppercase: (s) => str(s).toUpperCase(),
  capitalizeFirst: (s) => str(s).charAt(0).toUpperCase() + str(s).slice(1),
  capitalizeEach: (s) => str(s).replace(/\b\w/g, (c) => c.toUpperCase()),
  excerpt: (s, length) => {
    const n = Number.isFinite(num(length)) ? num(length) : 50;
    return str(s).length > n ? `${str(s).slice(0, n)}...` : str(s);
  },
  join: (list, separator) => (Array.isArray(list) ? list.map(str).join(str(separator ?? ' ')) : ''),
  formatCurrency: (v, locale, currency) =>
    num(v).toLocaleString(str(locale) || 'en-US', { style: 'currency', currency: str(currency) || 'USD' }),
};

/** `{{#group items by="field"}}{{value}}: {{#each items}}…{{/each}}{{/group}}` (handlebars-group-by). */
const group: HelperDelegate = function (this: unknown, list: unknown, options: HelperOptions) {
  const by = str(options.hash.by);
  const groups = new Map<unknown, unknown[]>();
  for (const item of Array.isArray(list) ? (list as Record<string, unknown>[]) : []) {
    const key = item?.[by];
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()].map(([value, items]) => options.fn({ value, items })).join('');
};

export function registerHelpers(env: Env): void {
  for (const [name, fn] of Object.entries(SIMPLE)) env.registerHelper(name, simple(fn));
  env.registerHelper('group', group);
  // {{dateFormat my_date format="MMMM YYYY"}}
  env.registerHelper('dateFormat', (...args: unknown[]) =>
    formatDate(positional(args)[0], str(optionsOf(args)?.hash.format) || undefined),
  );
  // {{formatNumber value format=",.2f"}} or {{formatNumber value locale="en-US"}}
  env.registerHelper('formatNumber', (...args: unknown[]) => {
    const value = positional(args)[0];
    if (value === null || value === undefined || value === '') return '';
    const n = typeof value === 'number' ? value : Number(value);
    if (Number.isNaN(n)) return str(value);
    const hash = optionsOf(args)?.hash ?? {};
    if (hash.format) return getNumberFormatter(str(hash.format))(n);
    if (hash.locale) return n.toLocaleString(str(hash.locale));
    return getNumberFormatter()(n);
  });
}
