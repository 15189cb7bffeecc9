import { buildDefaultLayout, type DashboardLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { DashboardDetail } from '../../../api/types';
import { dashboardInfoActions } from './dashboardInfo';
import { layoutHydrated } from './dashboardLayout';
import { dataMaskActions } from './dataMask';
import { hydrateFilters } from './hydrateFilters';
import { nativeFiltersActions } from './nativeFilters';
import {
  selectAppliedFiltersForChart,
  selectChartWaitsForFilters,
  selectExtraFormDataForChart,
} from './selectors';
import { makeDashboardStore } from './store';

const country = {
  id: 'NATIVE_FILTER-country',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: 'Country',
  targets: [{ datasetId: 1, column: { name: 'country' } }],
  defaultDataMask: {
    extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
    filterState: { value: ['France'], label: 'France' },
  },
  scope: { rootPath: ['ROOT_ID'], excluded: [3] },
  chartsInScope: [1, 2],
};
const size = {
  id: 'NATIVE_FILTER-size',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: 'Deal size',
  scope: { rootPath: ['ROOT_ID'], excluded: [1] },
  requiredFirst: true,
  controlValues: { defaultToFirstItem: true },
};

function loadedStore(metadata: Record<string, unknown>, restored?: Parameters<typeof hydrateFilters>[3]) {
  const store = makeDashboardStore();
  const layout: DashboardLayout = buildDefaultLayout([
    { id: 1, sliceName: 'One' },
    { id: 2, sliceName: 'Two' },
    { id: 3, sliceName: 'Three' },
  ]);
  store.dispatch(
    dashboardInfoActions.dashboardLoaded({
      id: 5,
      json_metadata: JSON.stringify(metadata),
    } as DashboardDetail),
  );
  store.dispatch(layoutHydrated(layout));
  hydrateFilters(store.dispatch, store.getState().dashboardInfo.metadata, layout, restored);
  return store;
}

describe('filters on page load', () => {
  it('loads the configuration and starts every filter from its default mask', () => {
    const store = loadedStore({ native_filter_configuration: [country, size, { id: 'bad' }] });
    const s = store.getState();
    expect(s.nativeFilters.order).toEqual([country.id, size.id]);
    expect(Object.keys(s.dataMask).sort()).toEqual([country.id, size.id]);
    expect(s.dataMask[country.id]!.filterState).toEqual({ value: ['France'], label: 'France' });
    expect(selectExtraFormDataForChart(s, 1)).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['France'] }],
    });
    expect(selectExtraFormDataForChart(s, 3)).toEqual({});
    expect(selectAppliedFiltersForChart(s, 2)).toEqual([
      { id: country.id, kind: 'native', name: 'Country', value: 'France' },
    ]);
  });

  it('restores masks from a filter state key or permalink over the defaults', () => {
    const store = loadedStore(
      { native_filter_configuration: [country] },
      {
        [country.id]: {
          id: country.id,
          extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['Spain'] }] },
          filterState: { value: ['Spain'] },
        },
        '3': { id: '3', extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }] } },
      },
    );
    const s = store.getState();
    expect(selectExtraFormDataForChart(s, 1).filters).toEqual([
      { col: 'country', op: 'IN', val: ['Spain'] },
      { col: 'deal_size', op: 'IN', val: ['Small'] },
    ]);
    expect(selectAppliedFiltersForChart(s, 1).map((f) => f.name)).toEqual(['Country', 'Three']);
    // The emitting chart is not filtered by its own cross-filter.
    expect(selectExtraFormDataForChart(s, 3)).toEqual({});
  });

  it('applies no cross-filters when cross_filters_enabled is false', () => {
    const store = loadedStore({ cross_filters_enabled: false });
    store.dispatch(
      dataMaskActions.dataMaskUpdated({
        id: '3',
        mask: { extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }] } },
      }),
    );
    expect(selectExtraFormDataForChart(store.getState(), 1)).toEqual({});
  });

  it('holds the charts in a required filter scope until it has a value', () => {
    const store = loadedStore({ native_filter_configuration: [country, size] });
    expect(selectChartWaitsForFilters(store.getState(), 1)).toBe(false);
    expect(selectChartWaitsForFilters(store.getState(), 2)).toBe(true);
    store.dispatch(
      dataMaskActions.dataMasksApplied({
        [size.id]: {
          extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Large'] }] },
          filterState: { value: ['Large'] },
        },
      }),
    );
    expect(selectChartWaitsForFilters(store.getState(), 2)).toBe(false);
  });
});

describe('per-chart selectors keep identity', () => {
  it('returns the same object to charts whose filters did not change', () => {
    const store = loadedStore({ native_filter_configuration: [country, size] });
    const before = [1, 2, 3].map((id) => selectExtraFormDataForChart(store.getState(), id));
    const badgesBefore = selectAppliedFiltersForChart(store.getState(), 1);
    // The size filter reaches 2 and 3, not 1.
    store.dispatch(
      dataMaskActions.dataMasksApplied({
        [size.id]: { extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Large'] }] } },
      }),
    );
    const after = [1, 2, 3].map((id) => selectExtraFormDataForChart(store.getState(), id));
    expect(after[0]).toBe(before[0]);
    expect(selectAppliedFiltersForChart(store.getState(), 1)).toBe(badgesBefore);
    expect(after[1]).not.toBe(before[1]);
    expect(after[2]).not.toBe(before[2]);
    expect(after[2]).toEqual({ filters: [{ col: 'deal_size', op: 'IN', val: ['Large'] }] });
    // Same state: same answer without recomputing.
    expect(selectExtraFormDataForChart(store.getState(), 2)).toBe(after[1]);
    // An unrelated change (the bar opening) keeps every chart's object.
    store.dispatch(nativeFiltersActions.setFocusedFilter(country.id));
    expect(selectExtraFormDataForChart(store.getState(), 3)).toBe(after[2]);
  });
});

describe('a new configuration (the configuration modal saved)', () => {
  it('drops masks of removed filters, adds defaults of new ones, resets changed ones', () => {
    const store = loadedStore({ native_filter_configuration: [country, size] });
    store.dispatch(
      dataMaskActions.dataMasksApplied({
        [country.id]: { extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['Spain'] }] } },
      }),
    );
    store.dispatch(
      dataMaskActions.dataMaskUpdated({ id: '2', mask: { extraFormData: { time_range: 'x' } } }),
    );
    const renamed = { ...country, name: 'Land' };
    const added = { ...country, id: 'NATIVE_FILTER-new', name: 'New' };
    store.dispatch(nativeFiltersActions.nativeFiltersSet([renamed, added] as never));
    let masks = store.getState().dataMask;
    expect(Object.keys(masks).sort()).toEqual(['2', country.id, added.id]);
    // Only renamed: the applied value stays.
    expect(masks[country.id]!.extraFormData!.filters![0]!.val).toEqual(['Spain']);
    expect(masks[added.id]!.extraFormData!.filters![0]!.val).toEqual(['France']);
    const retargeted = { ...renamed, targets: [{ datasetId: 1, column: { name: 'city' } }] };
    store.dispatch(nativeFiltersActions.nativeFiltersSet([retargeted, added] as never));
    masks = store.getState().dataMask;
    expect(masks[country.id]!.extraFormData!.filters![0]!.val).toEqual(['France']);
  });
});
