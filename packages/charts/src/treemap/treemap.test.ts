import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { lighten } from '../shared/hierarchy.js';
import { buildTreemapQuery } from './buildQuery.js';
import {
  formatTreemapLabel,
  transformTreemapProps,
  treemapTooltip,
  type TreemapItem,
} from './transformProps.js';
import { transformInput } from '../test-support/chartInput.js';

/** Superset's "Vaccine Candidates per Country" (COVID Vaccines corpus chart), as exported. */
const corpusFormData: FormData = {
  adhoc_filters: [],
  color_scheme: 'presetColors',
  datasource: '69__table',
  groupby: ['country_name'],
  label_colors: {},
  metric: 'count',
  number_format: 'SMART_NUMBER',
  queryFields: { groupby: 'groupby', metrics: 'metrics' },
  row_limit: 10000,
  time_range: 'No filter',
  treemap_ratio: 1.618033988749895,
  url_params: {},
  viz_type: 'treemap_v2',
};

describe('buildTreemapQuery', () => {
  it('queries the metric by the hierarchy, ordered by the levels under a row limit', () => {
    const context = buildTreemapQuery(corpusFormData);
    expect(context.datasource).toEqual({ id: 69, type: 'table' });
    expect(context.queries[0]).toMatchObject({
      columns: ['country_name'],
      metrics: ['count'],
      row_limit: 10000,
      orderby: [['country_name', true]],
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('orders by the metric first when sort_by_metric is on, and not at all without a row limit', () => {
    const sorted = buildTreemapQuery({ ...corpusFormData, groupby: ['a', 'b'], sort_by_metric: true });
    expect(sorted.queries[0]!.orderby).toEqual([
      ['count', false],
      ['a', true],
      ['b', true],
    ]);
    expect(buildTreemapQuery({ ...corpusFormData, row_limit: null }).queries[0]!.orderby).toBeUndefined();
  });
});

describe('transformTreemapProps', () => {
  const props = transformTreemapProps(
    transformInput(
      {
        ...corpusFormData,
        color_scheme: 'supersetColors',
        groupby: ['region', 'country'],
        label_colors: { US: '#000000' },
        number_format: ',d',
      },
      [
        {
          colnames: ['region', 'country', 'count'],
          coltypes: [1, 1, 0],
          data: [
            { region: 'EU', country: 'France', count: 30 },
            { region: 'EU', country: null, count: 10 },
            { region: 'US', country: 'USA', count: 60 },
          ],
        },
      ],
      {
        width: 600,
        height: 400,
        datasource: { verboseMap: { count: 'COUNT(*)' }, columnFormats: {}, currencyFormats: {} },
      },
    ),
  );
  const series = (props.echartOptions.series as Record<string, unknown>[])[0]!;
  const data = series.data as TreemapItem[];

  it('nests nodes per level with the path, colours top-level nodes and shades their children', () => {
    expect(series.type).toBe('treemap');
    expect(series.name).toBe('COUNT(*)');
    expect(series.breadcrumb).toMatchObject({ show: true });
    expect((series.levels as unknown[]).length).toBe(3);
    expect(data.map((d) => [d.name, d.value, d.itemStyle?.color])).toEqual([
      ['EU', 40, '#1FA8C9'],
      ['US', 60, '#000000'],
    ]);
    expect(data[0]!.children!.map((c) => [c.name, c.values, c.itemStyle?.color, c.label?.color])).toEqual([
      ['France', ['EU', 'France'], '#1FA8C9', '#ffffff'],
      ['<NULL>', ['EU', null], lighten('#1FA8C9', 0.3), '#333333'],
    ]);
    expect((series.upperLabel as { color: string }).color).toBe('#333333');
    expect(props.groupby).toEqual(['region', 'country']);
  });

  it('labels by label type and shows the path and share of the parent in the tooltip', () => {
    const label = series.label as {
      formatter: (p: { name: string; value: number }) => string;
      show: boolean;
    };
    expect(label.show).toBe(true);
    expect(label.formatter({ name: 'France', value: 3000 })).toBe('France: 3,000');
    expect(formatTreemapLabel('value', { name: 'x', value: 5 }, String)).toBe('5');
    expect(formatTreemapLabel('key', { name: 'x', value: 5 }, String)).toBe('x');
    const tooltip = (props.echartOptions.tooltip as { formatter: (p: { data: TreemapItem }) => string })
      .formatter;
    expect(tooltip({ data: data[0]!.children![1]! })).toBe(
      '<div>EU ▸ &lt;NULL&gt;</div>COUNT(*): 10 (25.00%)',
    );
    expect(treemapTooltip(data[1]!, 'n', String)).toBe('<div>US</div>n: 60 (60.00%)');
  });

  it('hides labels and upper labels when switched off', () => {
    const off = transformTreemapProps(
      transformInput(
        { ...corpusFormData, show_labels: false, show_upper_labels: false },
        [{ colnames: ['country_name', 'count'], data: [{ country_name: 'A', count: 1 }] }],
        { width: 300, height: 300 },
      ),
    );
    const s = (off.echartOptions.series as { label: { show: boolean }; upperLabel: { show: boolean } }[])[0]!;
    expect([s.label.show, s.upperLabel.show]).toEqual([false, false]);
  });
});
