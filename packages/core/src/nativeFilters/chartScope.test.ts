import { describe, expect, it } from 'vitest';
import { chart, gridLayout, row, tab, tabs } from '../layout/test-support/build.js';
import {
  appliedFiltersForChart,
  crossFilterChartIds,
  extraFormDataForChart,
  nativeFilterChartIds,
  pendingRequiredFilters,
  type ChartFiltersArgs,
} from './chartScope.js';
import type { DataMaskWithId, FilterConfigItem, NativeFilter } from './types.js';

// Charts 1 and 2 on the grid, 3 in tab T1, 4 in tab T2.
const layout = gridLayout(
  row('R1', chart('C1', 1), chart('C2', 2)),
  tabs('TS', tab('T1', 'One', row('R3', chart('C3', 3))), tab('T2', 'Two', row('R4', chart('C4', 4)))),
);

const filter = (id: string, extra: Partial<NativeFilter> = {}): NativeFilter => ({
  id,
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: id,
  description: '',
  targets: [],
  controlValues: {},
  defaultDataMask: {},
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  ...extra,
});

const inMask = (id: string, col: string, val: unknown[], label?: string): DataMaskWithId => ({
  id,
  extraFormData: { filters: [{ col, op: 'IN', val: val as string[] }] },
  filterState: { value: val, ...(label ? { label } : {}) },
});

const country = filter('F-country', { name: 'Country', scope: { rootPath: ['ROOT_ID'], excluded: [2] } });
// Its stored chartsInScope is stale (as in Superset bundles): the scope decides.
const time = filter('F-time', {
  name: 'Time',
  filterType: 'filter_time',
  scope: { rootPath: ['ROOT_ID'], excluded: [1, 4] },
  chartsInScope: [1, 111, 112],
});
const filters: Record<string, FilterConfigItem> = {
  [country.id]: country,
  [time.id]: time,
  'DIV-1': { id: 'DIV-1', type: 'DIVIDER', title: 'x', description: '' },
};

const base = (extra: Partial<ChartFiltersArgs> = {}): ChartFiltersArgs => ({
  chartId: 1,
  layout,
  filters,
  dataMasks: {},
  chartConfiguration: {},
  crossFiltersEnabled: true,
  ...extra,
});

describe('native filter scope', () => {
  it('computes the scope on the layout, ignoring a stale stored chartsInScope', () => {
    expect(nativeFilterChartIds(country, layout)).toEqual([1, 3, 4]);
    expect(nativeFilterChartIds(time, layout)).toEqual([2, 3]);
    expect(nativeFilterChartIds(filter('x', { scope: { rootPath: ['T2'], excluded: [] } }), layout)).toEqual([
      4,
    ]);
    expect(nativeFilterChartIds(filter('x', { chartsInScope: [] }), layout)).toEqual([1, 2, 3, 4]);
  });
});

describe('extraFormDataForChart', () => {
  const dataMasks = {
    [country.id]: inMask(country.id, 'country', ['France', 'Spain']),
    [time.id]: {
      id: time.id,
      extraFormData: { time_range: 'Last year' },
      filterState: { value: 'Last year' },
    },
  };

  it('merges the applied filters whose scope holds the chart', () => {
    expect(extraFormDataForChart(base({ chartId: 1, dataMasks }))).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['France', 'Spain'] }],
    });
    expect(extraFormDataForChart(base({ chartId: 2, dataMasks }))).toEqual({ time_range: 'Last year' });
    expect(extraFormDataForChart(base({ chartId: 3, dataMasks }))).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['France', 'Spain'] }],
      time_range: 'Last year',
    });
  });

  it('ignores empty masks, masks of unknown filters and dividers', () => {
    const masks = {
      [country.id]: { id: country.id, extraFormData: { filters: [] }, filterState: { value: null } },
      'F-gone': inMask('F-gone', 'x', [1]),
      'DIV-1': inMask('DIV-1', 'x', [1]),
    };
    expect(extraFormDataForChart(base({ chartId: 1, dataMasks: masks }))).toEqual({});
  });

  it('follows the bar order when given', () => {
    const masks = {
      [country.id]: { id: country.id, extraFormData: { time_range: 'A' } },
      [time.id]: { id: time.id, extraFormData: { time_range: 'B' } },
    };
    const both = { ...filters, [country.id]: { ...country, scope: { rootPath: ['ROOT_ID'], excluded: [] } } };
    expect(extraFormDataForChart(base({ chartId: 3, filters: both, dataMasks: masks })).time_range).toBe('B');
    expect(
      extraFormDataForChart(
        base({ chartId: 3, filters: both, dataMasks: masks, filterOrder: [time.id, country.id] }),
      ).time_range,
    ).toBe('A');
  });
});

