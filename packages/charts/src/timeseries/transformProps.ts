/** Chart-data result → ECharts option for the timeseries family (line, bar, scatter, smooth, step, area). */
import {
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  type QueryColumn,
} from '@meridian/core';
import { getMetricFormatter, verboseName, type ChartDatasource } from '../sdk/datasource.js';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { ChartTransformInput, FormData } from '../sdk/plugin.js';
import { timeseriesFormDataSchema } from './formData.js';
import { effectiveYAxisFormat } from '../shared/advancedAnalytics.js';
import { isTemporalColumn, toEpochMs, toNumberOrNull } from '../shared/chartData.js';
import { createColorScale } from '../shared/colors.js';
import {
  columnsOf,
  getXAxisColumn,
  metricsOf,
  migrateDistBarFormData,
  numberOf,
} from '../shared/formData.js';
import { getLegendProps, gridForLegend } from '../shared/legend.js';
import { seriesGroupValues, sortSeries, splitSeriesName } from '../shared/series.js';
import { categoryAxisLabel } from './axisLabels.js';

export type TimeseriesSeriesType = 'line' | 'bar' | 'scatter' | 'smooth' | 'start' | 'middle' | 'end';

export interface TimeseriesTransformOptions {
  /** The variant's fixed series type; the generic chart reads `seriesType` from form data. */
  seriesType?: TimeseriesSeriesType;
  area?: boolean;
}

export interface TimeseriesChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  /** Series name → its groupby values (for cross-filters). */
  labelMap: Record<string, string[]>;
  groupby: QueryColumn[];
  xAxisLabel: string;
  /** The x-axis column, whether it is temporal and its raw value per row (drill filters). */
  xAxisColumn?: QueryColumn;
  xAxisTemporal: boolean;
  xRawValues: unknown[];
  formData: FormData;
}

type AxisType = 'time' | 'value' | 'category';

interface SeriesData {
  /** The result column ("metric" or "metric, value…"). */
  name: string;
  values: (number | null)[];
}

/**
 * A series' display name and metric: the metric level (the whole name without dimensions, else the
 * first of more levels than dimensions) shows its verbose name; dimension values show as they are.
 */
function describeSeries(
  name: string,
  groupbyCount: number,
  metricLabels: readonly string[],
  datasource: ChartDatasource | undefined,
): { displayName: string; metric: string | undefined } {
  const levels = splitSeriesName(name);
  const hasMetricLevel = groupbyCount === 0 || levels.length > groupbyCount;
  if (!hasMetricLevel)
    return { displayName: name, metric: metricLabels.length === 1 ? metricLabels[0] : undefined };
  const metricLevel = groupbyCount === 0 ? name : levels[0]!;
  const rest = groupbyCount === 0 ? [] : levels.slice(1);
  const metric = metricLabels.includes(metricLevel)
    ? metricLevel
    : metricLabels.length === 1
      ? metricLabels[0]
      : undefined;
  const shown = metricLabels.includes(metricLevel) ? verboseName(datasource, metricLevel) : metricLevel;
  return { displayName: [shown, ...rest].join(', '), metric };
}

