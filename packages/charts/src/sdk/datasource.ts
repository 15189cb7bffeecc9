/**
 * What a chart knows of its dataset when it turns results into props (Superset's `datasource` chart
 * prop): display names of columns and metrics (verbose_name) and the metrics' own number formats and
 * currencies. transformProps shows verbose names in legends, axes and headers and formats a metric
 * with its saved format unless the chart chose one.
 */
import {
  getCurrencyFormatter,
  getNumberFormatter,
  hasValidCurrency,
  NumberFormats,
  type CurrencyFormat,
  type NumberFormatter,
} from '@meridian/core';

export interface ChartDatasource {
  /** Column or metric name → its verbose name (only names that have one). */
  verboseMap: Readonly<Record<string, string>>;
  /** Metric name → its saved d3 format. */
  columnFormats: Readonly<Record<string, string>>;
  /** Metric name → its saved currency. */
  currencyFormats: Readonly<Record<string, CurrencyFormat>>;
}

export const EMPTY_CHART_DATASOURCE: ChartDatasource = Object.freeze({
  verboseMap: Object.freeze({}),
  columnFormats: Object.freeze({}),
  currencyFormats: Object.freeze({}),
});

/** The dataset as the explore and dashboard APIs send it (only the fields read here). */
export interface DatasetLike {
  columns?: readonly { column_name: string; verbose_name?: string | null }[] | null;
  metrics?:
    | readonly {
        metric_name: string;
        verbose_name?: string | null;
        d3format?: string | null;
        currency?: unknown;
      }[]
    | null;
  verbose_map?: Readonly<Record<string, string>> | null;
}

/** A metric's currency, stored as an object or as its JSON text; null when absent or invalid. */
export function parseCurrency(value: unknown): CurrencyFormat | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const c = parsed as CurrencyFormat;
  return hasValidCurrency(c) ? { symbol: c.symbol, symbolPosition: c.symbolPosition ?? 'prefix' } : null;
}

export function buildChartDatasource(dataset: DatasetLike | null | undefined): ChartDatasource {
  if (!dataset) return EMPTY_CHART_DATASOURCE;
  const verboseMap: Record<string, string> = {};
  const columnFormats: Record<string, string> = {};
  const currencyFormats: Record<string, CurrencyFormat> = {};
  for (const [name, verbose] of Object.entries(dataset.verbose_map ?? {}))
    if (verbose && verbose !== name) verboseMap[name] = verbose;
  for (const c of dataset.columns ?? []) if (c.verbose_name) verboseMap[c.column_name] = c.verbose_name;
  for (const m of dataset.metrics ?? []) {
    if (m.verbose_name) verboseMap[m.metric_name] = m.verbose_name;
    if (m.d3format) columnFormats[m.metric_name] = m.d3format;
    const currency = parseCurrency(m.currency);
    if (currency) currencyFormats[m.metric_name] = currency;
  }
  return { verboseMap, columnFormats, currencyFormats };
}

/** The display name of a column or metric label. */
export const verboseName = (datasource: ChartDatasource | undefined, name: string): string =>
  datasource?.verboseMap[name] ?? name;

/** A chart's format control value that means "not chosen": the metric's own format applies. */
const isDefaultFormat = (format: string | null | undefined) =>
  !format || format === NumberFormats.SMART_NUMBER;

/**
 * The formatter of a metric's values: the chart's currency, else the metric's saved currency; the
 * chart's format, else the metric's saved format, else adaptive.
 */
export function getMetricFormatter(
  datasource: ChartDatasource | undefined,
  metric: string | undefined,
  chartFormat?: string | null,
  chartCurrency?: CurrencyFormat | null,
): NumberFormatter {
  const saved = metric !== undefined ? datasource?.columnFormats[metric] : undefined;
  const format = isDefaultFormat(chartFormat) && saved ? saved : (chartFormat ?? undefined);
  const currency = hasValidCurrency(chartCurrency)
    ? chartCurrency
    : metric !== undefined
      ? datasource?.currencyFormats[metric]
      : undefined;
  return currency ? getCurrencyFormatter(currency, format) : getNumberFormatter(format);
}
