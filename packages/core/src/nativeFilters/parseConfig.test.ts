import { describe, expect, it } from 'vitest';
import {
  defaultDataMasks,
  initialDataMasks,
  parseChartConfiguration,
  parseDataMaskState,
  parseFilterBarOrientation,
  parseFilterConfiguration,
  parseGlobalChartConfiguration,
} from './parseConfig.js';

const select = {
  id: 'NATIVE_FILTER-a',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: 'Country',
  targets: [{ datasetId: 1, column: { name: 'country' } }],
  controlValues: { multiSelect: true },
  defaultDataMask: {
    extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
    filterState: { value: ['France'] },
  },
  scope: { rootPath: ['ROOT_ID'], excluded: [3] },
  chartsInScope: [1, 2],
  custom_key: 'kept',
};

describe('parseFilterConfiguration', () => {
  it('reads filters and dividers in order with defaults for missing fields', () => {
    const items = parseFilterConfiguration({
      native_filter_configuration: [
        select,
        { id: 'NATIVE_FILTER_DIVIDER-x', type: 'DIVIDER', title: 'Section' },
        { id: 'NATIVE_FILTER-t', type: 'NATIVE_FILTER', filterType: 'filter_time' },
      ],
    });
    expect(items.map((i) => i.id)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER_DIVIDER-x', 'NATIVE_FILTER-t']);
    expect(items[0]).toMatchObject({ name: 'Country', chartsInScope: [1, 2], custom_key: 'kept' });
    expect(items[1]).toEqual({
      id: 'NATIVE_FILTER_DIVIDER-x',
      type: 'DIVIDER',
      title: 'Section',
      description: '',
    });
    expect(items[2]).toMatchObject({
      name: '',
      description: '',
      targets: [{}],
      controlValues: {},
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
      requiredFirst: false,
    });
    expect(items[2]).not.toHaveProperty('chartsInScope');
  });

  it('drops unusable entries and reads JSON text', () => {
    const items = parseFilterConfiguration({
      native_filter_configuration: JSON.stringify([
        null,
        'x',
        { type: 'NATIVE_FILTER', filterType: 'filter_select' },
        { id: 'NATIVE_FILTER-b', type: 'NATIVE_FILTER', filterType: 'filter_unknown' },
        { id: 'X', type: 'SOMETHING' },
        select,
        { ...select, name: 'duplicate' },
      ]),
    });
    expect(items.map((i) => i.id)).toEqual(['NATIVE_FILTER-a']);
    expect(parseFilterConfiguration({ native_filter_configuration: '{not json' })).toEqual([]);
    expect(parseFilterConfiguration({})).toEqual([]);
    expect(parseFilterConfiguration(null)).toEqual([]);
  });
});

describe('chart configuration', () => {
  it('reads per-chart scopes, global or specific', () => {
    const config = parseChartConfiguration({
      chart_configuration: {
        '5': { id: 5, crossFilters: { scope: 'global', chartsInScope: [6, 7] } },
        '6': { id: 6, crossFilters: { scope: { rootPath: ['TAB-1'], excluded: [7] }, chartsInScope: [8] } },
        '7': { id: 7 },
        'abc-uuid': { id: 'abc-uuid', crossFilters: { scope: 'global' } },
        '8': 'bad',
      },
    });
    expect(config).toEqual({
      '5': { id: 5, crossFilters: { scope: 'global', chartsInScope: [6, 7] } },
      '6': { id: 6, crossFilters: { scope: { rootPath: ['TAB-1'], excluded: [7] }, chartsInScope: [8] } },
      '7': { id: 7, crossFilters: { scope: 'global', chartsInScope: [] } },
    });
    expect(parseChartConfiguration({ chart_configuration: [] })).toEqual({});
  });

  it('reads the global configuration and the bar orientation', () => {
    expect(parseGlobalChartConfiguration({})).toBeUndefined();
    expect(
      parseGlobalChartConfiguration({
        global_chart_configuration: { scope: { excluded: [2] }, chartsInScope: [1] },
      }),
    ).toEqual({ scope: { rootPath: ['ROOT_ID'], excluded: [2] }, chartsInScope: [1] });
    expect(parseFilterBarOrientation({ filter_bar_orientation: 'HORIZONTAL' })).toBe('HORIZONTAL');
    expect(parseFilterBarOrientation({ filter_bar_orientation: 'diagonal' })).toBe('VERTICAL');
  });
});

describe('data masks on load', () => {
  const items = parseFilterConfiguration({
    native_filter_configuration: [select, { id: 'NATIVE_FILTER_DIVIDER-x', type: 'DIVIDER' }],
  });

  it('starts from each filter default', () => {
    expect(defaultDataMasks(items)).toEqual({
      'NATIVE_FILTER-a': {
        id: 'NATIVE_FILTER-a',
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
        filterState: { value: ['France'] },
        ownState: {},
      },
    });
  });

  it('replaces defaults with restored masks and keeps cross-filters of charts on the dashboard', () => {
    const restored = parseDataMaskState(
      JSON.stringify({
        'NATIVE_FILTER-a': { extraFormData: {}, filterState: { value: null } },
        'NATIVE_FILTER-gone': { extraFormData: { filters: [] } },
        '12': { extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }] } },
        '99': { extraFormData: {} },
        bad: 3,
      }),
    );
    expect(Object.keys(restored).sort()).toEqual(['12', '99', 'NATIVE_FILTER-a', 'NATIVE_FILTER-gone']);
    const masks = initialDataMasks(items, restored, [12, 13]);
    expect(Object.keys(masks).sort()).toEqual(['12', 'NATIVE_FILTER-a']);
    expect(masks['NATIVE_FILTER-a']).toEqual({
      id: 'NATIVE_FILTER-a',
      extraFormData: {},
      filterState: { value: null },
      ownState: {},
    });
    expect(masks['12']!.extraFormData).toEqual({ filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }] });
    expect(parseDataMaskState('nonsense')).toEqual({});
  });
});