export function transformTimeseriesProps(
  input: ChartTransformInput,
  options: TimeseriesTransformOptions = {},
): TimeseriesChartProps {
  const { width, height, datasource } = input;
  const formData = parseFormDataWith(timeseriesFormDataSchema, migrateDistBarFormData(input.formData));
  const result = input.queriesData[0] ?? { colnames: [], data: [] };
  const xAxisColumn = getXAxisColumn(formData);
  const xAxisLabel = xAxisColumn !== undefined ? getColumnLabel(xAxisColumn) : (result.colnames[0] ?? '');
  const groupby = columnsOf(formData.groupby);
  const seriesType: TimeseriesSeriesType =
    options.seriesType ?? ((formData.seriesType as TimeseriesSeriesType | undefined) || 'line');
  const area = Boolean(options.area);
  const horizontal = seriesType === 'bar' && formData.orientation === 'horizontal';
  const stackValue = formData.stack ?? (formData.bar_stacked ? 'Stack' : null);
  const stack =
    stackValue === true || stackValue === 'Stack' || stackValue === 'Stream' || stackValue === 'Expand';
  const expand = stackValue === 'Expand';

  // The x axis: time for temporal columns, value for numbers, else category (or as forced).
  const temporal = isTemporalColumn(result, xAxisLabel);
  const rawX = result.data.map((row) => row[xAxisLabel]);
  const numericX = rawX.length > 0 && rawX.every((x) => typeof x === 'number');
  const forced = formData.x_axis_type as AxisType | undefined;
  const xType: AxisType =
    forced ?? (temporal ? 'time' : numericX && seriesType !== 'bar' ? 'value' : 'category');
  const xValues = rawX.map((x) =>
    xType === 'time' ? toEpochMs(x) : x === null || x === undefined ? 'NULL' : x,
  );
  const timeFormatter = getTimeFormatter(formData.x_axis_time_format);
  const categoryX =
    xType === 'category' && temporal ? xValues.map((x) => timeFormatter(x as number)) : xValues;

  let series: SeriesData[] = result.colnames
    .filter((name) => name !== xAxisLabel)
    .map((name) => ({ name, values: result.data.map((row) => toNumberOrNull(row[name])) }));
  if (expand) {
    const totals = result.data.map((_, i) => series.reduce((acc, s) => acc + Math.abs(s.values[i] ?? 0), 0));
    series = series.map((s) => ({
      ...s,
      values: s.values.map((v, i) => (v === null || !totals[i] ? v : v / (totals[i] ?? 1))),
    }));
  }
  series = sortSeries(
    series,
    (formData.sort_series_type as string | undefined) ?? 'sum',
    Boolean(formData.sort_series_ascending),
  );

  const metricLabels = metricsOf(formData.metrics).map(getMetricLabel);
  const described = new Map(
    series.map((s) => [s.name, describeSeries(s.name, groupby.length, metricLabels, datasource)]),
  );
  const displayName = (s: SeriesData) => described.get(s.name)?.displayName ?? s.name;
  const yFormat = effectiveYAxisFormat(formData);
  const currency = formData.currency_format;
  // The axis shows the first metric's format (the chart's, else its saved one); each series its own.
  const formatterOf = (metric: string | undefined) =>
    expand ? getNumberFormatter('.0%') : getMetricFormatter(datasource, metric, yFormat, currency);
  const yFormatter = formatterOf(metricLabels[0]);
  const colorOf = createColorScale(formData.color_scheme, formData.label_colors);
  const showValue = Boolean(formData.show_value);
  const markerEnabled = Boolean(formData.markerEnabled);
  const markerSize = numberOf(formData.markerSize, 6);
  const opacity = numberOf(formData.opacity, 0.2);

  const echartsSeries = series.map((s) => {
    const name = displayName(s);
    const color = colorOf(name);
    const format = formatterOf(described.get(s.name)?.metric);
    const data = s.values.map((y, i) => (horizontal ? [y, categoryX[i]] : [categoryX[i], y]));
    const base: Record<string, unknown> = {
      id: s.name,
      name,
      data,
      itemStyle: { color },
      tooltip: { valueFormatter: (v: unknown) => format(toNumberOrNull(v)) },
      ...(stack ? { stack: 'total' } : {}),
      ...(showValue
        ? {
            label: {
              show: true,
              position: seriesType === 'bar' ? (stack ? 'inside' : horizontal ? 'right' : 'top') : 'top',
              formatter: (p: { value: unknown[] }) => format(toNumberOrNull(p.value[horizontal ? 0 : 1])),
            },
          }
        : {}),
    };
    if (seriesType === 'bar') return { ...base, type: 'bar' };
    if (seriesType === 'scatter') return { ...base, type: 'scatter', symbolSize: markerSize };
    return {
      ...base,
      type: 'line',
      lineStyle: { color },
      connectNulls: false,
      showSymbol: markerEnabled,
      symbolSize: markerSize,
      ...(seriesType === 'smooth' ? { smooth: true } : {}),
      ...(['start', 'middle', 'end'].includes(seriesType) ? { step: seriesType } : {}),
      ...(area ? { areaStyle: { opacity } } : {}),
    };
  });

  const bounds = Array.isArray(formData.y_axis_bounds) ? formData.y_axis_bounds : [];
  const yMin = toNumberOrNull(bounds[0]);
  const yMax = toNumberOrNull(bounds[1]);
  const xTitle = (formData.x_axis_title ?? formData.x_axis_label) as string | undefined;
  const yTitle = (formData.y_axis_title ?? formData.y_axis_label) as string | undefined;
  const xAxis: Record<string, unknown> = {
    type: xType,
    ...(xTitle ? { name: xTitle, nameLocation: 'middle', nameGap: 30 } : {}),
    ...(xType === 'time'
      ? { axisLabel: { formatter: (v: number) => timeFormatter(v), hideOverlap: true } }
      : {}),
    ...(xType === 'category'
      ? {
          axisLabel: categoryAxisLabel(categoryX.map(String), {
            axisLength: horizontal ? height : width,
            crossLength: horizontal ? width : height,
            rotation: numberOf(formData.xAxisLabelRotation),
            horizontal,
          }),
        }
      : {}),
  };
  const yAxis: Record<string, unknown> = {
    type: formData.logAxis ? 'log' : 'value',
    ...(yMin !== null ? { min: yMin } : {}),
    ...(yMax !== null ? { max: yMax } : expand ? { max: 1 } : {}),
    ...(yTitle ? { name: yTitle, nameLocation: 'middle', nameGap: 50 } : {}),
    axisLabel: { formatter: (v: number) => yFormatter(v), hideOverlap: true },
  };
  const legend = getLegendProps(formData, series.map(displayName));
  const tooltipTime = getTimeFormatter(formData.tooltipTimeFormat ?? 'smart_date');

  const echartOptions: Record<string, unknown> = {
    animation: false,
    grid: { ...gridForLegend(legend), containLabel: true },
    legend,
    tooltip: {
      trigger: seriesType === 'scatter' ? 'item' : 'axis',
      valueFormatter: (v: unknown) => yFormatter(toNumberOrNull(v)),
      ...(xType === 'time'
        ? { axisPointer: { label: { formatter: (p: { value: number }) => tooltipTime(p.value) } } }
        : {}),
    },
    xAxis: horizontal ? yAxis : xAxis,
    yAxis: horizontal ? xAxis : yAxis,
    series: echartsSeries,
    ...(formData.zoomable ? { dataZoom: [{ type: 'slider', start: 0, end: 100, bottom: 0 }] } : {}),
  };

  // Keyed by the name ECharts reports on click: the display name.
  const labelMap = Object.fromEntries(
    series.map((s) => [displayName(s), seriesGroupValues(s.name, groupby.length)]),
  );
  return {
    width,
    height,
    echartOptions,
    labelMap,
    groupby,
    xAxisLabel,
    xAxisColumn,
    xAxisTemporal: temporal || xType === 'time',
    xRawValues: rawX,
    formData,
  };
}
