import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import type { ChartDataResult } from '../shared/chartData.js';
import { transformTimeseriesProps } from './transformProps.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { PRODUCT_LINES } from '../test-support/productLines.js';

const jan = Date.UTC(2020, 0, 1);
const feb = Date.UTC(2020, 1, 1);

// A flattened pivot: the x-axis column, then one column per series (metric level dropped).
const result: ChartDataResult = {
  colnames: ['ds', 'boy', 'girl'],
  coltypes: [2, 0, 0],
  data: [
    { ds: jan, boy: 10, girl: 30 },
    { ds: feb, boy: 20, girl: 5 },
  ],
};

const formData = formDataOf('echarts_timeseries_line', {
  x_axis: 'ds',
  groupby: ['gender'],
  metrics: ['count'],
  y_axis_format: ',d',
  color_scheme: 'supersetColors',
  label_colors: { girl: '#000000' },
});

const run = (fd: Partial<FormData>, options = {}) =>
  transformTimeseriesProps(
    transformInput({ ...formData, ...fd }, [result], { width: 400, height: 300 }),
    options,
  );

type Series = {
  name: string;
  type: string;
  data: unknown[][];
  stack?: string;
  areaStyle?: unknown;
  step?: string;
  smooth?: boolean;
  itemStyle: { color: string };
};

describe('transformTimeseriesProps', () => {
  it('draws scatter markers batched above 2,000 points (ECharts large mode), one element each below', () => {
    const o = run({}, { seriesType: 'scatter' }).echartOptions as {
      series: (Series & { large?: boolean; largeThreshold?: number })[];
    };
    for (const s of o.series) expect(s).toMatchObject({ type: 'scatter', large: true, largeThreshold: 2000 });
    const line = run({}, { seriesType: 'line' }).echartOptions as { series: { large?: boolean }[] };
    expect(line.series.every((s) => s.large === undefined)).toBe(true);
  });

  it('draws one series per column on a time axis, sorted by total descending', () => {
    const props = run({}, { seriesType: 'line' });
    const o = props.echartOptions as {
      xAxis: { type: string };
      series: Series[];
      legend: { data: string[] };
    };
    expect(o.xAxis.type).toBe('time');
    expect(o.series.map((s) => s.name)).toEqual(['girl', 'boy']);
    expect(o.series[1]).toMatchObject({
      type: 'line',
      data: [
        [jan, 10],
        [feb, 20],
      ],
    });
    expect(o.series[0]!.data).toEqual([
      [jan, 30],
      [feb, 5],
    ]);
    expect(o.legend.data).toEqual(['girl', 'boy']);
    expect(props.labelMap).toEqual({ girl: ['girl'], boy: ['boy'] });
  });

  it('uses label colours first, then the scheme', () => {
    const o = run({}, { seriesType: 'line' }).echartOptions as { series: Series[] };
    expect(o.series[0]!.itemStyle.color).toBe('#000000');
    expect(o.series[1]!.itemStyle.color).toBe('#1FA8C9');
  });

  it('formats the y axis with y_axis_format, or .1% for percentage comparisons', () => {
    const o = run({}, { seriesType: 'line' }).echartOptions as {
      yAxis: { axisLabel: { formatter: (v: number) => string } };
    };
    expect(o.yAxis.axisLabel.formatter(12345)).toBe('12,345');
    const pct = run({ comparison_type: 'percentage', time_compare: ['1 year ago'] })
      .echartOptions as typeof o;
    expect(pct.yAxis.axisLabel.formatter(0.256)).toBe('25.6%');
  });

  it('stacks bars and turns them for horizontal orientation', () => {
    const o = run({ stack: 'Stack', orientation: 'horizontal' }, { seriesType: 'bar' }).echartOptions as {
      series: Series[];
      xAxis: { type: string };
      yAxis: { type: string };
    };
    expect(o.series[0]).toMatchObject({ type: 'bar', stack: 'total' });
    expect(o.xAxis.type).toBe('value');
    expect(o.yAxis.type).toBe('time');
    expect(o.series[1]!.data[0]).toEqual([10, jan]);
    // Legacy bar_stacked also stacks.
    const legacy = run({ bar_stacked: true }, { seriesType: 'bar' }).echartOptions as { series: Series[] };
    expect(legacy.series[0]!.stack).toBe('total');
  });

  it('fills areas and expands stacks to shares of 100%', () => {
    const o = run({ stack: 'Expand', opacity: 0.5 }, { seriesType: 'line', area: true }).echartOptions as {
      series: Series[];
      yAxis: { max: number; axisLabel: { formatter: (v: number) => string } };
    };
    expect(o.series[0]!.areaStyle).toEqual({ opacity: 0.5 });
    const girl = o.series.find((s) => s.name === 'girl')!;
    expect(girl.data[0]).toEqual([jan, 0.75]);
    expect(o.yAxis.max).toBe(1);
    expect(o.yAxis.axisLabel.formatter(0.5)).toBe('50%');
  });

  it('has step and smooth lines, and a category axis for text x values', () => {
    expect((run({}, { seriesType: 'start' }).echartOptions as { series: Series[] }).series[0]!.step).toBe(
      'start',
    );
    expect((run({}, { seriesType: 'smooth' }).echartOptions as { series: Series[] }).series[0]!.smooth).toBe(
      true,
    );
    const categories = transformTimeseriesProps(
      transformInput({ ...formData, x_axis: 'clinical_stage', groupby: [] }, [
        {
          colnames: ['clinical_stage', 'count'],
          coltypes: [1, 0],
          data: [{ clinical_stage: 'Phase 1', count: 3 }],
        },
      ]),
    );
    const o = categories.echartOptions as { xAxis: { type: string }; series: Series[] };
    expect(o.xAxis.type).toBe('category');
    expect(o.series[0]!.data).toEqual([['Phase 1', 3]]);
    expect(categories.labelMap).toEqual({ count: [] });
    // Drill filters read the raw x value of the clicked row, and only on a non-temporal axis.
    expect(categories).toMatchObject({ xAxisColumn: 'clinical_stage', xAxisTemporal: false });
    expect(categories.xRawValues).toEqual(['Phase 1']);
    expect(run({}, { seriesType: 'line' })).toMatchObject({ xAxisColumn: 'ds', xAxisTemporal: true });
  });

  it('shows the legend where asked and hides it when off', () => {
    const o = run({ legendOrientation: 'right', show_legend: true }).echartOptions as {
      legend: { right: number; orient: string };
    };
    expect(o.legend).toMatchObject({ right: 0, orient: 'vertical' });
    const off = run({ show_legend: false }).echartOptions as { legend: { show: boolean } };
    expect(off.legend.show).toBe(false);
  });
});

