import { describe, expect, it } from 'vitest';
import { chartParams, chartQueryContext } from './chart-params.js';

describe("a chart's form data and query context on the dataset it is imported onto", () => {
  it('names the new dataset in params, without the exporter slice and dashboard ids', () => {
    const params = {
      datasource: '3__table',
      slice_id: 12,
      dashboards: [4],
      metric: 'count',
      annotation_layers: [
        { annotationType: 'FORMULA', value: 'x' },
        { annotationType: 'NATIVE', value: 9 },
      ],
    };
    expect(JSON.parse(chartParams(params, 41))).toEqual({
      datasource: '41__table',
      metric: 'count',
      annotation_layers: [{ annotationType: 'FORMULA', value: 'x' }],
    });
  });

  it('rewrites the query context datasource ids, and drops one that is not JSON', () => {
    const context = {
      datasource: { id: 3, type: 'table' },
      form_data: { datasource: '3__table', viz_type: 'pie' },
      queries: [{ datasource: { id: 3, type: 'table' }, metrics: ['count'] }, { metrics: [] }],
    };
    expect(JSON.parse(chartQueryContext(JSON.stringify(context), 41)!)).toEqual({
      datasource: { id: 41, type: 'table' },
      form_data: { datasource: '41__table', viz_type: 'pie' },
      queries: [{ datasource: { id: 41, type: 'table' }, metrics: ['count'] }, { metrics: [] }],
    });
    expect(chartQueryContext('{not json', 41)).toBeNull();
    expect(chartQueryContext(null, 41)).toBeNull();
  });
});
