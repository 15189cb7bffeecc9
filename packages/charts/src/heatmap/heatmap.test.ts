import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { createDefaultRegistry } from '../plugins.js';
import { buildHeatmapQuery } from './buildQuery.js';
import { heatmapCellFilters, heatmapCellYLabel } from './contextMenu.js';
import { transformHeatmapProps, type HeatmapChartProps } from './transformProps.js';
import { baseAxisColumn, transformInput } from '../test-support/chartInput.js';

/** Sales Dashboard's "Number of Deals (for each Combination)", as exported by Superset. */
const deals: FormData = {
  adhoc_filters: [],
  annotation_layers: [],
  bottom_margin: 100,
  datasource: '23__table',
  granularity_sqla: 'order_date',
  groupby: 'product_line',
  left_margin: 75,
  linear_color_scheme: 'schemePuBuGn',
  metric: 'count',
  normalize_across: 'heatmap_v2',
  normalized: true,
  row_limit: null,
  show_legend: true,
  show_percentage: true,
  show_values: true,
  sort_x_axis: 'alpha_asc',
  sort_y_axis: 'alpha_asc',
  time_range: 'No filter',
  value_bounds: [null, null],
  viz_type: 'heatmap_v2',
  x_axis: 'deal_size',
  xscale_interval: null,
  y_axis_format: 'SMART_NUMBER',
  yscale_interval: null,
};

describe('buildHeatmapQuery', () => {
  it('groups by x and y, orders both axes alphabetically and ranks the metric', () => {
    const context = buildHeatmapQuery(deals);
    const q = context.queries[0]!;
    expect(q.columns).toEqual([baseAxisColumn('deal_size'), 'product_line']);
    expect(q.metrics).toEqual(['count']);
    expect(q.orderby).toEqual([
      ['deal_size', true],
      ['product_line', true],
    ]);
    // "heatmap_v2" (an old export's value) means the whole heatmap: no rank group.
    expect(q.post_processing).toEqual([{ operation: 'rank', options: { metric: 'count' } }]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('ranks within each column or row, and leaves metric sorts to the chart', () => {
    const byX = buildHeatmapQuery({ ...deals, normalize_across: 'x', sort_x_axis: 'value_desc' }).queries[0]!;
    expect(byX.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'count', group_by: 'deal_size' } },
    ]);
    expect(byX.orderby).toEqual([['product_line', true]]);
    const byY = buildHeatmapQuery({
      ...deals,
      groupby: ['product_line'],
      normalize_across: 'y',
      sort_x_axis: 'alpha_desc',
      sort_y_axis: undefined,
    }).queries[0]!;
    expect(byY.post_processing?.[0]?.options).toEqual({ metric: 'count', group_by: 'product_line' });
    expect(byY.orderby).toEqual([['deal_size', false]]);
    expect(byY.columns?.[1]).toBe('product_line');
  });

  it('carries the time grain on a temporal x-axis', () => {
    const q = buildHeatmapQuery({ ...deals, x_axis: 'order_date', time_grain_sqla: 'P1M' }).queries[0]!;
    expect(q.columns?.[0]).toMatchObject({
      sqlExpression: 'order_date',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1M',
    });
  });
});

const sizes = ['Large', 'Medium', 'Small'];
const lines = ['Classic Cars', 'Motorcycles', 'Planes'];
const counts: Record<string, number[]> = {
  Large: [60, 10, 5],
  Medium: [400, 200, 150],
  Small: [500, 100, 140],
};
// Rows in an arbitrary order, as a result may come; rank is the server's percentile over all cells.
const rows = sizes.flatMap((s) =>
  lines.map((l, i) => ({ deal_size: s, product_line: l, count: counts[s]![i]! })),
);
const sorted = [...rows].map((r) => r.count).sort((a, b) => a - b);
const resultRows = rows.map((r) => ({ ...r, rank: (sorted.indexOf(r.count) + 1) / sorted.length })).reverse();

const transform = (
  formData: Partial<FormData>,
  data: Record<string, unknown>[] = resultRows,
  extra: Partial<{ width: number; height: number }> = {},
) =>
  transformHeatmapProps(
    transformInput(
      { ...deals, ...formData },
      [{ colnames: ['deal_size', 'product_line', 'count', 'rank'], coltypes: [1, 1, 0, 0], data }],
      { width: extra.width ?? 800, height: extra.height ?? 400 },
    ),
  );

type Series = {
  type: string;
  data: { value: number[]; label?: { color: string } }[];
  label: { show: boolean; formatter: (p: unknown) => string };
  itemStyle: { borderColor: string; borderWidth: number };
};
const seriesOf = (p: HeatmapChartProps) => (p.echartOptions.series as Series[])[0]!;
const visualMapOf = (p: HeatmapChartProps) =>
  p.echartOptions.visualMap as {
    min: number;
    max: number;
    dimension: number;
    inRange: { color: string[] };
    show: boolean;
    formatter: (v: number) => string;
    type: string;
  };