describe('transformTimeseriesProps with the dataset', () => {
  const datasource = {
    verboseMap: { count: 'Number of babies', ds: 'Birth date' },
    columnFormats: { count: ',.1f' },
    currencyFormats: {},
  };
  const single: ChartDataResult = {
    colnames: ['ds', 'count'],
    coltypes: [2, 0],
    data: [
      { ds: jan, count: 1000 },
      { ds: feb, count: 2000 },
    ],
  };
  const draw = (fd: Partial<FormData>, data: ChartDataResult) =>
    transformTimeseriesProps(
      transformInput({ ...formData, groupby: [], ...fd }, [data], { width: 400, height: 300, datasource }),
    ).echartOptions as {
      legend: { data: string[] };
      series: { id: string; name: string; tooltip: { valueFormatter: (v: unknown) => string } }[];
      yAxis: { axisLabel: { formatter: (v: number) => string } };
    };

  it('names a metric series by its verbose name and formats it with its saved format', () => {
    const o = draw({ y_axis_format: 'SMART_NUMBER' }, single);
    expect(o.series[0]).toMatchObject({ id: 'count', name: 'Number of babies' });
    expect(o.legend.data).toEqual(['Number of babies']);
    expect(o.yAxis.axisLabel.formatter(1000)).toBe('1,000.0');
    expect(o.series[0]!.tooltip.valueFormatter(2000)).toBe('2,000.0');
    // A format chosen on the chart wins over the saved one.
    expect(draw({ y_axis_format: ',d' }, single).yAxis.axisLabel.formatter(1000)).toBe('1,000');
  });

  it('keeps dimension values and maps the metric level of "metric, value" series', () => {
    const twoMetrics: ChartDataResult = {
      colnames: ['ds', 'count, boy', 'other, boy'],
      coltypes: [2, 0, 0],
      data: [{ ds: jan, 'count, boy': 1, 'other, boy': 2 }],
    };
    const o = draw({ groupby: ['gender'], metrics: ['count', 'other'] }, twoMetrics);
    expect(o.series.map((s) => s.name).sort()).toEqual(['Number of babies, boy', 'other, boy']);
    const props = transformTimeseriesProps(
      transformInput({ ...formData, groupby: ['gender'], metrics: ['count', 'other'] }, [twoMetrics], {
        width: 400,
        height: 300,
        datasource,
      }),
    );
    expect(props.labelMap['Number of babies, boy']).toEqual(['boy']);
  });

  it('labels every bar category, rotating them when crowded', () => {
    const categories: ChartDataResult = {
      colnames: ['product_line', 'count'],
      coltypes: [1, 0],
      data: PRODUCT_LINES.map((p, i) => ({ product_line: p, count: i })),
    };
    const o = transformTimeseriesProps(
      transformInput(
        { ...formData, viz_type: 'echarts_timeseries_bar', x_axis: 'product_line', groupby: [] },
        [categories],
        { width: 420, height: 300 },
      ),
      { seriesType: 'bar' },
    ).echartOptions as { xAxis: { type: string; axisLabel: { interval: unknown; rotate: number } } };
    expect(o.xAxis.type).toBe('category');
    expect(o.xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 45 });
  });
});