describe('cross-filters', () => {
  const cross = { '1': inMask('1', 'product_line', ['Ships'], 'Ships') };

  it('reach every other chart without configuration, never the emitting chart', () => {
    expect(crossFilterChartIds(1, layout, {})).toEqual([2, 3, 4]);
    for (const id of [2, 3, 4])
      expect(extraFormDataForChart(base({ chartId: id, dataMasks: cross }))).toEqual({
        filters: [{ col: 'product_line', op: 'IN', val: ['Ships'] }],
      });
    expect(extraFormDataForChart(base({ chartId: 1, dataMasks: cross }))).toEqual({});
  });

  it('are off when cross_filters_enabled is false', () => {
    expect(extraFormDataForChart(base({ chartId: 2, dataMasks: cross, crossFiltersEnabled: false }))).toEqual(
      {},
    );
    expect(
      appliedFiltersForChart(base({ chartId: 2, dataMasks: cross, crossFiltersEnabled: false })),
    ).toEqual([]);
  });

  it('follow the global configuration, with its exclusions', () => {
    const global = { scope: { rootPath: ['ROOT_ID'], excluded: [3] }, chartsInScope: [] };
    expect(crossFilterChartIds(1, layout, {}, global)).toEqual([2, 4]);
    // A stale stored chartsInScope does not count: the scope does.
    const stored = { scope: { rootPath: ['T2'], excluded: [] }, chartsInScope: [1, 2, 3] };
    expect(crossFilterChartIds(1, layout, {}, stored)).toEqual([4]);
    expect(
      extraFormDataForChart(base({ chartId: 2, dataMasks: cross, globalChartConfiguration: stored })),
    ).toEqual({});
  });

  it('follow a chart own scope over the global one', () => {
    const chartConfiguration = {
      '1': { id: 1, crossFilters: { scope: { rootPath: ['T1'], excluded: [] }, chartsInScope: [] } },
      '2': { id: 2, crossFilters: { scope: 'global' as const, chartsInScope: [1, 3] } },
    };
    const global = { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [1, 2, 3, 4] };
    expect(crossFilterChartIds(1, layout, chartConfiguration, global)).toEqual([3]);
    expect(crossFilterChartIds(2, layout, chartConfiguration, global)).toEqual([1, 3, 4]);
    const masks = { ...cross, '2': inMask('2', 'deal_size', ['Small']) };
    const args = base({ dataMasks: masks, chartConfiguration, globalChartConfiguration: global });
    expect(extraFormDataForChart({ ...args, chartId: 3 })).toEqual({
      filters: [
        { col: 'product_line', op: 'IN', val: ['Ships'] },
        { col: 'deal_size', op: 'IN', val: ['Small'] },
      ],
    });
    expect(extraFormDataForChart({ ...args, chartId: 4 })).toEqual({
      filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }],
    });
  });

  it('that were cleared (empty extraFormData) do not count', () => {
    const cleared = { '1': { id: '1', extraFormData: { filters: [] }, filterState: { value: null } } };
    expect(extraFormDataForChart(base({ chartId: 2, dataMasks: cleared }))).toEqual({});
  });
});

describe('appliedFiltersForChart', () => {
  it('lists native filters then cross-filters with names and values', () => {
    const dataMasks = {
      '2': inMask('2', 'deal_size', ['Small', 'Medium']),
      [country.id]: inMask(country.id, 'country', ['France'], 'France'),
    };
    expect(appliedFiltersForChart(base({ chartId: 3, dataMasks, chartNames: { 2: 'Deals' } }))).toEqual([
      { id: 'F-country', kind: 'native', name: 'Country', value: 'France' },
      { id: '2', kind: 'cross', name: 'Deals', value: 'Small, Medium', chartId: 2 },
    ]);
    const timeMask = { [time.id]: { id: time.id, extraFormData: { time_range: 'Last quarter' } } };
    expect(appliedFiltersForChart(base({ chartId: 2, dataMasks: timeMask }))).toEqual([
      { id: 'F-time', kind: 'native', name: 'Time', value: 'Last quarter' },
    ]);
  });
});

describe('pendingRequiredFilters', () => {
  const required = filter('F-req', {
    requiredFirst: true,
    scope: { rootPath: ['ROOT_ID'], excluded: [3, 4] },
  });
  const all = { ...filters, [required.id]: required };

  it('holds the charts in scope until the filter has its first mask', () => {
    expect(pendingRequiredFilters(1, layout, all, {})).toEqual(['F-req']);
    expect(pendingRequiredFilters(3, layout, all, {})).toEqual([]);
    const defaultMask = { [required.id]: { id: required.id, extraFormData: {}, filterState: {} } };
    expect(pendingRequiredFilters(1, layout, all, defaultMask)).toEqual(['F-req']);
    const applied = { [required.id]: inMask(required.id, 'country', ['France']) };
    expect(pendingRequiredFilters(1, layout, all, applied)).toEqual([]);
    const noValues = { [required.id]: { id: required.id, extraFormData: {}, filterState: { value: null } } };
    expect(pendingRequiredFilters(2, layout, all, noValues)).toEqual([]);
  });
});
