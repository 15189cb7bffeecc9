/** Chart-data result → ECharts option for the timeseries family (line, bar, scatter, smooth, step, area). */
import {
  getColumnLabel,
  getCurrencyFormatter,
  getNumberFormatter,
  getTimeFormatter,
  type CurrencyFormat,
  type QueryColumn,
} from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { effectiveYAxisFormat } from '../shared/advancedAnalytics.js';
import { isTemporalColumn, toEpochMs, toNumberOrNull, type ChartDataResult } from '../shared/chartData.js';
import { createColorScale } from '../shared/colors.js';
import { columnsOf, getXAxisColumn, migrateDistBarFormData, numberOf } from '../shared/formData.js';
import { getLegendProps, gridForLegend } from '../shared/legend.js';
import { seriesGroupValues, sortSeries } from '../shared/series.js';

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
  formData: FormData;
}

type AxisType = 'time' | 'value' | 'category';

interface SeriesData {
  name: string;
  values: (number | null)[];
}

export function transformTimeseriesProps(
  input: { formData: FormData; queriesData: ChartDataResult[]; width: number; height: number },
  options: TimeseriesTransformOptions = {},
): TimeseriesChartProps {
  const { width, height } = input;
  const formData = migrateDistBarFormData(input.formData);
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
  const timeFormatter = getTimeFormatter(formData.x_axis_time_format as string | undefined);
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

  const yFormat = expand ? '.0%' : effectiveYAxisFormat(formData);
  const currency = formData.currency_format as CurrencyFormat | undefined;
  const yFormatter = currency?.symbol ? getCurrencyFormatter(currency, yFormat) : getNumberFormatter(yFormat);
  const colorOf = createColorScale(
    formData.color_scheme,
    formData.label_colors as Record<string, unknown> | undefined,
  );
  const showValue = Boolean(formData.show_value);
  const markerEnabled = Boolean(formData.markerEnabled);
  const markerSize = numberOf(formData.markerSize, 6);
  const opacity = numberOf(formData.opacity, 0.2);

  const echartsSeries = series.map((s) => {
    const color = colorOf(s.name);
    const data = s.values.map((y, i) => (horizontal ? [y, categoryX[i]] : [categoryX[i], y]));
    const base: Record<string, unknown> = {
      id: s.name,
      name: s.name,
      data,
      itemStyle: { color },
      ...(stack ? { stack: 'total' } : {}),
      ...(showValue
        ? {
            label: {
              show: true,
              position: seriesType === 'bar' ? (stack ? 'inside' : horizontal ? 'right' : 'top') : 'top',
              formatter: (p: { value: unknown[] }) => yFormatter(toNumberOrNull(p.value[horizontal ? 0 : 1])),
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

  const bounds = Array.isArray(formData.y_axis_bounds) ? (formData.y_axis_bounds as unknown[]) : [];
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
    ...(xType === 'category' ? { axisLabel: { hideOverlap: true } } : {}),
  };
  const yAxis: Record<string, unknown> = {
    type: formData.logAxis ? 'log' : 'value',
    ...(yMin !== null ? { min: yMin } : {}),
    ...(yMax !== null ? { max: yMax } : expand ? { max: 1 } : {}),
    ...(yTitle ? { name: yTitle, nameLocation: 'middle', nameGap: 50 } : {}),
    axisLabel: { formatter: (v: number) => yFormatter(v) },
  };
  const legend = getLegendProps(
    formData,
    series.map((s) => s.name),
  );
  const tooltipTime = getTimeFormatter((formData.tooltipTimeFormat as string | undefined) ?? 'smart_date');

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

  const labelMap = Object.fromEntries(series.map((s) => [s.name, seriesGroupValues(s.name, groupby.length)]));
  return { width, height, echartOptions, labelMap, groupby, xAxisLabel, formData };
}
