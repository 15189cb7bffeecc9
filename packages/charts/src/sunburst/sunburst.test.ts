import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { createSequentialScale } from '../shared/sequentialColors.js';
import { buildSunburstQuery } from './buildQuery.js';
import { formatSunburstLabel, transformSunburstProps, type SunburstItem } from './transformProps.js';
import { transformInput } from '../test-support/chartInput.js';

/** Superset's "Vaccine Candidates per Country & Stage" (COVID Vaccines corpus chart), as exported. */
const corpusFormData: FormData = {
  adhoc_filters: [],
  color_scheme: 'supersetColors',
  datasource: '69__table',
  columns: ['product_category', 'clinical_stage'],
  linear_color_scheme: 'schemeYlOrBr',
  metric: 'count',
  queryFields: { groupby: 'groupby', metric: 'metrics', secondary_metric: 'metrics' },
  row_limit: 10000,
  slice_id: 3964,
  time_range: 'No filter',
  url_params: {},
  viz_type: 'sunburst_v2',
};

const result = {
  colnames: ['product_category', 'clinical_stage', 'count', 'sum__x'],
  coltypes: [1, 1, 0, 0],
  data: [
    { product_category: 'RNA', clinical_stage: 'Phase I', count: 30, sum__x: 15 },
    { product_category: 'RNA', clinical_stage: null, count: 10, sum__x: 10 },
    { product_category: 'DNA', clinical_stage: 'Phase I', count: 60, sum__x: 0 },
  ],
};

describe('buildSunburstQuery', () => {
  it('groups by the hierarchy in `columns` and adds the secondary metric', () => {
    const context = buildSunburstQuery(corpusFormData);
    expect(context.queries[0]).toMatchObject({
      columns: ['product_category', 'clinical_stage'],
      metrics: ['count'],
      row_limit: 10000,
    });
    expect(context.queries[0]!.orderby).toBeUndefined();
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
    const both = buildSunburstQuery({ ...corpusFormData, secondary_metric: 'sum__x', sort_by_metric: true });
    expect(both.queries[0]).toMatchObject({ metrics: ['count', 'sum__x'], orderby: [['count', false]] });
  });
});

describe('transformSunburstProps', () => {
  const transform = (extra: Partial<FormData>) =>
    transformSunburstProps(
      transformInput({ ...corpusFormData, number_format: ',d', ...extra }, [result], {
        width: 400,
        height: 300,
      }),
    );
  const seriesOf = (props: ReturnType<typeof transform>) =>
    (props.echartOptions.series as Record<string, unknown>[])[0]!;

  it('colours each node by its own name without a secondary metric (one colour per category)', () => {
    const props = transform({});
    const data = seriesOf(props).data as SunburstItem[];
    expect(data.map((d) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['RNA', 40, '#1FA8C9'],
      ['DNA', 60, '#454E7C'],
    ]);
    const phaseI = data[0]!.children!.find((c) => c.name === 'Phase I')!;
    expect(phaseI.values).toEqual(['RNA', 'Phase I']);
    expect(phaseI.itemStyle.color).not.toBe('#1FA8C9');
    // The same category under another branch has the same colour.
    const elsewhere = data[1]!.children!.find((c) => c.name === 'Phase I')!;
    expect(elsewhere.itemStyle.color).toBe(phaseI.itemStyle.color);
    expect(data[0]!.children!.find((c) => c.name === '<NULL>')!.values).toEqual(['RNA', null]);
    expect(seriesOf(props).radius).toEqual([(276 / 2) * 0.3, 276 / 2]);
    expect(props.columns).toEqual(['product_category', 'clinical_stage']);
    expect(props.echartOptions.graphic).toBeUndefined();
  });

  it('colours by the secondary/primary ratio on the linear scheme', () => {
    const data = seriesOf(transform({ secondary_metric: 'sum__x' })).data as SunburstItem[];
    // Ratios: RNA 25/40, DNA 0, RNA/Phase I 0.5, RNA/<NULL> 1: the domain is [0, 1].
    const scale = createSequentialScale('schemeYlOrBr', 0, 1);
    expect(data[0]!.itemStyle.color).toBe(scale(25 / 40));
    expect(data[1]!.itemStyle.color).toBe(scale(0));
    expect(data[0]!.children![1]!.itemStyle.color).toBe(scale(1));
    expect(data[0]!.secondaryValue).toBe(25);
  });

  it('prints the total in the centre when show_total is on', () => {
    const graphic = transform({ show_total: true }).echartOptions.graphic as { style: { text: string } }[];
    expect(graphic[0]!.style.text).toBe('Total: 100');
  });

  it('labels by type with shares of the total and hides labels by default', () => {
    const series = seriesOf(transform({ label_type: 'key_value_percent', show_labels_threshold: 10 }));
    const label = series.label as {
      show: boolean;
      minAngle: number;
      formatter: (p: { name: string; value: number }) => string;
    };
    expect(label.show).toBe(false);
    expect(label.minAngle).toBe(36);
    expect(label.formatter({ name: 'RNA', value: 40 })).toBe('RNA: 40 (40.00%)');
    const fmt = (t: string) => formatSunburstLabel(t, { name: 'a', value: 25 }, 100, String);
    expect(['key', 'value', 'percent', 'key_value', 'key_percent'].map(fmt)).toEqual([
      'a',
      '25',
      '25.00%',
      'a: 25',
      'a: 25.00%',
    ]);
  });

  it('shows the path, value, share of parent and of total in the tooltip', () => {
    const props = transform({ secondary_metric: 'sum__x' });
    const data = seriesOf(props).data as SunburstItem[];
    const tooltip = (props.echartOptions.tooltip as { formatter: (p: { data: SunburstItem }) => string })
      .formatter;
    const text = tooltip({ data: data[0]!.children![0]! });
    expect(text).toContain('RNA ▸ Phase I');
    expect(text).toContain('30.00% of total');
    expect(text).toContain('75.00% of parent');
    expect(text).toContain('count: 30, sum__x: 15');
    expect(text).toContain('count/sum__x: 50.00%');
    expect(tooltip({ data: data[1]! })).not.toContain('of parent');
  });
});
