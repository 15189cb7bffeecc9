import { describe, expect, it } from 'vitest';
import {
  COLUMN_REQUIRED,
  CYCLIC_DEPENDENCY,
  DATASET_REQUIRED,
  DEFAULT_VALUE_REQUIRED,
  NAME_REQUIRED,
  PRE_FILTER_REQUIRED,
  TITLE_REQUIRED,
  validateFilterConfig,
} from './configValidation.js';
import type { NativeFilter, NativeFilterDivider, NativeFilterType } from './types.js';

const filter = (over: Partial<NativeFilter> = {}): NativeFilter => ({
  id: 'NATIVE_FILTER-a',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: 'Product line',
  description: '',
  targets: [{ datasetId: 1, column: { name: 'product_line' } }],
  controlValues: {},
  defaultDataMask: {},
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  ...over,
});

describe('validateFilterConfig', () => {
  it('accepts a complete value filter', () => {
    expect(validateFilterConfig(filter())).toEqual({});
  });

  it('requires a name', () => {
    expect(validateFilterConfig(filter({ name: '  ' }))).toEqual({ name: NAME_REQUIRED });
  });

  it('requires dataset and column by filter type', () => {
    const none = { targets: [{}] };
    const expected: Record<NativeFilterType, Record<string, string>> = {
      filter_select: { dataset: DATASET_REQUIRED, column: COLUMN_REQUIRED },
      filter_range: { dataset: DATASET_REQUIRED, column: COLUMN_REQUIRED },
      filter_timecolumn: { dataset: DATASET_REQUIRED },
      filter_timegrain: { dataset: DATASET_REQUIRED },
      filter_time: {},
    };
    for (const [filterType, errors] of Object.entries(expected))
      expect(validateFilterConfig(filter({ ...none, filterType: filterType as NativeFilterType }))).toEqual(
        errors,
      );
    expect(validateFilterConfig(filter({ targets: [{ datasetId: 3 }] }))).toEqual({
      column: COLUMN_REQUIRED,
    });
    expect(validateFilterConfig(filter({ targets: [] }))).toMatchObject({ dataset: DATASET_REQUIRED });
  });

  it('refuses a range default whose minimum is not below its maximum', () => {
    const range = (value: unknown) =>
      filter({ filterType: 'filter_range', defaultDataMask: { filterState: { value } } });
    expect(validateFilterConfig(range([5, 5]))).toEqual({
      defaultValue: 'Minimum must be strictly less than maximum',
    });
    expect(validateFilterConfig(range([9, 2])).defaultValue).toBeDefined();
    expect(validateFilterConfig(range([1, 2]))).toEqual({});
    expect(validateFilterConfig(range([null, 2]))).toEqual({});
  });

  it('wants a value when "Filter has default value" is ticked', () => {
    expect(validateFilterConfig(filter(), { hasDefaultValue: true })).toEqual({
      defaultValue: DEFAULT_VALUE_REQUIRED,
    });
    const withValue = filter({ defaultDataMask: { filterState: { value: ['Classic Cars'] } } });
    expect(validateFilterConfig(withValue, { hasDefaultValue: true })).toEqual({});
    const emptyList = filter({ defaultDataMask: { filterState: { value: [] } } });
    expect(validateFilterConfig(emptyList, { hasDefaultValue: true }).defaultValue).toBe(
      DEFAULT_VALUE_REQUIRED,
    );
  });

  it('wants a pre-filter clause or time range when pre-filtering is on', () => {
    expect(validateFilterConfig(filter(), { preFilter: true })).toEqual({ preFilter: PRE_FILTER_REQUIRED });
    expect(validateFilterConfig(filter({ time_range: 'No filter' }), { preFilter: true }).preFilter).toBe(
      PRE_FILTER_REQUIRED,
    );
    expect(validateFilterConfig(filter({ time_range: 'Last year' }), { preFilter: true })).toEqual({});
    expect(validateFilterConfig(filter({ adhoc_filters: [{}] }), { preFilter: true })).toEqual({});
  });

  it('refuses a parent that forms a cycle', () => {
    const a = filter({ id: 'NATIVE_FILTER-a', cascadeParentIds: ['NATIVE_FILTER-b'] });
    const b = filter({ id: 'NATIVE_FILTER-b', cascadeParentIds: [] });
    expect(validateFilterConfig(a, { items: [a, b] })).toEqual({});
    const b2 = { ...b, cascadeParentIds: ['NATIVE_FILTER-a'] };
    expect(validateFilterConfig(b2, { items: [a, b] })).toEqual({ cascadeParentIds: CYCLIC_DEPENDENCY });
    expect(validateFilterConfig(filter({ cascadeParentIds: ['NATIVE_FILTER-a'] }))).toEqual({
      cascadeParentIds: CYCLIC_DEPENDENCY,
    });
  });

  it('requires a divider title', () => {
    const d: NativeFilterDivider = {
      id: 'NATIVE_FILTER_DIVIDER-x',
      type: 'DIVIDER',
      title: '',
      description: '',
    };
    expect(validateFilterConfig(d)).toEqual({ title: TITLE_REQUIRED });
    expect(validateFilterConfig({ ...d, title: 'Sales' })).toEqual({});
  });
});
