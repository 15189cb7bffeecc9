/**
 * Synthetic chart input per chart type for the draw benchmark: form data in Superset's shape and a
 * chart-data result of `rows` rows (temporal x, one category per row, a 10-value series dimension
 * and three metrics), shaped as each type's query returns it after post-processing.
 */
const DAY = 86_400_000;
const T0 = Date.UTC(2020, 0, 1);

/** Columns: ds (temporal), g (distinct per row), h (10 values), m, m2, m3 (numbers). */
function rowsOf(n) {
  return Array.from({ length: n }, (_, i) => ({
    ds: T0 + i * DAY,
    __timestamp: T0 + i * DAY,
    g: `g${i}`,
    h: `h${i % 10}`,
    m: 100 + ((i * 37) % 1000),
    m2: 50 + ((i * 53) % 700),
    m3: 1 + ((i * 11) % 90),
  }));
}

const TEMPORAL = 2;
const STRING = 1;
const NUMERIC = 0;

const generic = {
  x_axis: 'ds',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  metric: 'm',
  metrics: ['m'],
  groupby: ['g'],
  columns: ['h'],
  x: 'm',
  y: 'm2',
  size: 'm3',
  entity: 'g',
  series: 'h',
  column: 'm',
  all_columns_x: 'g',
  all_columns_y: 'h',
  color_scheme: 'supersetColors',
  show_legend: false,
};

/** Per type: form data changes and the result columns it reads (default: every column). */
const SHAPES = {
  // One series of n points over time (the baseline is the plain line chart).
  echarts_timeseries: { formData: { groupby: [] }, colnames: ['ds', 'm'] },
  echarts_timeseries_line: { formData: { groupby: [] }, colnames: ['ds', 'm'] },
  echarts_timeseries_bar: { formData: { groupby: [] }, colnames: ['ds', 'm'] },
  echarts_timeseries_scatter: { formData: { groupby: [] }, colnames: ['ds', 'm'] },
  echarts_timeseries_smooth: { formData: { groupby: [] }, colnames: ['ds', 'm'] },
  echarts_timeseries_step: { formData: { groupby: [] }, colnames: ['ds', 'm'] },
  echarts_area: { formData: { groupby: [] }, colnames: ['ds', 'm'] },
  mixed_timeseries: { formData: { groupby: [], metrics_b: ['m2'], yAxisIndexB: 1 }, colnames: ['ds', 'm'] },
  big_number: { formData: { groupby: [] }, colnames: ['ds', 'm'] },
  rose: { formData: { groupby: [] }, colnames: ['__timestamp', 'm'] },
  waterfall: { formData: { groupby: [] }, colnames: ['ds', 'm'] },
  heatmap_v2: { formData: { x_axis: 'g', groupby: ['h'] }, colnames: ['g', 'h', 'm'] },
  // The gauge's needle animation (on by default, a user option) is a fixed second, not drawing work.
  gauge_chart: { formData: { animation: false } },
};

/**
 * Rows a type is drawn with at most: its natural maximum where its own row limit (Superset's control
 * default) or its shape caps what a reader can take in; 10,000 otherwise.
 */
export const NATURAL_MAX = {
  // Slices/stages/gauges/spokes: the control panels' row limit defaults (Superset's).
  pie: 100,
  funnel: 10,
  gauge_chart: 10,
  radar: 10,
};

/** Histogram: the server bins the 10,000 raw values; the chart gets one row of bin counts (10 bins). */
function histogramOf(n) {
  const bins = Array.from({ length: 10 }, (_, i) => `${i * 100} - ${(i + 1) * 100}`);
  const row = Object.fromEntries(bins.map((b, i) => [b, Math.round((n / 10) * (0.5 + (i % 3) / 2))]));
  return {
    formData: { viz_type: 'histogram_v2', datasource: '1__table', ...generic, groupby: [], column: 'm' },
    queriesData: [{ colnames: bins, coltypes: bins.map(() => NUMERIC), data: [row], rowcount: 1 }],
  };
}

/** `{formData, queriesData}` for `n` rows of the type's shape. */
export function fixtureOf(vizType, n) {
  if (vizType === 'histogram_v2') return histogramOf(n);
  const shape = SHAPES[vizType] ?? {};
  const all = ['ds', 'g', 'h', 'm', 'm2', 'm3'];
  const colnames = shape.colnames ?? all;
  const types = { ds: TEMPORAL, __timestamp: TEMPORAL, g: STRING, h: STRING };
  const data = rowsOf(n).map((row) => Object.fromEntries(colnames.map((c) => [c, row[c]])));
  const result = { colnames, coltypes: colnames.map((c) => types[c] ?? NUMERIC), data, rowcount: n };
  const formData = { viz_type: vizType, datasource: '1__table', ...generic, ...shape.formData };
  // Two-query charts get the same rows twice (mixed: query B on its metric).
  const second =
    vizType === 'mixed_timeseries'
      ? { ...result, colnames: ['ds', 'm2'], data: rowsOf(n).map((r) => ({ ds: r.ds, m2: r.m2 })) }
      : result;
  return { formData, queriesData: [result, second] };
}
