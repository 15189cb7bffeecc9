import { parseQueryContext, type QueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../plugins.js';
import type { FormData } from '../sdk/plugin.js';
import { migrateLegacyHeatmapFormData } from './legacy.js';
import type { HeatmapChartProps } from './transformProps.js';
import { transformInput } from '../test-support/chartInput.js';

/** COVID Vaccines' "Vaccine Candidates per Approach & Stage", a legacy heatmap. */
const legacy: FormData = {
  adhoc_filters: [],
  all_columns_x: 'clinical_stage',
  all_columns_y: 'product_category',
  bottom_margin: 'auto',
  canvas_image_rendering: 'pixelated',
  datasource: '69__table',
  left_margin: 'auto',
  linear_color_scheme: 'schemeYlOrBr',
  metric: 'count',
  normalize_across: 'heatmap',
  queryFields: { metric: 'metrics' },
  row_limit: 10000,
  show_legend: false,
  show_perc: true,
  show_values: true,
  sort_by_metric: true,
  sort_x_axis: 'alpha_asc',
  sort_y_axis: 'alpha_desc',
  time_range: 'No filter',
  url_params: {},
  viz_type: 'heatmap',
  xscale_interval: null,
  y_axis_bounds: [1, 30],
  y_axis_format: ',d',
  yscale_interval: 2,
  normalized: false,
};

describe('migrateLegacyHeatmapFormData', () => {
  it('renames, drops and keeps keys as Superset migrates a heatmap', () => {
    const migrated = migrateLegacyHeatmapFormData(legacy);
    expect(migrated).toMatchObject({
      viz_type: 'heatmap_v2',
      datasource: '69__table',
      x_axis: 'clinical_stage',
      groupby: 'product_category',
      metric: 'count',
      linear_color_scheme: 'schemeYlOrBr',
      normalize_across: 'heatmap',
      sort_x_axis: 'alpha_asc',
      sort_y_axis: 'alpha_desc',
      y_axis_format: ',d',
      xscale_interval: null,
      yscale_interval: 2,
      left_margin: 'auto',
      bottom_margin: 'auto',
      show_legend: false,
      show_percentage: true,
      show_values: true,
      value_bounds: [1, 30],
      normalized: false,
      legend_type: 'continuous',
      row_limit: 10000,
    });
    for (const key of [
      'all_columns_x',
      'all_columns_y',
      'y_axis_bounds',
      'show_perc',
      'canvas_image_rendering',
      'sort_by_metric',
    ])
      expect(migrated).not.toHaveProperty(key);
    // Pure: the chart's own form data is untouched.
    expect(legacy.viz_type).toBe('heatmap');
    expect(legacy).toHaveProperty('all_columns_x');
  });

  it('lets keys the chart already has in the new shape win', () => {
    const migrated = migrateLegacyHeatmapFormData({
      ...legacy,
      x_axis: 'country_name',
      show_percentage: false,
    });
    expect(migrated.x_axis).toBe('country_name');
    expect(migrated.show_percentage).toBe(false);
  });
});

describe('the legacy heatmap plugin', () => {
  const plugin = createDefaultRegistry().get('heatmap')!;

  it('queries like heatmap_v2 while keeping its own form data in the context', () => {
    const context = plugin.buildQuery(legacy) as QueryContext;
    const q = context.queries[0]!;
    expect(q.columns?.[0]).toMatchObject({ sqlExpression: 'clinical_stage', columnType: 'BASE_AXIS' });
    expect(q.columns?.[1]).toBe('product_category');
    expect(q.orderby).toEqual([
      ['clinical_stage', true],
      ['product_category', false],
    ]);
    expect(q.post_processing).toEqual([{ operation: 'rank', options: { metric: 'count' } }]);
    expect(context.form_data?.viz_type).toBe('heatmap');
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('draws the result with the migrated options', () => {
    const props = plugin.transformProps(
      transformInput(
        legacy,
        [
          {
            colnames: ['clinical_stage', 'product_category', 'count', 'rank'],
            coltypes: [1, 1, 0, 0],
            data: [
              { clinical_stage: '0. Pre-clinical', product_category: 'RNA', count: 25, rank: 1 },
              { clinical_stage: '1. Phase I', product_category: 'DNA', count: 4, rank: 0.5 },
            ],
          },
        ],
        { width: 500, height: 400 },
      ),
    ) as HeatmapChartProps;
    expect(props.xLabels).toEqual(['0. Pre-clinical', '1. Phase I']);
    expect(props.yLabels).toEqual(['RNA', 'DNA']);
    const vm = props.echartOptions.visualMap as { show: boolean; min: number; max: number; type: string };
    expect(vm).toMatchObject({ show: false, min: 1, max: 30, type: 'continuous' });
    const yLabel = (props.echartOptions.yAxis as { axisLabel: { interval: number } }).axisLabel;
    expect(yLabel.interval).toBe(1);
    const tip = (props.echartOptions.tooltip as { formatter: (p: { value: unknown[] }) => string }).formatter;
    expect(tip({ value: [0, 0, 25] })).toContain('86.21% (heatmap)');
  });
});
