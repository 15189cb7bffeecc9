import { applyPostProcessing, frameFromRows, frameToRows, parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { sumMetric, transformInput } from '../test-support/chartInput.js';
import { buildBoxPlotQuery } from './buildQuery.js';
import { boxTooltip, transformBoxPlotProps } from './transformProps.js';

const metric = sumMetric('sales', 'SUM(sales)');
/** As Superset's box plot control panel saves it. */
const formData: FormData = {
  viz_type: 'box_plot',
  datasource: '7__table',
  columns: ['customer_name'],
  time_grain_sqla: 'P1D',
  temporal_columns_lookup: { order_date: true },
  groupby: ['product_line'],
  metrics: [metric],
  adhoc_filters: [],
  series_limit: 10,
  series_limit_metric: null,
  whiskerOptions: 'Tukey',
  x_axis_title: '',
  x_axis_title_margin: 15,
  y_axis_title: '',
  y_axis_title_margin: 15,
  y_axis_title_position: 'Left',
  color_scheme: 'supersetColors',
  x_ticks_layout: 'auto',
  number_format: 'SMART_NUMBER',
  date_format: 'smart_date',
};

/** What the server does: the engine rows through the query's post-processing. */
function serve(fd: FormData, rows: Record<string, unknown>[]) {
  const query = buildBoxPlotQuery(fd).queries[0]!;
  // The server answers an empty result without post-processing.
  const out = !rows.length
    ? { colnames: ['product_line'], rows: [] }
    : frameToRows(applyPostProcessing(frameFromRows(rows as never), query.post_processing));
  return transformBoxPlotProps(
    transformInput(fd, [{ colnames: out.colnames, coltypes: out.colnames.map(() => 0), data: out.rows }], {
      width: 600,
      height: 400,
    }),
  );
}

type Box = { name: string; value: (number | null)[] };
const boxesOf = (p: ReturnType<typeof serve>) => (p.echartOptions.series as { data: Box[] }[])[0]!.data;

describe('buildBoxPlotQuery', () => {
  it('aggregates by the distribution and dimension columns, then asks for Tukey whiskers', () => {
    const context = buildBoxPlotQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['customer_name', 'product_line'],
      series_columns: ['product_line'],
      series_limit: 10,
      metrics: [metric],
      post_processing: [
        {
          operation: 'boxplot',
          options: { whisker_type: 'tukey', groupby: ['product_line'], metrics: ['SUM(sales)'] },
        },
      ],
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('reads percentile whiskers, truncates temporal columns and falls back to the time column', () => {
    const q = buildBoxPlotQuery({ ...formData, columns: ['order_date'], whiskerOptions: '9/91 percentiles' })
      .queries[0]!;
    expect(q.post_processing![0]!.options).toMatchObject({
      whisker_type: 'percentile',
      percentiles: [9, 91],
    });
    expect(q.columns![0]).toMatchObject({
      columnType: 'BASE_AXIS',
      sqlExpression: 'order_date',
      timeGrain: 'P1D',
    });
    expect(
      buildBoxPlotQuery({ ...formData, columns: [], granularity_sqla: 'ds' }).queries[0]!.columns,
    ).toEqual(['ds', 'product_line']);
    expect(() => buildBoxPlotQuery({ ...formData, whiskerOptions: 'odd' })).toThrow(
      'Unsupported whisker type',
    );
  });
});

describe('transformBoxPlotProps', () => {
  const rows = [
    ...[1, 2, 3, 4, 100].map((v, i) => ({ customer_name: `c${i}`, product_line: 'Ships', 'SUM(sales)': v })),
    ...[10, 20].map((v, i) => ({ customer_name: `d${i}`, product_line: null, 'SUM(sales)': v })),
  ];

  it('draws a box per dimension from the real boxplot step, with outliers as points', () => {
    const p = serve(formData, rows);
    const boxes = boxesOf(p);
    // Rows without a dimension value form no group (pandas' groupby drops them, as in Superset).
    expect(boxes.map((b) => b.name)).toEqual(['Ships']);
    expect(boxes[0]!.value).toEqual([1, 2, 3, 4, 4]);
    const outliers = (p.echartOptions.series as { data: { value: unknown[] }[] }[])[1]!.data;
    expect(outliers.map((o) => o.value)).toEqual([['Ships', 100]]);
    expect(p.labelMap).toEqual({ Ships: ['Ships'] });
    expect(p.boxGroups).toEqual(['Ships']);
  });

  it('names boxes by group and metric when there are several metrics', () => {
    const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' };
    const p = serve(
      { ...formData, metrics: [metric, count] },
      rows.map((r) => ({ ...r, n: 1 })),
    );
    expect(boxesOf(p).map((b) => b.name)).toEqual(['Ships, SUM(sales)', 'Ships, n']);
  });

  it('lists the statistics in the tooltip, escaped', () => {
    const text = boxTooltip(
      '<b>',
      { min: 1, q1: 2, median: 3, q3: 4, max: 5, mean: 3, count: 5, outliers: [9] },
      (n) => String(n),
    );
    expect(text).toBe(
      '<strong>&lt;b&gt;</strong><br/>Max: 5<br/>3rd Quartile: 4<br/>Mean: 3<br/>Median: 3<br/>1st Quartile: 2<br/>Min: 1<br/># Observations: 5<br/># Outliers: 1',
    );
  });

  it('copes with no rows, one row and no dimensions', () => {
    expect(boxesOf(serve(formData, []))).toEqual([]);
    const single = serve({ ...formData, groupby: [] }, [{ customer_name: 'a', 'SUM(sales)': 7 }]);
    expect(boxesOf(single)).toEqual([{ name: '', value: [7, 7, 7, 7, 7], itemStyle: expect.any(Object) }]);
  });

  it('builds the option for 10,000 rows', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      customer_name: `c${i}`,
      product_line: `p${i % 100}`,
      'SUM(sales)': i,
    }));
    expect(boxesOf(serve(formData, many))).toHaveLength(100);
  });
});
