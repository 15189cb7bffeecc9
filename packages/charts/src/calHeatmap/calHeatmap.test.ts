import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildCalHeatmapQuery } from './buildQuery.js';
import { domainStarts, startOf, unitsBetween } from './domains.js';
import { cellIndex } from './matrixOption.js';
import { transformCalHeatmapProps } from './transformProps.js';

/** As Superset's legacy calendar heatmap panel saves it. */
const formData: FormData = {
  viz_type: 'cal_heatmap',
  datasource: '3__table',
  granularity_sqla: 'order_date',
  time_range: 'No filter',
  domain_granularity: 'month',
  subdomain_granularity: 'day',
  metrics: ['count', 'sum__sales'],
  adhoc_filters: [],
  linear_color_scheme: 'schemeBlues',
  cell_size: 10,
  cell_padding: 2,
  cell_radius: 0,
  steps: 10,
  y_axis_format: '.3s',
  x_axis_time_format: '%Y-%m-%d',
  show_legend: true,
  show_values: false,
  show_metric_name: true,
};

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const rows = [
  { order_date: day('2024-01-03'), count: 3, sum__sales: 3000 },
  { order_date: day('2024-01-20'), count: 1, sum__sales: 1000 },
  { order_date: day('2024-03-05'), count: 7, sum__sales: null },
];
const props = (fd: FormData, data: Record<string, unknown>[] = rows) =>
  transformCalHeatmapProps(
    transformInput(fd, [{ colnames: ['order_date', 'count', 'sum__sales'], coltypes: [2, 0, 0], data }], {
      width: 800,
      height: 500,
    }),
  );
type Series = { type: string; calendarIndex?: number; data: unknown[][] };

describe('buildCalHeatmapQuery', () => {
  it('buckets the metrics by the subdomain grain on the time column, oldest first', () => {
    const context = buildCalHeatmapQuery(formData);
    const query = context.queries[0]!;
    expect(query).toMatchObject({
      columns: [
        {
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          timeGrain: 'P1D',
          label: 'order_date',
          expressionType: 'SQL',
        },
      ],
      metrics: ['count', 'sum__sales'],
      orderby: [['order_date', true]],
      granularity: 'order_date',
      time_range: 'No filter',
      extras: { time_grain_sqla: 'P1D' },
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
    const hours = buildCalHeatmapQuery({ ...formData, subdomain_granularity: 'hour' }).queries[0]!;
    expect(hours.extras?.time_grain_sqla).toBe('PT1H');
  });
});

describe('calendar arithmetic (UTC, weeks from Monday)', () => {
  it('finds domain starts and cell places', () => {
    expect(new Date(startOf('week', day('2024-01-03'))).toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(new Date(startOf('week', day('2024-01-07'))).toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(unitsBetween('month', day('2023-11-01'), day('2024-02-10'))).toBe(3);
    expect(
      domainStarts('month', day('2024-01-03'), day('2024-03-05'), 24).map((t) => new Date(t).getUTCMonth()),
    ).toEqual([0, 1, 2]);
    // Only the latest domains past the maximum.
    expect(
      domainStarts('year', day('2000-06-01'), day('2024-03-05'), 3).map((t) => new Date(t).getUTCFullYear()),
    ).toEqual([2022, 2023, 2024]);
    expect(cellIndex('day', 'hour', Date.parse('2024-01-03T13:30:00Z'))).toBe(13);
    expect(cellIndex('year', 'month', day('2024-03-05'))).toBe(2);
  });
});

describe('transformCalHeatmapProps', () => {
  it('draws a calendar per month per metric, titled, with step legends', () => {
    const { echartOptions: o } = props(formData);
    const calendars = o.calendar as { range: string[]; cellSize: number[] }[];
    expect(calendars.map((c) => c.range)).toEqual([
      ['2024-01-01', '2024-01-31'],
      ['2024-02-01', '2024-02-29'],
      ['2024-03-01', '2024-03-31'],
      ['2024-01-01', '2024-01-31'],
      ['2024-02-01', '2024-02-29'],
      ['2024-03-01', '2024-03-31'],
    ]);
    expect(calendars[0]!.cellSize).toEqual([12, 12]);
    const series = o.series as Series[];
    expect(series[0]!.data).toEqual([
      ['2024-01-03', 3, day('2024-01-03')],
      ['2024-01-20', 1, day('2024-01-20')],
    ]);
    // A null value is a missing (grey) cell.
    expect(series[5]!.data).toEqual([]);
    expect((o.title as { text: string }[]).map((t) => t.text)).toEqual(['count', 'sum__sales']);
    const legends = o.visualMap as {
      seriesIndex: number[];
      splitNumber: number;
      text: string[];
      min: number;
      max: number;
    }[];
    expect(legends[0]).toMatchObject({
      seriesIndex: [0, 1, 2],
      splitNumber: 10,
      min: 1,
      max: 7,
      text: ['7.00', '1.00'],
    });
    expect(legends[1]).toMatchObject({ seriesIndex: [3, 4, 5], min: 1000, max: 3000 });
  });

  it('formats the tooltip with the time format and escapes it', () => {
    const tooltip = props(formData).echartOptions.tooltip as { formatter: (p: unknown) => string };
    expect(
      tooltip.formatter({ seriesIndex: 0, seriesName: 'count', value: ['2024-01-03', 3, day('2024-01-03')] }),
    ).toBe('2024-01-03: <strong>3.00</strong>');
  });

  it('draws other subdomains on a domain × cell grid', () => {
    const hourly = [
      { order_date: Date.parse('2024-01-03T05:00:00Z'), count: 2 },
      { order_date: Date.parse('2024-01-04T23:00:00Z'), count: 4 },
    ];
    const { echartOptions: o } = props(
      {
        ...formData,
        metrics: ['count'],
        domain_granularity: 'day',
        subdomain_granularity: 'hour',
        show_metric_name: false,
      },
      hourly,
    );
    expect(o.calendar).toBeUndefined();
    expect((o.xAxis as { data: string[] }[])[0]!.data).toEqual(['Jan 03', 'Jan 04']);
    expect((o.yAxis as { data: string[] }[])[0]!.data.slice(0, 2)).toEqual(['00:00', '01:00']);
    expect((o.series as Series[])[0]!.data.map((d) => d.slice(0, 3))).toEqual([
      [0, 5, 2],
      [1, 23, 4],
    ]);
    expect(o.title).toEqual([]);
  });

  it('copes with no rows and draws 10,000 days', () => {
    expect((props(formData, []).echartOptions.series as Series[]).every((s) => s.data.length === 0)).toBe(
      true,
    );
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      order_date: day('2000-01-01') + i * 86_400_000,
      count: i,
      sum__sales: i,
    }));
    const series = props({ ...formData, domain_granularity: 'year' }, many).echartOptions.series as Series[];
    // The latest six years (the last one partly), every day of them.
    expect(series.reduce((n, s) => n + s.data.length, 0)).toBeGreaterThan(2 * 5 * 365);
  });
});
