/**
 * Query contexts in the exact shape Superset's frontend builds them (buildQueryObject,
 * normalizeTimeColumn, the ECharts time-series buildQuery and its pivot/rename/flatten operators)
 * for charts of Superset's example bundle. They are kept literal, the way Superset's client sends
 * them (extra keys, adhoc metrics carrying the whole column, `is_timeseries`), so a change on our side
 * that breaks what a Superset client sends shows here.
 */

type Json = Record<string, unknown>;

/** The SIMPLE adhoc metric Superset's metric control stores: the whole dataset column rides along. */
const sumOf = (column: string, label: string, id: number): Json => ({
  aggregate: 'SUM',
  column: {
    column_name: column,
    description: null,
    expression: null,
    filterable: true,
    groupby: true,
    id,
    is_dttm: false,
    optionName: `_col_${column}`,
    python_date_format: null,
    type: 'DOUBLE PRECISION',
    verbose_name: null,
  },
  expressionType: 'SIMPLE',
  hasCustomLabel: label !== `SUM(${column})`,
  isNew: false,
  label,
  optionName: `metric_${column}_${id}`,
  sqlExpression: null,
});

/** The keys buildQueryObject writes into every query object. */
const base = {
  annotation_layers: [],
  applied_time_extras: {},
  custom_form_data: {},
  custom_params: {},
  filters: [],
  order_desc: true,
  series_limit: 0,
  url_params: {},
};

const context = (datasourceId: number, vizType: string, query: Json, formData: Json = {}): Json => ({
  datasource: { id: datasourceId, type: 'table' },
  force: false,
  queries: [query],
  form_data: { datasource: `${datasourceId}__table`, viz_type: vizType, ...formData },
  result_format: 'json',
  result_type: 'full',
});

/** `pivotOperator` on a time series without an x-axis: indexed by `__timestamp`. */
const pivot = (columns: string[], metricLabels: string[]): Json => ({
  operation: 'pivot',
  options: {
    index: ['__timestamp'],
    columns,
    aggregates: Object.fromEntries(metricLabels.map((m) => [m, { operator: 'mean' }])),
    drop_missing_columns: true,
  },
});

const SALES_SUM = sumOf('sales', 'SUM(Sales)', 917);

/**
 * "Quarterly Sales (By Product Line)": echarts_timeseries_bar, granularity_sqla order_date, grain
 * P3M, groupby product_line, no x_axis, so a legacy time series pivoted on `__timestamp`.
 */
export const quarterlySalesByProductLine = (salesId: number): Json =>
  context(
    salesId,
    'echarts_timeseries_bar',
    {
      ...base,
      time_range: 'No filter',
      granularity: 'order_date',
      extras: { having: '', where: '', time_grain_sqla: 'P3M' },
      columns: ['product_line'],
      metrics: [SALES_SUM],
      orderby: [[SALES_SUM, false]],
      row_limit: 10000,
      series_columns: ['product_line'],
      is_timeseries: true,
      time_offsets: [],
      post_processing: [pivot(['product_line'], ['SUM(Sales)']), { operation: 'flatten' }],
    },
    { granularity_sqla: 'order_date', time_grain_sqla: 'P3M', groupby: ['product_line'] },
  );

const DEAL_SUM = sumOf('sales', '(Sales)', 917);

/** "Revenue by Deal Size": grain P1M over an explicit time range, groupby deal_size. */
export const revenueByDealSize = (salesId: number, timeOffsets: string[] = []): Json => {
  const compared = timeOffsets.length > 0;
  const labels = ['(Sales)', ...timeOffsets.map((o) => `(Sales)__${o}`)];
  return context(
    salesId,
    'echarts_timeseries_bar',
    {
      ...base,
      time_range: '2003-01-01T00:00:00 : 2005-06-01T00:00:00',
      granularity: 'order_date',
      extras: { having: '', where: '', time_grain_sqla: 'P1M' },
      columns: ['deal_size'],
      metrics: [DEAL_SUM],
      orderby: [[DEAL_SUM, false]],
      series_columns: ['deal_size'],
      is_timeseries: true,
      time_offsets: timeOffsets,
      post_processing: [
        // timeComparePivotOperator aggregates the metric and its shifted copies; with comparison
        // type "values", renameOperator names each shifted copy by its offset.
        pivot(['deal_size'], compared ? labels : ['(Sales)']),
        ...(compared
          ? [
              {
                operation: 'rename',
                options: {
                  columns: Object.fromEntries(timeOffsets.map((o) => [`(Sales)__${o}`, o])),
                  level: 0,
                  inplace: true,
                },
              },
            ]
          : []),
        { operation: 'flatten' },
      ],
    },
    {
      granularity_sqla: 'order_date',
      time_grain_sqla: 'P1M',
      comparison_type: 'values',
      time_compare: timeOffsets,
    },
  );
};

const MARKETS = [
  sumOf('na_sales', 'North America', 883),
  sumOf('eu_sales', 'Europe', 884),
  sumOf('jp_sales', 'Japan', 885),
  sumOf('other_sales', 'Other', 886),
];

/**
 * "Total Sales per Market (Grouped by Genre)": granularity_sqla year (a BIGINT year column), no time
 * grain, groupby genre, four metrics; `__timestamp` is the year column itself.
 */
export const totalSalesPerMarketByGenre = (videoGamesId: number): Json =>
  context(
    videoGamesId,
    'echarts_timeseries_bar',
    {
      ...base,
      time_range: 'No filter',
      granularity: 'year',
      extras: { having: '', where: '' },
      columns: ['genre'],
      metrics: MARKETS,
      orderby: [[MARKETS[0], false]],
      series_columns: ['genre'],
      is_timeseries: true,
      time_offsets: [],
      post_processing: [
        pivot(
          ['genre'],
          MARKETS.map((m) => m.label as string),
        ),
        { operation: 'flatten' },
      ],
    },
    { granularity_sqla: 'year', groupby: ['genre'] },
  );

/**
 * "Vaccine Candidates per Phase" (the bar chart): x_axis clinical_stage, a calculated column, which
 * normalizeTimeColumn sends as a BASE_AXIS adhoc SQL column whose expression is the column's name.
 */
export const vaccineCandidatesPerPhase = (covidId: number): Json => {
  const axis = {
    timeGrain: 'P1D',
    columnType: 'BASE_AXIS',
    sqlExpression: 'clinical_stage',
    label: 'clinical_stage',
    expressionType: 'SQL',
  };
  return context(
    covidId,
    'echarts_timeseries_bar',
    {
      ...base,
      time_range: 'No filter',
      extras: { having: '', where: '', time_grain_sqla: 'P1D' },
      columns: [axis],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 10000,
      series_columns: [],
      time_offsets: [],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['clinical_stage'],
            columns: [],
            aggregates: { count: { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        { operation: 'flatten' },
      ],
    },
    { x_axis: 'clinical_stage', metrics: ['count'], time_grain_sqla: 'P1D' },
  );
};
