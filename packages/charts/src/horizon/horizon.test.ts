/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { FormData } from '../sdk/plugin.js';
import { bandHeights, pixelColumns, scaleMaxOf } from './bands.js';
import { buildHorizonQuery } from './buildQuery.js';
import { visibleRows } from './draw.js';
import { buildHorizonSeries, horizonRows, transformHorizonProps } from './transformProps.js';
import { baseAxisColumn, formDataOf, transformInput } from '../test-support/chartInput.js';

const CORPUS = fileURLToPath(
  new URL(
    '../../../../../shared/corpus/superset/bundle/charts/Sales Dashboard/Seasonality_of_Revenue_per_Product_Line.yaml',
    import.meta.url,
  ),
);
const corpusFormData = (): FormData => {
  const doc = parse(readFileSync(CORPUS, 'utf8')) as { params: Record<string, unknown> };
  return { ...doc.params, viz_type: 'horizon', datasource: String(doc.params.datasource) };
};

const t1 = Date.UTC(2024, 0, 1);
const t2 = Date.UTC(2024, 0, 2);
const t3 = Date.UTC(2024, 0, 3);

describe('buildHorizonQuery', () => {
  it('reads the corpus chart: legacy time column as the x-axis, grouped by product line', () => {
    const formData = corpusFormData();
    const context = buildHorizonQuery(formData);
    const q = context.queries[0]!;
    expect(q.columns).toEqual([baseAxisColumn('order_date'), 'product_line']);
    expect(q.series_columns).toEqual(['product_line']);
    expect(q.metrics).toEqual(formData.metrics);
    expect(q.granularity).toBe('order_date');
    expect(q.time_range).toBe('No filter');
    expect(q.orderby).toEqual([[(formData.metrics as unknown[])[0], false]]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('limits series by the sort metric and carries the time grain on the x-axis', () => {
    const q = buildHorizonQuery({
      viz_type: 'horizon',
      datasource: '5__table',
      x_axis: 'ds',
      time_grain_sqla: 'P1W',
      groupby: ['gender'],
      metrics: ['sum__num'],
      limit: 25,
      timeseries_limit_metric: 'count',
      order_desc: false,
    }).queries[0]!;
    expect(q.columns?.[0]).toMatchObject({ sqlExpression: 'ds', timeGrain: 'P1W', columnType: 'BASE_AXIS' });
    expect(q.series_limit).toBe(25);
    expect(q.series_limit_metric).toBe('count');
    expect(q.orderby).toEqual([['count', true]]);
  });
});

describe('buildHorizonSeries', () => {
  it('builds one series per group on the shared times, the single metric left out of the key', () => {
    const { times, series } = buildHorizonSeries(
      [
        { ds: t2, gender: 'girl', sum__num: 30 },
        { ds: t1, gender: 'boy', sum__num: 10 },
        { ds: t2, gender: 'boy', sum__num: 20 },
      ],
      'ds',
      ['gender'],
      ['sum__num'],
    );
    expect(times).toEqual([t1, t2]);
    expect(series).toEqual([
      { key: ['boy'], metric: 'sum__num', values: [10, 20] },
      { key: ['girl'], metric: 'sum__num', values: [null, 30] },
    ]);
  });

  it('keys by metric when ungrouped or with several metrics, sorted; reads ISO times', () => {
    const ungrouped = buildHorizonSeries(
      [{ ds: '2024-01-01T00:00:00', sum__num: 1, count: 2 }],
      'ds',
      [],
      ['sum__num', 'count'],
    );
    expect(ungrouped.times).toEqual([t1]);
    expect(ungrouped.series.map((s) => s.key)).toEqual([['count'], ['sum__num']]);
    const multi = buildHorizonSeries(
      [{ ds: t1, gender: 'boy', sum__num: 1, count: 2 }],
      'ds',
      ['gender'],
      ['sum__num', 'count'],
    );
    expect(multi.series.map((s) => s.key)).toEqual([
      ['count', 'boy'],
      ['sum__num', 'boy'],
    ]);
  });

  it('turns values into shares of each time when contribution is on, and drops all-null series', () => {
    const { series } = buildHorizonSeries(
      [
        { ds: t1, gender: 'boy', sum__num: 30 },
        { ds: t1, gender: 'girl', sum__num: 10 },
        { ds: t1, gender: 'none', sum__num: null },
      ],
      'ds',
      ['gender'],
      ['sum__num'],
      true,
    );
    expect(series.map((s) => s.key)).toEqual([['boy'], ['girl']]);
    expect(series[0]!.values[0]).toBeCloseTo(0.75);
    expect(series[1]!.values[0]).toBeCloseTo(0.25);
  });
});

describe('band split', () => {
  it('cuts the scaled magnitude into row-high bands', () => {
    // 4 bands of 20px: max fills all four; 3/8 of max fills 1.5 bands.
    expect(bandHeights(100, 100, 4, 20)).toEqual([20, 20, 20, 20]);
    expect(bandHeights(37.5, 100, 4, 20)).toEqual([20, 10, 0, 0]);
    expect(bandHeights(-37.5, 100, 4, 20)).toEqual([20, 10, 0, 0]);
    expect(bandHeights(10, 0, 4, 20)).toEqual([0, 0, 0, 0]);
    // Beyond the domain (a change larger than the extent) saturates.
    expect(bandHeights(250, 100, 3, 10)).toEqual([10, 10, 10]);
  });

  it('takes the larger magnitude of the domain ends as the scale', () => {
    expect(scaleMaxOf(-50, 20)).toBe(50);
    expect(scaleMaxOf(5, 20)).toBe(20);
    expect(scaleMaxOf(0, 0)).toBe(0);
    expect(scaleMaxOf(Infinity, -Infinity)).toBe(0);
  });

  it('keeps the peak of each sign when more points than pixels', () => {
    const { positive, negative } = pixelColumns([1, 5, -2, -7, null, 3], 2);
    expect([...positive]).toEqual([5, 3]);
    expect([...negative]).toEqual([-2, -7]);
  });

  it('draws only the rows in view', () => {
    expect(visibleRows(100, 26, 0, 100)).toEqual([0, 4]);
    expect(visibleRows(100, 26, 260, 52)).toEqual([10, 12]);
    expect(visibleRows(3, 26, 0, 500)).toEqual([0, 3]);
  });
});

describe('value domains', () => {
  const series = [
    { key: ['a'], metric: 'm', values: [10, 20, 40] },
    { key: ['b'], metric: 'm', values: [null, -5, 5] },
  ];

  it('series: each row on its own extent', () => {
    expect(horizonRows(series, 'series')).toEqual([
      { plotted: [10, 20, 40], scaleMax: 40 },
      { plotted: [null, -5, 5], scaleMax: 5 },
    ]);
  });

  it('overall: every row on the extent of all rows', () => {
    expect(horizonRows(series, 'overall').map((r) => r.scaleMax)).toEqual([40, 40]);
  });

  it('change: the change from the first value, on its own extent', () => {
    expect(horizonRows(series, 'change')).toEqual([
      { plotted: [0, 10, 30], scaleMax: 30 },
      { plotted: [null, 0, 10], scaleMax: 10 },
    ]);
  });
});

describe('transformHorizonProps', () => {
  it('names rows by their key, with the metric verbose name, and formats the readout', () => {
    const props = transformHorizonProps(
      transformInput(
        formDataOf('horizon', {
          granularity_sqla: 'order_date',
          time_grain_sqla: 'P1D',
          metrics: ['sum__sales', 'count'],
          groupby: ['deal_size'],
          series_height: '40',
          horizon_color_scale: 'change',
        }),
        [
          {
            colnames: ['order_date', 'deal_size', 'sum__sales', 'count'],
            data: [
              { order_date: t1, deal_size: 'Small', sum__sales: 1000, count: 2 },
              { order_date: t3, deal_size: null, sum__sales: 3000, count: 1 },
            ],
          },
        ],
        {
          width: 400,
          height: 300,
          datasource: {
            verboseMap: { sum__sales: 'Sales' },
            columnFormats: { sum__sales: ',.0f' },
            currencyFormats: {},
          },
        },
      ),
    );
    expect(props.seriesHeight).toBe(40);
    expect(props.colorScale).toBe('change');
    expect(props.times).toEqual([t1, t3]);
    expect(props.rows.map((r) => r.name)).toEqual([
      'count, <NULL>',
      'count, Small',
      'Sales, <NULL>',
      'Sales, Small',
    ]);
    expect(props.formatValue('sum__sales', 1234.4)).toBe('1,234');
    expect(props.formatTime(t3)).toBe('2024-01-03');
  });

  it('defaults to 25px rows on each series extent', () => {
    const props = transformHorizonProps(
      transformInput(
        formDataOf('horizon', { x_axis: 'ds', metrics: ['m'] }),
        [{ colnames: ['ds', 'm'], data: [{ ds: t1, m: 4 }] }],
        { width: 100, height: 100 },
      ),
    );
    expect(props).toMatchObject({ seriesHeight: 25, colorScale: 'series', bands: 4 });
    expect(props.rows).toMatchObject([{ name: 'm', plotted: [4], scaleMax: 4 }]);
  });
});
