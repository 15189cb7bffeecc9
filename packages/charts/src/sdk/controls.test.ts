import { TIME_GRAIN_OPTIONS } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../plugins.js';
import type { ControlPanelConfig } from './controls.js';
import { getControlDefaults, resolveControls, validateControls } from './controls.js';
import type { FormData } from './plugin.js';
import { createSharedControls, sharedControls, TIME_COMPARE_CHOICES } from './sharedControls.js';

const state = (form: Record<string, unknown>) => ({
  form_data: { viz_type: 'table', datasource: '1__table', ...form } as FormData,
});

describe('sharedControls', () => {
  it('has the spec defaults and choices', () => {
    expect(sharedControls.time_range!.default).toBe('No filter');
    expect(sharedControls.time_grain_sqla!.default).toBe('P1D');
    expect(sharedControls.time_grain_sqla!.choices?.map((c) => c[0])).toEqual([...TIME_GRAIN_OPTIONS]);
    expect(sharedControls.row_limit!.default).toBe(10000);
    expect(sharedControls.row_limit!.choices?.map((c) => c[0])).toEqual([
      10, 50, 100, 250, 500, 1000, 5000, 10000, 50000,
    ]);
    expect(sharedControls.limit!.choices?.map((c) => c[0])).toEqual([5, 10, 25, 50, 100, 500]);
    expect(sharedControls.order_desc!.default).toBe(true);
    expect(sharedControls.color_scheme!.default).toBe('supersetColors');
    expect(sharedControls.y_axis_format!.default).toBe('SMART_NUMBER');
    expect(sharedControls.query_mode!.choices?.map((c) => c[0])).toEqual(['aggregate', 'raw']);
    expect(sharedControls.rolling_type!.choices?.map((c) => c[0])).toEqual([
      'None',
      'mean',
      'sum',
      'std',
      'cumsum',
    ]);
    expect(sharedControls.comparison_type!.choices?.map((c) => c[0])).toEqual([
      'values',
      'difference',
      'percentage',
      'ratio',
    ]);
    expect(sharedControls.resample_rule!.choices?.map((c) => c[0])).toEqual([
      '1T',
      '1H',
      '1D',
      '7D',
      '1M',
      '1AS',
    ]);
    expect(sharedControls.resample_method!.choices?.map((c) => c[0])).toEqual([
      'asfreq',
      'bfill',
      'ffill',
      'median',
      'mean',
      'sum',
    ]);
    expect(sharedControls.time_compare!.choices?.map((c) => c[0])).toEqual([...TIME_COMPARE_CHOICES]);
    expect(sharedControls.time_compare!.freeForm).toBe(true);
  });

  it('validates the row limit against the configured maximum', () => {
    const controls = createSharedControls({ maxRowLimit: 1000 });
    const messages = (value: unknown) =>
      (controls.row_limit!.validators ?? []).map((v) => v(value)).filter(Boolean);
    expect(messages(500)).toEqual([]);
    expect(messages('5000')).toEqual(['Value cannot exceed 1000']);
    expect(messages('10.5')).toContain('is expected to be an integer');
  });

  it('forces a percent y-axis format for percentage comparisons', () => {
    expect(sharedControls.y_axis_format!.mapStateToProps!(state({ comparison_type: 'percentage' }))).toEqual({
      value: '.1%',
    });
    expect(sharedControls.y_axis_format!.mapStateToProps!(state({ comparison_type: 'values' }))).toEqual({});
  });
});

describe('control panels', () => {
  const registry = createDefaultRegistry();

  it('resolve for every chart type, with the spec sections', () => {
    for (const vizType of registry.keys()) {
      const panel = registry.get(vizType)!.controlPanel as ControlPanelConfig;
      const controls = resolveControls(panel, sharedControls);
      expect(controls.length).toBeGreaterThan(3);
      // The data sections first, as in Superset: Query, or the legacy Time section before it, or the
      // mixed chart's shared fields before its Query A and Query B.
      expect(['Query', 'Time', 'Shared query fields']).toContain(panel.sections[0]!.label);
      expect(panel.sections.some((s) => s.label.startsWith('Query'))).toBe(true);
    }
    const line = registry.get('echarts_timeseries_line')!.controlPanel as ControlPanelConfig;
    expect(line.sections.map((s) => s.label)).toContain('Advanced analytics');
  });

  it('give defaults and validation messages', () => {
    const panel = registry.get('table')!.controlPanel as ControlPanelConfig;
    const controls = resolveControls(panel, sharedControls);
    const defaults = getControlDefaults(controls);
    expect(defaults).toMatchObject({
      query_mode: 'aggregate',
      row_limit: 10000,
      order_desc: true,
      page_length: 15,
    });
    const errors = validateControls(controls, state({ query_mode: 'raw', all_columns: [], row_limit: 'x' }));
    expect(errors.all_columns).toEqual(['cannot be empty']);
    expect(errors.row_limit).toContain('is expected to be an integer');
    expect(errors.metrics).toBeUndefined(); // hidden in raw mode
    const pie = resolveControls(registry.get('pie')!.controlPanel as ControlPanelConfig, sharedControls);
    expect(validateControls(pie, state({})).metric).toEqual(['cannot be empty']);
  });

  it('show the time grain only for a temporal x-axis (Superset rule)', () => {
    const datasource = {
      columns: [
        { column_name: 'order_date', is_dttm: true },
        { column_name: 'product_line', is_dttm: false, type: 'VARCHAR' },
        { column_name: 'day', type: 'DATE' },
      ],
      metrics: [],
    };
    const visible = (vizType: string, form: Record<string, unknown>) => {
      const panel = registry.get(vizType)!.controlPanel as ControlPanelConfig;
      const grain = resolveControls(panel, sharedControls).find((c) => c.name === 'time_grain_sqla')!;
      return grain.config.visibility ? grain.config.visibility({ ...state(form), datasource }) : true;
    };
    expect(visible('echarts_timeseries_bar', { x_axis: 'product_line' })).toBe(false);
    expect(visible('echarts_timeseries_bar', { x_axis: 'order_date' })).toBe(true);
    expect(visible('echarts_timeseries_line', { x_axis: 'day' })).toBe(true);
    expect(visible('echarts_timeseries_line', { x_axis: 'gone' })).toBe(false);
    expect(visible('echarts_timeseries_line', {})).toBe(true);
    expect(
      visible('echarts_area', { x_axis: { expressionType: 'SQL', sqlExpression: 'x', label: 'x' } }),
    ).toBe(true);
    expect(visible('big_number', { x_axis: 'product_line' })).toBe(false);
    // Charts without an x-axis keep the grain whatever stale x_axis the form data holds.
    expect(visible('table', { x_axis: 'product_line' })).toBe(true);
  });

  it('refuse an unknown shared control', () => {
    expect(() =>
      resolveControls({ sections: [{ label: 'Query', controlSetRows: [['nope']] }] }, sharedControls),
    ).toThrow(/Unknown shared control: nope/);
  });
});
