import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildGraphQuery } from './buildQuery.js';
import { clickedNode, graphHitFilters, toggleNodeFilter } from './crossFilter.js';
import { scaleSize } from './network.js';
import { parseEdgeSymbol, transformGraphProps } from './transformProps.js';

/** As Superset's graph control panel saves it. */
const formData: FormData = {
  viz_type: 'graph_chart',
  datasource: '3__table',
  source: 'ORIGIN_AIRPORT',
  target: 'DESTINATION_AIRPORT',
  metric: 'count',
  source_category: 'AIRLINE',
  target_category: null,
  adhoc_filters: [],
  row_limit: 10000,
  color_scheme: 'supersetColors',
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  layout: 'force',
  edgeSymbol: 'none,arrow',
  draggable: false,
  roam: true,
  selectedMode: 'single',
  showSymbolThreshold: 0,
  baseNodeSize: 20,
  baseEdgeWidth: 3,
  edgeLength: 400,
  gravity: 0.3,
  repulsion: 1000,
  friction: 0.2,
};

const cols = ['ORIGIN_AIRPORT', 'DESTINATION_AIRPORT', 'AIRLINE', 'count'];
const rows = [
  { ORIGIN_AIRPORT: 'ATL', DESTINATION_AIRPORT: 'LAX', AIRLINE: 'DL', count: 10 },
  { ORIGIN_AIRPORT: 'LAX', DESTINATION_AIRPORT: 'ATL', AIRLINE: 'AA', count: 30 },
  { ORIGIN_AIRPORT: 'ATL', DESTINATION_AIRPORT: 'JFK', AIRLINE: 'DL', count: 0 },
  { ORIGIN_AIRPORT: 'JFK', DESTINATION_AIRPORT: 'ORD', AIRLINE: null, count: 20 },
];
const props = (fd: FormData = formData, data: Record<string, unknown>[] = rows) =>
  transformGraphProps(transformInput(fd, [{ colnames: cols, coltypes: [1, 1, 1, 0], data }], { width: 600 }));
type Series = {
  data: {
    id: string;
    name: string;
    value: number;
    category?: string;
    symbolSize: number;
    itemStyle: { color: string };
  }[];
  links: { source: string; target: string; value: number; lineStyle: { width: number; color: string } }[];
  categories: { name: string }[];
  force: Record<string, unknown>;
  edgeSymbol: string[];
  layout: string;
  roam: unknown;
};
const seriesOf = (p: ReturnType<typeof props>) => (p.echartOptions.series as Series[])[0]!;

describe('buildGraphQuery', () => {
  it('groups the metric by source, target and the categories that are set', () => {
    const q = buildGraphQuery(formData).queries[0]!;
    expect(q.columns).toEqual(['ORIGIN_AIRPORT', 'DESTINATION_AIRPORT', 'AIRLINE']);
    expect(q.metrics).toEqual(['count']);
    expect(q.row_limit).toBe(10000);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(buildGraphQuery(formData))))).not.toThrow();
  });
});

describe('transformGraphProps', () => {
  it('draws a node per value and a link per non-zero row, sized between half and 2.5× the base', () => {
    const s = seriesOf(props());
    expect(s.data.map((n) => [n.name, n.value, n.category])).toEqual([
      ['ATL', 40, 'DL'],
      ['LAX', 40, 'AA'],
      ['JFK', 20, 'N/A'],
      ['ORD', 20, undefined],
    ]);
    expect(s.links.map((l) => [l.source, l.target, l.value])).toEqual([
      ['0', '1', 10],
      ['1', '0', 30],
      ['2', '3', 20],
    ]);
    expect(s.data.map((n) => n.symbolSize)).toEqual([50, 50, 10, 10]);
    expect(s.links.map((l) => l.lineStyle.width)).toEqual([1.5, 7.5, 4.5]);
    expect(s.categories.map((c) => c.name)).toEqual(['DL', 'AA', 'N/A']);
    // A node without a category keeps the scheme's first colour.
    expect(s.data[3]!.itemStyle.color).toBe('#1FA8C9');
    expect(s.force).toMatchObject({ edgeLength: 400, gravity: 0.3, repulsion: 1000, friction: 0.2 });
    expect(s.edgeSymbol).toEqual(['none', 'arrow']);
  });

  it('reads the layout, roam, edge symbols and the label threshold', () => {
    const s = seriesOf(
      props({
        ...formData,
        layout: 'circular',
        roam: 'scale',
        edgeSymbol: 'circle,bogus',
        showSymbolThreshold: 25,
      }),
    );
    expect([s.layout, s.roam, s.edgeSymbol]).toEqual(['circular', 'scale', ['circle', 'none']]);
    expect((s.data as unknown as { label: { show: boolean } }[]).map((n) => n.label.show)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(parseEdgeSymbol(null)).toEqual(['none', 'none']);
    expect(scaleSize(5, 5, 5, 20)).toBe(10);
  });

  it('sorts the legend and escapes tooltips', () => {
    const p = props({ ...formData, legendSort: 'asc' });
    expect((p.echartOptions.legend as { data: string[] }).data).toEqual(['AA', 'DL', 'N/A']);
    const tooltip = (p.echartOptions.tooltip as { formatter: (x: unknown) => string }).formatter;
    const edge = tooltip({ dataType: 'edge', value: 30, data: { source: '1', target: '0' } });
    expect(edge).toContain('LAX &gt; ATL');
    expect(edge).toContain('30');
    const evil = props(formData, [
      { ORIGIN_AIRPORT: '<img>', DESTINATION_AIRPORT: 'x', AIRLINE: 'a', count: 1 },
    ]);
    const f = (evil.echartOptions.tooltip as { formatter: (x: unknown) => string }).formatter;
    expect(f({ dataType: 'node', name: '<img>', value: 1 })).not.toContain('<img>');
  });

  it('cross-filters on a clicked node by the column it was first seen in, and drills on nodes and edges', () => {
    const p = props();
    const masks: unknown[] = [];
    const hooks = { setDataMask: (m: unknown) => masks.push(m) };
    const node = clickedNode(p.nodes, { dataType: 'node', data: { id: '1' } })!;
    toggleNodeFilter(hooks, node);
    expect(masks[0]).toMatchObject({
      extraFormData: { filters: [{ col: 'DESTINATION_AIRPORT', op: 'IN', val: ['LAX'] }] },
      filterState: { value: [['LAX']] },
    });
    toggleNodeFilter({ ...hooks, filterState: { value: [['LAX']] } }, node);
    expect(masks[1]).toMatchObject({ extraFormData: { filters: [] }, filterState: { value: null } });
    expect(
      graphHitFilters(p.nodes, { dataType: 'edge', data: { source: '2', target: '3' } }).filters,
    ).toEqual([
      { col: 'ORIGIN_AIRPORT', op: '==', val: 'JFK', formattedVal: 'JFK' },
      { col: 'DESTINATION_AIRPORT', op: '==', val: 'ORD', formattedVal: 'ORD' },
    ]);
    expect(graphHitFilters(p.nodes, null)).toEqual({ filters: [], label: '' });
  });

  it('copes with no rows and builds 10,000 links (the default row limit)', () => {
    expect(seriesOf(props(formData, [])).data).toEqual([]);
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      ORIGIN_AIRPORT: `a${i % 500}`,
      DESTINATION_AIRPORT: `b${(i * 7) % 800}`,
      AIRLINE: `c${i % 12}`,
      count: i + 1,
    }));
    const s = seriesOf(props(formData, many));
    expect(s.links).toHaveLength(10_000);
    expect(s.data.length).toBeGreaterThan(500);
  });
});
