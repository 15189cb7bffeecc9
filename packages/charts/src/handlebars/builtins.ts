/**
 * Handlebars' built-in helpers for the interpreter: each (arrays and plain objects, with @index,
 * @key, @first, @last and block params), if/unless (empty arrays are false, includeZero), with,
 * lookup (own properties only), log (silent), and blockHelperMissing for `{{#path}}…{{/path}}`.
 */
import { isPlainObject, lookupOwn } from './interpretValues.js';

export type DataFrame = Record<string, unknown> & { _parent?: DataFrame };

export type Helper = (this: unknown, ...args: unknown[]) => unknown;

type Run = (context?: unknown, opts?: { data?: DataFrame; blockParams?: unknown[] }) => string;

/** What a helper's last argument holds (the shape Handlebars gives its helpers). */
export interface InterpretOptions {
  name: string;
  hash: Record<string, unknown>;
  data: DataFrame;
  fn: Run;
  inverse: Run;
}

const isOptions = (v: unknown): v is InterpretOptions =>
  typeof v === 'object' && v !== null && 'hash' in v && 'fn' in v;

/** Handlebars' "empty": falsy or an empty array. */
const isEmpty = (v: unknown) => (Array.isArray(v) ? v.length === 0 : !v);

/** The built-ins; `step` charges the interpreter's budget once per loop iteration. */
export function builtinHelpers(step: () => void) {
  const each: Helper = function (list, options) {
    const o = options as InterpretOptions;
    const entries: [string | number, unknown][] = Array.isArray(list)
      ? list.map((v, i) => [i, v])
      : isPlainObject(list)
        ? Object.keys(list).map((k) => [k, list[k]])
        : [];
    let out = '';
    entries.forEach(([key, value], index) => {
      step();
      const data: DataFrame = {
        ...o.data,
        _parent: o.data,
        key,
        index,
        first: index === 0,
        last: index === entries.length - 1,
      };
      out += o.fn(value, { data, blockParams: [value, key] });
    });
    return entries.length ? out : o.inverse(this);
  };
  const builtins: Record<string, Helper> = {
    if(cond, options) {
      const o = options as InterpretOptions;
      const falsy = o.hash.includeZero && cond === 0 ? false : isEmpty(cond);
      return falsy ? o.inverse(this) : o.fn(this);
    },
    unless(cond, options) {
      const o = options as InterpretOptions;
      return isEmpty(cond) ? o.fn(this) : o.inverse(this);
    },
    with(value, options) {
      const o = options as InterpretOptions;
      return isEmpty(value) ? o.inverse(this) : o.fn(value, { blockParams: [value] });
    },
    each,
    lookup: (obj, key) => (isOptions(key) ? undefined : lookupOwn(obj, key)),
    log: () => '',
  };
  /** `{{#path}}` where path is not a helper (Handlebars' blockHelperMissing). */
  const blockMissing: Helper = function (value, options) {
    const o = options as InterpretOptions;
    if (value === true) return o.fn(this);
    if (isEmpty(value)) return o.inverse(this);
    if (Array.isArray(value)) return each.call(this, value, o);
    return o.fn(value);
  };
  return { builtins, blockMissing };
}