const tooltipOf = (p: HeatmapChartProps) =>
  (p.echartOptions.tooltip as { formatter: (p: { value: unknown[] }) => string }).formatter;

describe('transformHeatmapProps', () => {
  it('places each row in its cell on sorted category axes', () => {
    const props = transform({});
    expect(props.xLabels).toEqual(sizes);
    expect(props.yLabels).toEqual(lines);
    const cell = seriesOf(props).data.find((d) => d.value[0] === 1 && d.value[1] === 0)!;
    expect(cell.value.slice(0, 3)).toEqual([1, 0, 400]);
    expect((props.echartOptions.xAxis as { data: string[] }).data).toEqual(sizes);
    expect(seriesOf(props).type).toBe('heatmap');
  });

  it('sorts axes descending and by the summed metric', () => {
    expect(transform({ sort_x_axis: 'alpha_desc' }).xLabels).toEqual(['Small', 'Medium', 'Large']);
    // Per size: Large 75, Medium 750, Small 740; per line: Cars 960, Motorcycles 310, Planes 295.
    expect(transform({ sort_x_axis: 'value_desc' }).xLabels).toEqual(['Medium', 'Small', 'Large']);
    expect(transform({ sort_y_axis: 'value_asc' }).yLabels).toEqual([
      'Planes',
      'Motorcycles',
      'Classic Cars',
    ]);
    // No sort keeps the result order.
    expect(transform({ sort_x_axis: null }).xLabels).toEqual(['Small', 'Medium', 'Large']);
  });

  it('sorts numeric categories by value, not as text', () => {
    const data = [2, 10, 1].map((year) => ({ deal_size: year, product_line: 'a', count: year, rank: 1 }));
    expect(transform({ normalized: false }, data).xLabels).toEqual(['1', '2', '10']);
  });

  it('colours by percentile rank when normalized, by the metric otherwise', () => {
    const ranked = visualMapOf(transform({}));
    expect(ranked.dimension).toBe(3);
    expect(ranked.min).toBeCloseTo(1 / 9);
    expect(ranked.max).toBe(1);
    expect(ranked.formatter(0.5)).toBe('50%');
    expect(ranked.inRange.color).toEqual(['#fff7fb', '#d0d1e6', '#67a9cf', '#02818a', '#014636']);

    const raw = visualMapOf(transform({ normalized: false }));
    expect(raw.dimension).toBe(2);
    expect([raw.min, raw.max]).toEqual([5, 500]);
    expect(raw.formatter(500)).toBe('500');
  });

  it('takes hard value bounds for the colour range', () => {
    const vm = visualMapOf(transform({ normalized: false, value_bounds: [0, '1000'] }));
    expect([vm.min, vm.max]).toEqual([0, 1000]);
    const lower = visualMapOf(transform({ normalized: false, value_bounds: [100, null] }));
    expect([lower.min, lower.max]).toEqual([100, 500]);
  });

  it('writes values in cells with text that reads on the cell colour', () => {
    const s = seriesOf(transform({ normalized: false, y_axis_format: ',.1f' }));
    expect(s.label.show).toBe(true);
    expect(s.label.formatter({ value: [0, 0, 1234] })).toBe('1,234.0');
    const darkest = s.data.find((d) => d.value[2] === 500)!;
    const lightest = s.data.find((d) => d.value[2] === 5)!;
    expect(darkest.label?.color).toBe('#ffffff');
    expect(lightest.label?.color).toBe('#000000');
    expect(seriesOf(transform({ show_values: false })).label.show).toBe(false);
  });

  it('gives x, y, the value and its share in the tooltip', () => {
    const props = transform({ currency_format: { symbol: 'USD', symbolPosition: 'prefix' } });
    const tip = tooltipOf(props)({ value: [1, 0, 400, 0.9] });
    expect(tip).toContain('Medium (Classic Cars)');
    expect(tip).toContain('$');
    expect(tip).toContain('400');
    // 400 of 1565 across the whole heatmap.
    expect(tip).toContain('25.56% (heatmap)');
    expect(tooltipOf(transform({ normalize_across: 'x' }))({ value: [1, 0, 400] })).toContain(
      '53.33% (Medium)',
    );
    expect(tooltipOf(transform({ normalize_across: 'y' }))({ value: [1, 0, 400] })).toContain(
      '41.67% (Classic Cars)',
    );
    expect(tooltipOf(transform({ show_percentage: false }))({ value: [1, 0, 400] })).not.toContain('%');
  });

  it('formats a temporal x-axis with the time format and escapes text in the tooltip', () => {
    const data = [
      { order_date: Date.UTC(2003, 0, 1), product_line: '<b>Trains</b>', count: 3, rank: 1 },
      { order_date: Date.UTC(2003, 1, 1), product_line: '<b>Trains</b>', count: 4, rank: 1 },
    ];
    const props = transformHeatmapProps(
      transformInput(
        { ...deals, x_axis: 'order_date', x_axis_time_format: '%Y-%m' },
        [{ colnames: ['order_date', 'product_line', 'count', 'rank'], coltypes: [2, 1, 0, 0], data }],
        { width: 600, height: 300 },
      ),
    );
    expect(props.xLabels).toEqual(['2003-01', '2003-02']);
    expect(props.xTemporal).toBe(true);
    expect(tooltipOf(props)({ value: [0, 0, 3] })).toContain('2003-01 (&lt;b&gt;Trains&lt;/b&gt;)');
  });

  it('keeps a null category, labelled <NULL>', () => {
    const data = [...resultRows, { deal_size: null, product_line: 'Planes', count: 1, rank: 0.05 }];
    const props = transform({}, data);
    expect(props.xLabels).toEqual([...sizes, '<NULL>']);
    expect(seriesOf(props).data).toHaveLength(10);
  });

  it('applies margins, intervals, border and legend controls', () => {
    const props = transform({
      xscale_interval: 2,
      yscale_interval: '1',
      border_color: { r: 255, g: 0, b: 0, a: 0.5 },
      border_width: 1.5,
      show_legend: false,
      legend_type: 'piecewise',
    });
    expect(props.echartOptions.grid).toMatchObject({ left: 75, bottom: 100, containLabel: true });
    expect((props.echartOptions.xAxis as { axisLabel: { interval: number } }).axisLabel.interval).toBe(1);
    expect((props.echartOptions.yAxis as { axisLabel: { interval: number } }).axisLabel.interval).toBe(0);
    expect(seriesOf(props).itemStyle).toEqual({ borderColor: 'rgba(255, 0, 0, 0.5)', borderWidth: 1.5 });
    expect(visualMapOf(props)).toMatchObject({ show: false, type: 'piecewise' });
    const auto = transform({ left_margin: 'auto', bottom_margin: 'auto' });
    expect(auto.echartOptions.grid).toMatchObject({ left: 8, bottom: 8 });
    expect((auto.echartOptions.yAxis as { axisLabel: { interval: unknown } }).axisLabel.interval).toBe(0);
  });

  it('rotates crowded x labels instead of overlapping them', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      deal_size: `Platform number ${i}`,
      product_line: 'Planes',
      count: i,
      rank: 1,
    }));
    const label = (transform({}, many).echartOptions.xAxis as { axisLabel: { rotate: number } }).axisLabel;
    expect(label.rotate).toBeGreaterThan(0);
  });
});

