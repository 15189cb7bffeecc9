/** Chart-data result → ECharts option for the timeseries family (line, bar, scatter, smooth, step, area). */
import {
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  type ChartDataResult,
  type QueryColumn,
} from '@meridian/core';
import { getMetricFormatter } from '../sdk/datasource.js';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { ChartTransformInput, FormData } from '../sdk/plugin.js';
import { timeseriesFormDataSchema, type TimeseriesFormData } from './formData.js';
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
import { seriesGroupValues } from '../shared/series.js';
import { categoryAxisLabel } from './axisLabels.js';
import { timeAxisOptions } from './timeAxis.js';
import {
  describeSeries,
  echartsSeriesOf,
  resultSeries,
  type SeriesData,
  type SeriesStyle,
  type TimeseriesSeriesType,
} from './series.js';
import { firstResult } from '../shared/chartInput.js';
import { annotationSeries } from './annotations/transformers.js';
import { shownLayers } from './annotations/layers.js';

export type { TimeseriesSeriesType } from './series.js';

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

/** The x axis as drawn: its type, raw and drawn values, and the category labels. */
interface XAxisData {
  temporal: boolean;
  rawX: unknown[];
  xType: AxisType;
  /** The x values as drawn: epoch ms on a time axis. */
  xValues: unknown[];
  categoryX: unknown[];
  timeFormatter: (v: number) => string;
}

function seriesStyleOf(formData: TimeseriesFormData, options: TimeseriesTransformOptions): SeriesStyle {
  const seriesType: TimeseriesSeriesType =
    options.seriesType ?? ((formData.seriesType as TimeseriesSeriesType | undefined) || 'line');
  const stackValue = formData.stack ?? (formData.bar_stacked ? 'Stack' : null);
  return {
    seriesType,
    area: Boolean(options.area),
    horizontal: seriesType === 'bar' && formData.orientation === 'horizontal',
    stack:
      stackValue === true || stackValue === 'Stack' || stackValue === 'Stream' || stackValue === 'Expand',
    expand: stackValue === 'Expand',
  };
}

/** The x axis: time for temporal columns, value for numbers, else category (or as forced). */
function xAxisDataOf(
  result: Pick<ChartDataResult, 'colnames' | 'data'>,
  xAxisLabel: string,
  formData: TimeseriesFormData,
  seriesType: TimeseriesSeriesType,
): XAxisData {
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
  return { temporal, rawX, xType, xValues, categoryX, timeFormatter };
}

/** The x (domain) and y (value) axes, before a horizontal chart swaps them. */
function axesOf(
  x: XAxisData,
  style: SeriesStyle,
  formData: TimeseriesFormData,
  size: { width: number; height: number },
  yFormatter: (v: number | null) => string,
) {
  const { xType, categoryX, timeFormatter } = x;
  const { horizontal, expand } = style;
  const bounds = Array.isArray(formData.y_axis_bounds) ? formData.y_axis_bounds : [];
  const yMin = toNumberOrNull(bounds[0]);
  const yMax = toNumberOrNull(bounds[1]);
  const xTitle = (formData.x_axis_title ?? formData.x_axis_label) as string | undefined;
  const yTitle = (formData.y_axis_title ?? formData.y_axis_label) as string | undefined;
  const xAxis: Record<string, unknown> = {
    type: xType,
    ...(xTitle ? { name: xTitle, nameLocation: 'middle', nameGap: 30 } : {}),
    ...(xType === 'time' ? timeAxisOptions(x.xValues, timeFormatter) : {}),
    ...(xType === 'category'
      ? {
          axisLabel: categoryAxisLabel(categoryX.map(String), {
            axisLength: horizontal ? size.height : size.width,
            crossLength: horizontal ? size.width : size.height,
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
  return { xAxis, yAxis };
}

export function transformTimeseriesProps(
  input: ChartTransformInput,
  options: TimeseriesTransformOptions = {},
): TimeseriesChartProps {
  const { width, height, datasource } = input;
  const formData = parseFormDataWith(timeseriesFormDataSchema, migrateDistBarFormData(input.formData));
  const result = firstResult(input.queriesData);
  const xAxisColumn = getXAxisColumn(formData);
  const xAxisLabel = xAxisColumn !== undefined ? getColumnLabel(xAxisColumn) : (result.colnames[0] ?? '');
  const groupby = columnsOf(formData.groupby);
  const style = seriesStyleOf(formData, options);
  const { seriesType, horizontal, expand } = style;
  const x = xAxisDataOf(result, xAxisLabel, formData, seriesType);
  const series = resultSeries(result, xAxisLabel, expand, formData);

  const metricLabels = metricsOf(formData.metrics).map(getMetricLabel);
  const described = new Map(
    series.map((s) => [s.name, describeSeries(s.name, groupby.length, metricLabels, datasource)]),
  );
  const displayName = (s: SeriesData) => described.get(s.name)?.displayName ?? s.name;
  const yFormat = effectiveYAxisFormat(formData);
  // The axis shows the first metric's format (the chart's, else its saved one); each series its own.
  const formatterOf = (metric: string | undefined) =>
    expand
      ? getNumberFormatter('.0%')
      : getMetricFormatter(datasource, metric, yFormat, formData.currency_format);
  const yFormatter = formatterOf(metricLabels[0]);
  const colorOf = createColorScale(formData.color_scheme, formData.label_colors);

  const echartsSeries = series.map((s) => {
    const name = displayName(s);
    const drawn = {
      id: s.name,
      name,
      color: colorOf(name),
      format: formatterOf(described.get(s.name)?.metric),
      data: s.values.map((y, i) => (horizontal ? [y, x.categoryX[i]] : [x.categoryX[i], y])),
    };
    return echartsSeriesOf(drawn, style, formData);
  });

  // Annotation layers drawn over the series (their data: the answer's, plus the web's chart sources).
  const annotations = annotationSeries(shownLayers(input.formData.annotation_layers), {
    xValues: x.xValues,
    timeAxis: x.xType === 'time',
    horizontal,
    colorOf,
    markerSize: formData.markerSize,
    annotationData: result.annotation_data ?? {},
  });

  const { xAxis, yAxis } = axesOf(x, style, formData, { width, height }, yFormatter);
  const legend = getLegendProps(formData, series.map(displayName), width);
  const tooltipTime = getTimeFormatter(formData.tooltipTimeFormat ?? 'smart_date');

  const echartOptions: Record<string, unknown> = {
    animation: false,
    grid: { ...gridForLegend(legend, 16, width), containLabel: true },
    legend,
    tooltip: {
      trigger: seriesType === 'scatter' ? 'item' : 'axis',
      valueFormatter: (v: unknown) => yFormatter(toNumberOrNull(v)),
      ...(x.xType === 'time'
        ? { axisPointer: { label: { formatter: (p: { value: number }) => tooltipTime(p.value) } } }
        : {}),
    },
    xAxis: horizontal ? yAxis : xAxis,
    yAxis: horizontal ? xAxis : yAxis,
    series: [...echartsSeries, ...annotations],
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
    xAxisTemporal: x.temporal || x.xType === 'time',
    xRawValues: x.rawX,
    formData,
  };
}
