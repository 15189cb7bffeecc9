import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { sumMetric, transformInput } from '../test-support/chartInput.js';
import { buildSankeyQuery } from './buildQuery.js';
import { findCycleLink, sankeyLoopMessage } from './cycle.js';
import { transformSankeyProps } from './transformProps.js';

const metric = sumMetric('sales', 'SUM(sales)');
/** As Superset's sankey control panel saves it. */
const formData: FormData = {
  viz_type: 'sankey_v2',
  datasource: '7__table',
  source: 'deal_size',
  target: 'product_line',
  metric,
  adhoc_filters: [],
  row_limit: 10000,
  sort_by_metric: true,
  color_scheme: 'supersetColors',
};
const rows = [
  { deal_size: 'Small', product_line: 'Cars', 'SUM(sales)': 30 },
  { deal_size: 'Small', product_line: 'Ships', 'SUM(sales)': 10 },
  { deal_size: 'Large', product_line: 'Cars', 'SUM(sales)': 60 },
];
const props = (fd: FormData = formData, data: Record<string, unknown>[] = rows) =>
  transformSankeyProps(
    transformInput(fd, [
      { colnames: ['deal_size', 'product_line', 'SUM(sales)'], coltypes: [1, 1, 0], data },
    ]),
  );
type Series = { data: { name: string; itemStyle: { color: string } }[]; links: unknown[] };
const seriesOf = (p: ReturnType<typeof props>) => p.echartOptions.series as Series;
const tooltipOf = (p: ReturnType<typeof props>) =>
  (p.echartOptions.tooltip as { formatter: (x: unknown) => string }).formatter;

describe('buildSankeyQuery', () => {
  it('groups by source and target, largest first then by the ends when a row limit applies', () => {
    const q = buildSankeyQuery(formData).queries[0]!;
    expect(q.columns).toEqual(['deal_size', 'product_line']);
    expect(q.metrics).toEqual([metric]);
    expect(q.orderby).toEqual([
      [metric, false],
      ['deal_size', true],
      ['product_line', true],
    ]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(buildSankeyQuery(formData))))).not.toThrow();
    expect(buildSankeyQuery({ ...formData, sort_by_metric: false }).queries[0]!.orderby).toEqual([
      ['deal_size', true],
      ['product_line', true],
    ]);
    expect(buildSankeyQuery({ ...formData, row_limit: 0 }).queries[0]!.orderby).toBeUndefined();
  });
});

describe('transformSankeyProps', () => {
  it('draws a node per name and a link per row', () => {
    const s = seriesOf(props());
    expect(s.data.map((n) => n.name)).toEqual(['Small', 'Cars', 'Ships', 'Large']);
    expect(s.links).toEqual([
      { source: 'Small', target: 'Cars', value: 30 },
      { source: 'Small', target: 'Ships', value: 10 },
      { source: 'Large', target: 'Cars', value: 60 },
    ]);
    expect(new Set(s.data.map((n) => n.itemStyle.color)).size).toBe(4);
  });

  it('gives the value and its share of each end in link tooltips, escaped', () => {
    const tip = tooltipOf(props())({
      dataType: 'edge',
      value: 30,
      data: { source: 'Small', target: 'Cars' },
    });
    expect(tip).toContain('Small &gt; Cars');
    expect(tip).toContain('30.00');
    expect(tip).toContain('% (Small)');
    expect(tip).toContain('75.00%');
    expect(tip).toContain('33.33%');
    const node = tooltipOf(props())({ dataType: 'node', name: '<b>Cars</b>', value: 90 });
    expect(node).toContain('&lt;b&gt;Cars&lt;/b&gt;');
    expect(node).toContain('90.00');
  });

  it("refuses links that form a loop with Superset's message", () => {
    const loop = [...rows, { deal_size: 'Cars', product_line: 'Small', 'SUM(sales)': 1 }];
    expect(() => props(formData, loop)).toThrow(
      "There's a loop in your Sankey, please provide a tree. Here's a faulty link: ('Cars', 'Small')",
    );
    expect(findCycleLink([{ source: 'a', target: 'a' }])).toEqual(['a', 'a']);
    expect(
      findCycleLink([
        { source: 'a', target: 'b' },
        { source: 'b', target: 'c' },
      ]),
    ).toBeNull();
    expect(sankeyLoopMessage(["it's", 'x'])).toContain("('it\\'s', 'x')");
  });

  it('copes with no rows and builds 10,000 links (the default row limit)', () => {
    expect(seriesOf(props(formData, [])).data).toEqual([]);
    expect(seriesOf(props({ ...formData, source: null }, rows)).links).toEqual([]);
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      deal_size: `s${i % 100}`,
      product_line: `t${i}`,
      'SUM(sales)': i + 1,
    }));
    expect(seriesOf(props(formData, many)).links).toHaveLength(10_000);
  });
});
