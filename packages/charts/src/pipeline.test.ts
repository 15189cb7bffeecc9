/**
 * buildQuery → (the server's) post-processing → transformProps, with core's real operators: the steps
 * the plugins ask for run, and their output is what transformProps reads.
 */
import { applyPostProcessing, frameFromRows, frameToRows, type QueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { buildBigNumberQuery } from './bigNumber/buildQuery.js';
import { transformBigNumberProps } from './bigNumber/transformProps.js';
import type { ChartDataResult } from './shared/chartData.js';
import { buildTimeseriesQuery } from './timeseries/buildQuery.js';
import { transformTimeseriesProps } from './timeseries/transformProps.js';
import { formDataOf, transformInput } from './test-support/chartInput.js';

const month = (m: number) => Date.UTC(2020, m, 1);

/** What the server does with engine rows: post-process, then epoch ms and coltypes by column name. */
function serve(
  context: QueryContext,
  rows: Record<string, number | string | null>[],
  types: Record<string, number>,
): ChartDataResult {
  const query = context.queries[0]!;
  const frame = applyPostProcessing(frameFromRows(rows), query.post_processing);
  const out = frameToRows(frame);
  return {
    colnames: out.colnames,
    coltypes: out.colnames.map((c) => types[c] ?? null),
    data: out.rows.map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.getTime() : v])),
    ),
  };
}

const engineRows = [
  { ds: month(0), gender: 'boy', count: 10 },
  { ds: month(0), gender: 'girl', count: 20 },
  { ds: month(1), gender: 'boy', count: 30 },
  { ds: month(2), gender: 'girl', count: 5 },
];

describe('timeseries end to end', () => {
  const formData = formDataOf('echarts_timeseries_line', {
    x_axis: 'ds',
    time_grain_sqla: 'P1M',
    metrics: ['count'],
    groupby: ['gender'],
    rolling_type: 'cumsum',
  });

  it('pivots, accumulates, drops the metric level and draws one line per gender', () => {
    const context = buildTimeseriesQuery(formData);
    const result = serve(context, engineRows, { ds: 2, gender: 1, count: 0 });
    expect(result.colnames).toEqual(['ds', 'boy', 'girl']);
    const props = transformTimeseriesProps(transformInput(formData, [result]), { seriesType: 'line' });
    const series = props.echartOptions.series as { name: string; data: unknown[][] }[];
    expect(Object.fromEntries(series.map((s) => [s.name, s.data]))).toEqual({
      boy: [
        [month(0), 10],
        [month(1), 40],
        [month(2), null],
      ],
      girl: [
        [month(0), 20],
        [month(1), null],
        [month(2), 25],
      ],
    });
    expect(props.labelMap).toEqual({ boy: ['boy'], girl: ['girl'] });
  });

  it('keeps "metric, series" names with several metrics and maps them back to the series values', () => {
    const fd = { ...formData, rolling_type: null, metrics: ['count', 'sum'] };
    const rows = engineRows.map((r) => ({ ...r, sum: r.count * 2 }));
    const result = serve(buildTimeseriesQuery(fd), rows, { ds: 2 });
    expect(result.colnames).toEqual(['ds', 'count, boy', 'count, girl', 'sum, boy', 'sum, girl']);
    const props = transformTimeseriesProps(transformInput(fd, [result]));
    expect(props.labelMap['sum, girl']).toEqual(['girl']);
  });

  it('resamples to a regular axis', () => {
    const fd = {
      ...formData,
      rolling_type: null,
      groupby: [],
      resample_rule: '1M',
      resample_method: 'asfreq',
    };
    const rows = [
      { ds: month(0), count: 1 },
      { ds: month(2), count: 3 },
    ];
    const result = serve(buildTimeseriesQuery(fd), rows, { ds: 2 });
    expect(result.data.length).toBeGreaterThanOrEqual(3);
  });
});

describe('big number end to end', () => {
  it('accumulates over time and shows the last value', () => {
    const formData = formDataOf('big_number', { x_axis: 'ds', metric: 'count', rolling_type: 'cumsum' });
    const rows = [
      { ds: month(0), count: 1 },
      { ds: month(1), count: 2 },
      { ds: month(2), count: 3 },
    ];
    const result = serve(buildBigNumberQuery(formData), rows, { ds: 2 });
    const props = transformBigNumberProps(transformInput(formData, [result]));
    expect(props.bigNumber).toBe(6);
  });
});
