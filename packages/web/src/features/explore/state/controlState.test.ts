import { createDefaultRegistry, type FormData } from '@meridian/charts';
import { describe, expect, it } from 'vitest';
import {
  controlProps,
  describeErrors,
  getPanelSections,
  getValidationErrors,
  getVizControls,
  hydrateFormData,
  isChartStale,
  renderFormData,
} from './controlState';

const registry = createDefaultRegistry();
const fd = (extra: Record<string, unknown>): FormData => ({
  viz_type: 'table',
  datasource: '1__table',
  ...extra,
});

describe('control state', () => {
  it('fills the defaults of a chart type without overwriting values', () => {
    const table = getVizControls(registry, 'table')!;
    const hydrated = hydrateFormData(table, fd({ row_limit: 500 }));
    expect(hydrated).toMatchObject({
      query_mode: 'aggregate',
      row_limit: 500,
      order_desc: true,
      page_length: 15,
    });
    expect(getVizControls(registry, 'nope')).toBeNull();
  });

  it('validates the row limit with the spec messages and disables on any error', () => {
    const bar = getVizControls(registry, 'echarts_timeseries_bar')!;
    const state = {
      form_data: hydrateFormData(bar, fd({ viz_type: 'echarts_timeseries_bar', row_limit: 'abc' })),
    };
    const errors = getValidationErrors(bar, state);
    expect(errors.row_limit).toContain('is expected to be an integer');
    expect(errors.metrics).toEqual(['cannot be empty']);
    expect(errors.x_axis).toEqual(['cannot be empty']);
    expect(describeErrors(bar, errors)).toContain('Row limit: is expected to be an integer');
    const ok = getValidationErrors(bar, {
      form_data: { ...state.form_data, row_limit: 100, metrics: ['count'], x_axis: 'product_line' },
    });
    expect(ok).toEqual({});
    const tooMany = getValidationErrors(bar, {
      form_data: { ...state.form_data, row_limit: 500000, metrics: ['count'], x_axis: 'a' },
    });
    expect(tooMany.row_limit).toEqual(['Value cannot exceed 100000']);
  });

  it('splits sections into the Data and Customize tabs and hides invisible controls', () => {
    const table = getVizControls(registry, 'table')!;
    const aggregate = getPanelSections(table, { form_data: hydrateFormData(table, fd({})) });
    expect(aggregate.map((s) => [s.label, s.tab])).toEqual([
      ['Query', 'data'],
      ['Options', 'customize'],
    ]);
    const names = (sections: typeof aggregate) => sections.flatMap((s) => s.rows.flat().map((c) => c.name));
    expect(names(aggregate)).toContain('metrics');
    expect(names(aggregate)).not.toContain('all_columns');
    const raw = getPanelSections(table, { form_data: hydrateFormData(table, fd({ query_mode: 'raw' })) });
    expect(names(raw)).toContain('all_columns');
    expect(names(raw)).not.toContain('metrics');
  });

  it('applies props that depend on the form data (a forced y-axis format)', () => {
    const line = getVizControls(registry, 'echarts_timeseries_line')!;
    const control = line.byName.get('y_axis_format')!;
    const forced = controlProps(control, {
      form_data: fd({ comparison_type: 'percentage', y_axis_format: ',d' }),
    });
    expect(forced).toMatchObject({ value: '.1%', forced: true });
    expect(controlProps(control, { form_data: fd({ y_axis_format: ',d' }) })).toMatchObject({
      value: ',d',
      forced: false,
    });
  });

  it('draws render-only changes without a query, and marks query changes stale', () => {
    const line = getVizControls(registry, 'echarts_timeseries_line')!;
    const latest = fd({
      viz_type: 'echarts_timeseries_line',
      metrics: ['count'],
      color_scheme: 'supersetColors',
    });
    const colour = { ...latest, color_scheme: 'd3Category10' };
    expect(isChartStale(line, latest, colour)).toBe(false);
    expect(renderFormData(line, latest, colour)?.color_scheme).toBe('d3Category10');
    expect(isChartStale(line, latest, { ...latest, metrics: ['sum__sales'] })).toBe(true);
    expect(isChartStale(line, latest, { ...latest, slice_id: 4 })).toBe(false);
    expect(renderFormData(line, null, colour)).toBeNull();
  });
});
