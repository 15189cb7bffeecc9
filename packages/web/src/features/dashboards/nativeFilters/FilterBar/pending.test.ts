import {
  clearedDataMask,
  selectFilterDataMask,
  timeRangeDataMask,
  type DataMaskStateWithId,
  type FilterConfigItem,
  type NativeFilter,
} from '@meridian/core';
import { describe, expect, it } from 'vitest';
import {
  REQUIRED_MESSAGE,
  changedFilterIds,
  clearAllMasks,
  crossFilterEntries,
  masksDiffer,
  requiredErrors,
} from './pending';

const f = (id: string, controlValues: Record<string, unknown> = {}): NativeFilter =>
  ({ id, type: 'NATIVE_FILTER', filterType: 'filter_select', name: id, controlValues }) as NativeFilter;
const divider = {
  id: 'NATIVE_FILTER_DIVIDER-1',
  type: 'DIVIDER',
  title: 'T',
  description: '',
} as FilterConfigItem;

describe('masksDiffer', () => {
  it('treats every empty mask alike', () => {
    expect(masksDiffer(undefined, clearedDataMask())).toBe(false);
    expect(masksDiffer({ extraFormData: {}, filterState: {} }, clearedDataMask())).toBe(false);
  });

  it('sees a different value or filter', () => {
    expect(masksDiffer(selectFilterDataMask('c', ['a']), selectFilterDataMask('c', ['a']))).toBe(false);
    expect(masksDiffer(selectFilterDataMask('c', ['a']), selectFilterDataMask('c', ['b']))).toBe(true);
    expect(masksDiffer(selectFilterDataMask('c', ['a']), undefined)).toBe(true);
  });
});

describe('changedFilterIds', () => {
  it('lists pending masks that differ from the applied ones', () => {
    const applied: DataMaskStateWithId = { a: { id: 'a', ...selectFilterDataMask('c', ['x']) } };
    const pending = {
      a: selectFilterDataMask('c', ['x']),
      b: timeRangeDataMask('Last year'),
      c: clearedDataMask(),
    };
    expect(changedFilterIds(pending, applied)).toEqual(['b']);
  });
});

describe('requiredErrors', () => {
  const items = [f('req', { enableEmptyFilter: true }), f('opt'), divider];
  it('names required filters left empty', () => {
    expect(requiredErrors(items, {}, {})).toEqual({ req: REQUIRED_MESSAGE });
    expect(requiredErrors(items, { req: selectFilterDataMask('c', ['x']) }, {})).toEqual({});
    expect(requiredErrors(items, {}, { req: { id: 'req', ...selectFilterDataMask('c', ['x']) } })).toEqual(
      {},
    );
    // A pending clear wins over the applied value.
    expect(
      requiredErrors(
        items,
        { req: clearedDataMask() },
        { req: { id: 'req', ...selectFilterDataMask('c', ['x']) } },
      ),
    ).toEqual({ req: 'Value is required' });
  });
});

describe('clearAllMasks', () => {
  it('clears every filter except required ones and dividers', () => {
    expect(clearAllMasks([f('a'), f('req', { enableEmptyFilter: true }), divider])).toEqual({
      a: clearedDataMask(),
    });
  });
});

describe('crossFilterEntries', () => {
  it('lists chart-keyed masks with filters, with their label', () => {
    const state: DataMaskStateWithId = {
      'NATIVE_FILTER-x': { id: 'NATIVE_FILTER-x', ...selectFilterDataMask('c', ['x']) },
      '12': {
        id: '12',
        extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Ships'] }] },
        filterState: { value: [['Ships']], label: 'Ships' },
      },
      '13': { id: '13', extraFormData: { filters: [] }, filterState: { value: null } },
      '14': {
        id: '14',
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['USA', 'France'] }] },
        filterState: { value: [['USA'], ['France']] },
      },
    };
    expect(crossFilterEntries(state)).toEqual([
      { chartId: 12, label: 'Ships' },
      { chartId: 14, label: 'USA, France' },
    ]);
  });
});