describe('heatmap text in a small cell', () => {
  const platforms = Array.from({ length: 24 }, (_, i) => `P${i}`);
  const genres = Array.from({ length: 40 }, (_, i) => `Genre ${i}`);
  const grid = genres.flatMap((g, j) =>
    platforms.map((p, i) => ({ deal_size: p, product_line: g, count: 100 + i * 13 + j, rank: 0.5 })),
  );

  it('shrinks cell values, and leaves out those that still do not fit', () => {
    const wide = seriesOf(transform({ normalized: false }, grid, { width: 1600, height: 1200 }));
    expect((wide.label as unknown as { fontSize: number }).fontSize).toBe(12);
    expect(wide.data.every((d) => d.label?.color)).toBe(true);
    const narrow = seriesOf(transform({ normalized: false }, grid, { width: 460, height: 380 }));
    expect((narrow.label as unknown as { fontSize: number }).fontSize).toBe(8);
    expect(narrow.data.every((d) => (d.label as { show?: boolean }).show === false)).toBe(true);
  });

  it('gives each y label a line of its own', () => {
    const y = (
      transform({}, grid, { width: 460, height: 380 }).echartOptions.yAxis as {
        axisLabel: { interval: number };
      }
    ).axisLabel;
    expect(y.interval).toBeGreaterThanOrEqual(1);
    const tall = (
      transform({}, grid, { width: 460, height: 1200 }).echartOptions.yAxis as {
        axisLabel: { interval: number };
      }
    ).axisLabel;
    expect(tall.interval).toBe(0);
  });
});

describe('heatmap interactions', () => {
  const props = transform({});
  it('cross-filters on the y value of the clicked cell', () => {
    const label = heatmapCellYLabel(props, [2, 1, 100]);
    expect(label).toBe('Motorcycles');
    expect(props.labelMap[label!]).toEqual(['Motorcycles']);
  });

  it('drills on the cell x and y values, but not on a time bucket', () => {
    expect(heatmapCellFilters(props, [2, 1, 100])).toEqual([
      { col: 'deal_size', op: '==', val: 'Small', formattedVal: 'Small' },
      { col: 'product_line', op: '==', val: 'Motorcycles', formattedVal: 'Motorcycles' },
    ]);
    expect(heatmapCellFilters({ ...props, xTemporal: true }, [2, 1])).toHaveLength(1);
    expect(heatmapCellFilters(props, undefined)).toEqual([]);
  });
});

describe('registration', () => {
  it('registers heatmap_v2 and the legacy heatmap', () => {
    const registry = createDefaultRegistry();
    expect(registry.get('heatmap_v2')?.metadata.name).toBe('Heatmap');
    expect(registry.get('heatmap')?.metadata.tags).toContain('Legacy');
  });
});
