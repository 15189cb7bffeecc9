/**
 * The waterfall's bars (Superset's algorithm): rows summed per x value (and per breakdown value,
 * with a total per x value when broken down, else one grand total at the end), then drawn as four
 * stacked bar series — an invisible (or, across zero, coloured) assist bar lifting each change to the
 * running total, the increases, the decreases and the totals. '-' is ECharts' empty value.
 */
import { toNumberOrNull } from '../shared/chartData.js';

export const TOTAL_MARK = 'Total';
export const EMPTY = '-';

export interface WaterfallRow {
  /** The x value (the period or category). */
  x: unknown;
  /** The breakdown value; TOTAL_MARK on a period's total. */
  breakdown?: unknown;
  value: number;
  isTotal: boolean;
}

export interface BarDatum {
  value: number | typeof EMPTY;
  originalValue?: number;
  totalSum?: number;
  itemStyle?: { color: string };
}

export interface WaterfallBars {
  assist: BarDatum[];
  increase: BarDatum[];
  decrease: BarDatum[];
  total: BarDatum[];
}

/** Rows grouped by x (in order of first appearance), with the totals Superset adds. */
export function waterfallRows(
  data: readonly Record<string, unknown>[],
  xLabel: string,
  metricLabel: string,
  breakdownLabel?: string,
): WaterfallRow[] {
  const groups = new Map<unknown, Record<string, unknown>[]>();
  for (const row of data) {
    const key = row[xLabel];
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  const valueOf = (row: Record<string, unknown>) => toNumberOrNull(row[metricLabel]) ?? 0;
  const out: WaterfallRow[] = [];
  let grand = 0;
  for (const [x, rows] of groups) {
    const sum = rows.reduce((acc, r) => acc + valueOf(r), 0);
    if (breakdownLabel !== undefined) {
      for (const r of rows) out.push({ x, breakdown: r[breakdownLabel], value: valueOf(r), isTotal: false });
      out.push({ x, breakdown: TOTAL_MARK, value: sum, isTotal: true });
    } else {
      out.push({ x, value: sum, isTotal: false });
    }
    grand += sum;
  }
  if (breakdownLabel === undefined && out.length) out.push({ x: TOTAL_MARK, value: grand, isTotal: true });
  return out;
}

/** The four stacked series of the rows; colours for the assist bars that cross zero. */
export function waterfallBars(
  rows: readonly WaterfallRow[],
  colors: { increase: string; decrease: string },
): WaterfallBars {
  const bars: WaterfallBars = { assist: [], increase: [], decrease: [], total: [] };
  let previousTotal = 0;
  let running = 0;
  rows.forEach((row, index) => {
    if (!row.isTotal) running += row.value;
    const totalSum = running;
    const opposite = Math.sign(previousTotal) !== Math.sign(totalSum);
    const value = opposite
      ? Math.sign(row.value) * (Math.abs(row.value) - Math.abs(previousTotal))
      : row.value;
    const empty: BarDatum = { value: EMPTY };
    if (row.isTotal) {
      bars.increase.push(empty);
      bars.decrease.push(empty);
      bars.total.push({ value: totalSum, originalValue: totalSum, totalSum });
    } else if (value < 0) {
      bars.increase.push(empty);
      bars.decrease.push({ value: totalSum < 0 ? value : -value, originalValue: row.value, totalSum });
      bars.total.push(empty);
    } else {
      bars.increase.push({ value: totalSum > 0 ? value : -value, originalValue: row.value, totalSum });
      bars.decrease.push(empty);
      bars.total.push(empty);
    }
    const color = opposite ? (value > 0 ? colors.increase : colors.decrease) : 'transparent';
    if (row.isTotal) bars.assist.push(empty);
    else if (index === 0) bars.assist.push({ value: 0 });
    else if (opposite || Math.abs(totalSum) > Math.abs(previousTotal))
      bars.assist.push({ value: previousTotal, itemStyle: { color } });
    else bars.assist.push({ value: totalSum, itemStyle: { color } });
    previousTotal = totalSum;
  });
  return bars;
}
