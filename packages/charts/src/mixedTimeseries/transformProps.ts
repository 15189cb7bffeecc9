/**
 * Chart-data results of queries A and B → one ECharts option: both queries' series over the shared
 * x-axis, each drawn in its own style (line, bar, scatter, smooth, step; stacked, area, markers) on
 * the primary or the secondary y-axis. B's series whose names A already uses get " (1)" (Superset's
 * dedupSeries); with query identifiers on, every name says its query.
 */
import {
  getColumnLabel,
  getMetricLabel,
  getTimeFormatter,
  type ChartDataResult,
  type QueryColumn,
} from '@meridian/core';
import { getMetricFormatter, type ChartDatasource } from '../sdk/datasource.js';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { ChartTransformInput, FormData } from '../sdk/plugin.js';
import { effectiveYAxisFormat } from '../shared/advancedAnalytics.js';
import { isTemporalColumn, toEpochMs } from '../shared/chartData.js';
import { createColorScale } from '../shared/colors.js';
import { columnsOf, getXAxisColumn, metricsOf } from '../shared/formData.js';
import { getLegendProps, gridForLegend } from '../shared/legend.js';
import { seriesGroupValues } from '../shared/series.js';
import { categoryAxisLabel } from '../timeseries/axisLabels.js';
import { timeseriesFormDataSchema } from '../timeseries/formData.js';
import { describeSeries, echartsSeriesOf, resultSeries, type SeriesData } from '../timeseries/series.js';
import { timeAxisOptions } from '../timeseries/timeAxis.js';
import { yAxisOf } from './axes.js';
import { queryFormDatas } from './buildQuery.js';
import {
  mixedTimeseriesFormDataSchema,
  queryStyle,
  type MixedTimeseriesFormData,
  type QueryStyle,
} from './formData.js';

export interface MixedTimeseriesChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  /** Series name → its groupby values, per query (cross-filters and drill). */
  labelMap: Record<string, string[]>;
  labelMapB: Record<string, string[]>;
  groupby: QueryColumn[];
  groupbyB: QueryColumn[];
  /** How many series query A drew: series before it are A's, the rest B's. */
  seriesBreakdown: number;
  xAxisColumn?: QueryColumn;
  xAxisTemporal: boolean;
  /** A drawn category x value → the value the query returned (drill filters). */
  xRawValues: Record<string, unknown>;
}

interface QueryDrawing {
  series: Record<string, unknown>[];
  names: string[];
  labelMap: Record<string, string[]>;
}

/** The x value as drawn: epoch ms on a time axis, else the value (NULL as text). */
const drawnX = (x: unknown, time: boolean): unknown =>
  time ? toEpochMs(x) : x === null || x === undefined ? 'NULL' : x;

/** One query's series, named, coloured and styled, on its y-axis. */
function drawQuery(args: {
  result: ChartDataResult;
  query: 'A' | 'B';
  fd: FormData;
  style: QueryStyle;
  xLabel: string;
  time: boolean;
  taken: Set<string>;
  identifiers: boolean;
  colorOf: (name: string) => string;
  format: (metric: string | undefined) => (v: number | null) => string;
  datasource: ChartDatasource | undefined;
}): QueryDrawing {
  const { result, query, style, xLabel, time } = args;
  const groupby = columnsOf(args.fd.groupby);
  const metricLabels = metricsOf(args.fd.metrics).map(getMetricLabel);
  // The timeseries series helpers read their styling keys from timeseries form data.
  const tsFormData = parseFormDataWith(timeseriesFormDataSchema, {
    viz_type: 'echarts_timeseries',
    datasource: '',
    sort_series_type: style.sortSeriesType,
    sort_series_ascending: style.sortSeriesAscending,
    markerEnabled: style.markerEnabled,
    markerSize: style.markerSize,
    show_value: style.showValue,
    opacity: style.opacity,
  });
  const xs = result.data.map((row) => drawnX(row[xLabel], time));
  const raw: SeriesData[] = resultSeries(result, xLabel, false, tsFormData);
  const drawing: QueryDrawing = { series: [], names: [], labelMap: {} };
  for (const s of raw) {
    const described = describeSeries(s.name, groupby.length, metricLabels, args.datasource);
    let name = described.displayName;
    if (args.identifiers) name = `${name} (Query ${query})`;
    else if (query === 'B' && args.taken.has(name)) name = `${name} (1)`;
    args.taken.add(name);
    const seriesStyle = { ...style, horizontal: false, expand: false };
    const drawn = echartsSeriesOf(
      {
        id: `${query}:${s.name}`,
        name,
        color: args.colorOf(name),
        format: args.format(described.metric),
        data: s.values.map((y, i) => [xs[i], y]),
      },
      seriesStyle,
      tsFormData,
    );
    drawing.series.push({
      ...drawn,
      yAxisIndex: style.yAxisIndex,
      // Each query stacks on its own.
      ...(style.stack ? { stack: query } : {}),
    });
    drawing.names.push(name);
    drawing.labelMap[name] = seriesGroupValues(s.name, groupby.length);
  }
  return drawing;
}

