import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../shared/chartData.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { SINGLE_POINT_PADDING_MS, singleTime, timeAxisOptions } from './timeAxis.js';
import { transformTimeseriesProps } from './transformProps.js';

const day = Date.UTC(2005, 4, 1);
const next = Date.UTC(2005, 5, 1);

interface TimeAxis {
  type: string;
  min?: number;
  max?: number;
  axisLabel: { formatter: (v: number) => string; customValues?: number[] };
  axisTick?: { customValues?: number[] };
}

const xAxisOf = (data: ChartDataResult['data'], fd: Record<string, unknown> = {}) =>
  (
    transformTimeseriesProps(
      transformInput(
        formDataOf('echarts_timeseries_line', {
          x_axis: 'order_date',
          metrics: ['count'],
          groupby: ['deal_size'],
          x_axis_time_format: '%Y-%m-%d',
          ...fd,
        }),
        [{ colnames: ['order_date', 'Small', 'Large'], coltypes: [2, 0, 0], data }],
        { width: 600, height: 300 },
      ),
      { seriesType: 'line' },
    ).echartOptions as { xAxis: TimeAxis }
  ).xAxis;

describe('the time x axis', () => {
  it('gives a single time point one label, its date, centred between a day either side', () => {
    const axis = xAxisOf([{ order_date: day, Small: 3, Large: 7 }]);
    expect(axis.type).toBe('time');
    expect(axis.min).toBe(day - SINGLE_POINT_PADDING_MS);
    expect(axis.max).toBe(day + SINGLE_POINT_PADDING_MS);
    expect(axis.axisLabel.customValues).toEqual([day]);
    expect(axis.axisTick?.customValues).toEqual([day]);
    expect(axis.axisLabel.customValues!.map(axis.axisLabel.formatter)).toEqual(['2005-05-01']);
  });

  it('counts one point when several series (rows) share the time, or when the time comes as text', () => {
    const axis = xAxisOf([
      { order_date: '2005-05-01T00:00:00', Small: 3, Large: null },
      { order_date: '2005-05-01T00:00:00', Small: null, Large: 7 },
    ]);
    expect(axis.axisLabel.customValues).toEqual([day]);
  });

  it('leaves two or more points to ECharts: no fixed extent, no custom ticks', () => {
    const axis = xAxisOf([
      { order_date: day, Small: 3, Large: 7 },
      { order_date: next, Small: 4, Large: 1 },
    ]);
    expect(axis.type).toBe('time');
    expect(axis.min).toBeUndefined();
    expect(axis.max).toBeUndefined();
    expect(axis.axisLabel.customValues).toBeUndefined();
    expect(axis.axisLabel.formatter(next)).toBe('2005-06-01');
  });

  it('reads the one time among values, ignoring nulls, and none among none or several', () => {
    expect(singleTime([day, null, day])).toBe(day);
    expect(singleTime([day, next])).toBeNull();
    expect(singleTime([])).toBeNull();
    expect(singleTime([null, Number.NaN])).toBeNull();
    expect(timeAxisOptions([], String)).toEqual({
      axisLabel: { formatter: expect.any(Function), hideOverlap: true },
    });
  });
});
