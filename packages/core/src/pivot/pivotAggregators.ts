/**
 * The aggregate functions of the pivot table chart (Superset's pivot_table_v2 names). They run in the
 * browser over the rows the query returned (already grouped by rows + columns), so subtotals and totals
 * can be computed without another query.
 */
export const PIVOT_AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

export type PivotAggregateFunction = (typeof PIVOT_AGGREGATE_FUNCTIONS)[number];

export const DEFAULT_PIVOT_AGGREGATE: PivotAggregateFunction = 'Sum';

export const isPivotAggregateFunction = (value: unknown): value is PivotAggregateFunction =>
  typeof value === 'string' && (PIVOT_AGGREGATE_FUNCTIONS as readonly string[]).includes(value);

export type PivotValue = number | string | null;

/** Accumulates the values of one cell (or subtotal) of the table. */
export interface PivotAccumulator {
  push(value: unknown): void;
  value(): PivotValue;
}

const numeric = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** A value as text for comparing and listing (objects as JSON). */
export function pivotText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}

/** Natural order of pivot values: numbers numerically, then text; nulls first. */
export function comparePivotValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== null && nb !== null && typeof a !== 'string' && typeof b !== 'string') return na - nb;
  if (typeof a === 'number' && typeof b !== 'number') return -1;
  if (typeof b === 'number' && typeof a !== 'number') return 1;
  const sa = pivotText(a);
  const sb = pivotText(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

function numbers(reduce: (values: number[]) => number | null): () => PivotAccumulator {
  return () => {
    const values: number[] = [];
    return {
      push(value) {
        const n = numeric(value);
        if (n !== null) values.push(n);
      },
      value: () => (values.length ? reduce(values) : null),
    };
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: number[]) => sum(values) / values.length;
const variance = (values: number[]) => {
  if (values.length < 2) return null;
  const m = mean(values);
  return values.reduce((acc, v) => acc + (v - m) ** 2, 0) / (values.length - 1);
};

function pick(better: (candidate: unknown, current: unknown) => boolean): () => PivotAccumulator {
  return () => {
    let current: unknown;
    let seen = false;
    return {
      push(value) {
        if (value === null || value === undefined) return;
        if (!seen || better(value, current)) current = value;
        seen = true;
      },
      value: () =>
        seen
          ? typeof current === 'number' || typeof current === 'string'
            ? current
            : pivotText(current)
          : null,
    };
  };
}

/** Accumulator factories of the plain functions; the "fraction" ones are built from Sum or Count. */
const PLAIN: Record<string, () => PivotAccumulator> = {
  Count: () => {
    let n = 0;
    return { push: () => void n++, value: () => n };
  },
  'Count Unique Values': () => {
    const seen = new Set<unknown>();
    return { push: (v) => void seen.add(v), value: () => seen.size };
  },
  'List Unique Values': () => {
    const seen = new Set<string>();
    return { push: (v) => void seen.add(pivotText(v)), value: () => [...seen].join(', ') };
  },
  Sum: numbers(sum),
  Average: numbers(mean),
  Median: numbers((values) => {
    const s = [...values].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  }),
  'Sample Variance': numbers(variance),
  'Sample Standard Deviation': numbers((values) => {
    const v = variance(values);
    return v === null ? null : Math.sqrt(v);
  }),
  Minimum: numbers((values) => Math.min(...values)),
  Maximum: numbers((values) => Math.max(...values)),
  First: pick((candidate, current) => comparePivotValues(candidate, current) < 0),
  Last: pick((candidate, current) => comparePivotValues(candidate, current) > 0),
};

/** What a fraction aggregate divides by: the grand total, its row's total or its column's total. */
export type FractionOf = 'total' | 'row' | 'col';

/** How to compute one aggregate function: an accumulator, plus the denominator of fractions. */
export function describePivotAggregate(name: string): {
  make: () => PivotAccumulator;
  fractionOf: FractionOf | null;
} {
  const match = /^(Sum|Count) as Fraction of (Total|Rows|Columns)$/.exec(name);
  if (match) {
    const base = PLAIN[match[1]!]!;
    const fractionOf: FractionOf = match[2] === 'Total' ? 'total' : match[2] === 'Rows' ? 'row' : 'col';
    return { make: base, fractionOf };
  }
  const make = PLAIN[name];
  if (!make) throw new Error(`Unknown aggregate function: ${name}`);
  return { make, fractionOf: null };
}