function xAxisOf(
  time: boolean,
  xValues: unknown[],
  formData: MixedTimeseriesFormData,
  size: { width: number; height: number },
): Record<string, unknown> {
  const title = formData.x_axis_title
    ? { name: formData.x_axis_title, nameLocation: 'middle', nameGap: 30 }
    : {};
  if (time)
    return {
      type: 'time',
      ...title,
      ...timeAxisOptions(xValues, getTimeFormatter(formData.x_axis_time_format)),
    };
  const categories = [...new Set(xValues.map(String))];
  return {
    type: 'category',
    data: categories,
    ...title,
    axisLabel: categoryAxisLabel(categories, {
      axisLength: size.width,
      crossLength: size.height,
      rotation: formData.xAxisLabelRotation,
    }),
  };
}

export function transformMixedTimeseriesProps(input: ChartTransformInput): MixedTimeseriesChartProps {
  const { width, height, datasource } = input;
  const formData = parseFormDataWith(mixedTimeseriesFormDataSchema, input.formData);
  const [fdA, fdB] = queryFormDatas(input.formData);
  const empty: ChartDataResult = { colnames: [], data: [] };
  const [resultA = empty, resultB = empty] = input.queriesData;
  const xAxisColumn = getXAxisColumn(input.formData);
  const xLabel = xAxisColumn !== undefined ? getColumnLabel(xAxisColumn) : (resultA.colnames[0] ?? '');
  const time = isTemporalColumn(resultA, xLabel) || isTemporalColumn(resultB, xLabel);
  const colorOf = createColorScale(formData.color_scheme, formData.label_colors);
  const primaryFormat = effectiveYAxisFormat(fdA);
  const secondaryFormat = effectiveYAxisFormat({ ...fdB, y_axis_format: formData.y_axis_format_secondary });
  const formatA = (metric: string | undefined) =>
    getMetricFormatter(datasource, metric, primaryFormat, formData.currency_format);
  const formatB = (metric: string | undefined) =>
    getMetricFormatter(datasource, metric, secondaryFormat, formData.currency_format_secondary);
  const taken = new Set<string>();
  const common = { xLabel, time, taken, colorOf, datasource, identifiers: formData.show_query_identifiers };
  const a = drawQuery({
    ...common,
    result: resultA,
    query: 'A',
    fd: fdA,
    style: queryStyle(formData, 'A'),
    format: formatA,
  });
  const b = drawQuery({
    ...common,
    result: resultB,
    query: 'B',
    fd: fdB,
    style: queryStyle(formData, 'B'),
    format: formatB,
  });

  const xValues = [...resultA.data, ...resultB.data].map((row) => drawnX(row[xLabel], time));
  const legend = getLegendProps(formData, [...a.names, ...b.names], width);
  const tooltipTime = getTimeFormatter(formData.tooltipTimeFormat);
  const alignTicks = formData.yAxisIndex !== formData.yAxisIndexB;
  const firstMetric = (fd: FormData) => metricsOf(fd.metrics).map(getMetricLabel)[0];
  const echartOptions: Record<string, unknown> = {
    animation: false,
    grid: { ...gridForLegend(legend, 16, width), containLabel: true },
    legend,
    tooltip: {
      trigger: formData.rich_tooltip ? 'axis' : 'item',
      confine: true,
      ...(time
        ? { axisPointer: { label: { formatter: (p: { value: number }) => tooltipTime(p.value) } } }
        : {}),
    },
    xAxis: xAxisOf(time, xValues, formData, { width, height }),
    yAxis: [
      yAxisOf('primary', formData, formatA(firstMetric(fdA)), alignTicks),
      yAxisOf('secondary', formData, formatB(firstMetric(fdB)), alignTicks),
    ],
    series: [...a.series, ...b.series],
    ...(formData.zoomable ? { dataZoom: [{ type: 'slider', start: 0, end: 100, bottom: 0 }] } : {}),
  };

  const xRawValues: Record<string, unknown> = {};
  if (!time)
    for (const row of [...resultA.data, ...resultB.data])
      xRawValues[String(drawnX(row[xLabel], false))] = row[xLabel];
  return {
    width,
    height,
    echartOptions,
    labelMap: a.labelMap,
    labelMapB: b.labelMap,
    groupby: columnsOf(fdA.groupby),
    groupbyB: columnsOf(fdB.groupby),
    seriesBreakdown: a.series.length,
    xAxisColumn,
    xAxisTemporal: time,
    xRawValues,
  };
}
