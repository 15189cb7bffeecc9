import { createDefaultRegistry } from '@meridian/charts';
import { resolveQueryObject, type QueryObject } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../../engines/generic-types.js';
import type { Rows } from '../time-offsets.js';
import { Timing } from '../timing.js';
import { postProcess } from './post-process.js';

const METRIC = 'SUM(SP_POP_TOTL)';

/** The query the line chart builds for SUM over time by region, with a rolling sum (issue 25). */
function lineChartQuery() {
  const plugin = createDefaultRegistry().get('echarts_timeseries_line');
  const context = plugin!.buildQuery({
    viz_type: 'echarts_timeseries_line',
    datasource: '1__table',
    x_axis: 'year',
    time_grain_sqla: 'P1Y',
    metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(SP_POP_TOTL)', label: METRIC }],
    groupby: ['region'],
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'region',
        operator: '==',
        comparator: 'Atlantis',
      },
    ],
    rolling_type: 'sum',
    rolling_periods: 2,
    row_limit: 10000,
  });
  return resolveQueryObject(context.queries[0] as QueryObject);
}

const result = (rows: Rows['rows']): Rows => ({
  columns: [
    { name: 'year', type: 'TIMESTAMP', genericType: GenericDataType.Temporal },
    { name: 'region', type: 'VARCHAR', genericType: GenericDataType.String },
    { name: METRIC, type: 'DOUBLE', genericType: GenericDataType.Numeric },
  ],
  rows,
});

describe('postProcess', () => {
  it('the line chart query pivots and rolls (the steps the empty result must survive)', () => {
    const q = lineChartQuery();
    expect(q.post_processing.map((s) => s?.operation)).toEqual(
      expect.arrayContaining(['pivot', 'rolling', 'flatten']),
    );
  });

  it('answers an empty result as it is, as Superset does, instead of a missing-column error', () => {
    const empty = result([]);
    const out = postProcess(lineChartQuery(), 'full', empty, new Timing());
    expect(out.rows).toEqual([]);
    expect(out.columns.map((c) => c.name)).toEqual(['year', 'region', METRIC]);
  });

  it('post-processes a one-row result into one series row', () => {
    const t = Date.UTC(2000, 0, 1);
    const out = postProcess(
      lineChartQuery(),
      'full',
      result([{ year: t, region: 'Europe', [METRIC]: 7 }]),
      new Timing(),
    );
    expect(out.rows).toEqual([{ year: t, Europe: 7 }]);
  });

  it('answers all-null metrics with no rows (pandas drops empty pivot rows) rather than failing', () => {
    const t = Date.UTC(2000, 0, 1);
    const out = postProcess(
      lineChartQuery(),
      'full',
      result([{ year: t, region: 'Europe', [METRIC]: null }]),
      new Timing(),
    );
    expect(out.rows).toEqual([]);
    expect(out.columns.map((c) => c.name)).toEqual(['year', 'Europe']);
  });
});
