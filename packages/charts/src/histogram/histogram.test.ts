import { applyPostProcessing, frameFromRows, frameToRows, parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildHistogramQuery } from './buildQuery.js';
import { binLabel, transformHistogramProps } from './transformProps.js';

/** As Superset's histogram control panel saves it. */
const formData: FormData = {
  viz_type: 'histogram_v2',
  datasource: '7__table',
  column: 'quantity_ordered',
  groupby: ['deal_size'],
  adhoc_filters: [],
  row_limit: 10000,
  bins: 5,
  normalize: false,
  cumulative: false,
  color_scheme: 'supersetColors',
  show_value: false,
  show_legend: true,
  x_axis_title: '',
  y_axis_title: '',
};

function serve(fd: FormData, rows: Record<string, unknown>[]) {
  const query = buildHistogramQuery(fd).queries[0]!;
  const out = rows.length
    ? frameToRows(applyPostProcessing(frameFromRows(rows as never), query.post_processing))
    : { colnames: ['deal_size', 'quantity_ordered'], rows: [] };
  return transformHistogramProps(
    transformInput(fd, [{ colnames: out.colnames, coltypes: out.colnames.map(() => 0), data: out.rows }], {
      width: 600,
      height: 400,
    }),
  );
}
type Series = { name: string; data: (number | null)[] };

describe('buildHistogramQuery', () => {
  it('selects the raw values by the groups and bins them', () => {
    const context = buildHistogramQuery(formData);
    const query = context.queries[0]!;
    expect(query).toMatchObject({
      columns: ['deal_size', 'quantity_ordered'],
      row_limit: 10000,
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: 'quantity_ordered',
            groupby: ['deal_size'],
            bins: 5,
            cumulative: false,
            normalize: false,
          },
        },
      ],
    });
    expect(query.metrics).toBeUndefined();
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
    // Bins typed into the free-form select arrive as text.
    expect(
      buildHistogramQuery({ ...formData, bins: '10' }).queries[0]!.post_processing![0]!.options,
    ).toMatchObject({
      bins: 10,
    });
  });
});

describe('transformHistogramProps', () => {
  const rows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((q, i) => ({
    deal_size: i < 6 ? 'Small' : '<Large>',
    quantity_ordered: q,
  }));

  it('draws a series per group over the real bins', () => {
    const p = serve(formData, rows);
    expect((p.echartOptions.xAxis as { data: string[] }).data).toEqual([
      '1 - 2.8',
      '2.8 - 4.6',
      '4.6 - 6.4',
      '6.4 - 8.2',
      '8.2 - 10',
    ]);
    const series = p.echartOptions.series as Series[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['<Large>', [0, 0, 0, 2, 2]],
      ['Small', [2, 2, 2, 0, 0]],
    ]);
  });

  it('escapes the tooltip and adds shares and a total with groups', () => {
    const p = serve(formData, rows);
    const formatter = (p.echartOptions.tooltip as { formatter: (x: unknown) => string }).formatter;
    expect(
      formatter([
        { marker: '', seriesName: '<Large>', value: 1, name: '1 - 2.8' },
        { marker: '', seriesName: 'Small', value: 3, name: '1 - 2.8' },
      ]),
    ).toBe('<strong>1 - 2.8</strong><br/>&lt;Large&gt; 1 25.00%<br/>Small 3 75.00%<br/>Total 4 100.00%');
  });

  it('names the only series after the column without groups; normalized values', () => {
    const p = serve(
      { ...formData, groupby: [], normalize: true, bins: 2 },
      rows.map(({ quantity_ordered }) => ({ quantity_ordered })),
    );
    expect((p.echartOptions.series as Series[]).map((s) => [s.name, s.data])).toEqual([
      ['quantity_ordered', [0.5, 0.5]],
    ]);
  });

  it('puts the x title below rotated bin labels, not across them', () => {
    const wide = serve({ ...formData, x_axis_title: 'Quantity' }, rows);
    expect((wide.echartOptions.xAxis as { nameGap: number }).nameGap).toBe(35);
    const narrow = transformHistogramProps(
      transformInput(
        { ...formData, x_axis_title: 'Quantity', groupby: [] },
        [{ colnames: ['1000.5 - 2000.25', '2000.25 - 3000.75', '3000.75 - 4000.5'], data: [] }],
        { width: 160, height: 300 },
      ),
    );
    const axis = narrow.echartOptions.xAxis as { nameGap: number; axisLabel: { rotate: number } };
    expect(axis.axisLabel.rotate).toBeGreaterThan(0);
    expect(axis.nameGap).toBeGreaterThan(50);
  });

  it('copes with no rows and one row', () => {
    expect(serve(formData, []).echartOptions.series).toEqual([]);
    const one = serve({ ...formData, groupby: [] }, [{ quantity_ordered: 4 }]);
    expect((one.echartOptions.series as Series[])[0]!.data).toEqual([0, 0, 1, 0, 0]);
    expect(binLabel('odd', String)).toBe('odd');
  });

  it('builds the option for 10,000 rows', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ deal_size: `d${i % 3}`, quantity_ordered: i }));
    expect(serve({ ...formData, bins: 20 }, many).echartOptions.series).toHaveLength(3);
  });
});
