import { describe, expect, it, vi } from 'vitest';
import {
  bigNumberContextMenu,
  pieSliceFilters,
  pointFilters,
  serverFilter,
  tableCellFilters,
  timeseriesPointFilters,
} from './contextMenu.js';

describe('pointFilters', () => {
  it('pairs columns with values as equalities, nulls as IS NULL', () => {
    expect(pointFilters(['country', 'deal_size'], ['France', null])).toEqual([
      { col: 'country', op: '==', val: 'France', formattedVal: 'France' },
      { col: 'deal_size', op: 'IS NULL', formattedVal: '<NULL>' },
    ]);
  });
  it('ignores columns without a value and keeps numbers and booleans as they are', () => {
    expect(pointFilters(['a', 'b', 'c'], [1, true])).toEqual([
      { col: 'a', op: '==', val: 1, formattedVal: '1' },
      { col: 'b', op: '==', val: true, formattedVal: 'true' },
    ]);
  });
  it('drops the display text for the server', () => {
    expect(serverFilter({ col: 'a', op: '==', val: 2, formattedVal: '2.0' })).toEqual({
      col: 'a',
      op: '==',
      val: 2,
    });
    expect(serverFilter({ col: 'a', op: 'IS NULL', formattedVal: '<NULL>' })).toEqual({
      col: 'a',
      op: 'IS NULL',
    });
  });
});

describe('pieSliceFilters', () => {
  const labelMap = { Motorcycles: ['Motorcycles'], 'Classic Cars, Large': ['Classic Cars', 'Large'] };
  it('gives the slice groupby values', () => {
    expect(pieSliceFilters(['product_line'], labelMap, 'Motorcycles')).toEqual([
      { col: 'product_line', op: '==', val: 'Motorcycles', formattedVal: 'Motorcycles' },
    ]);
    expect(pieSliceFilters(['product_line', 'deal_size'], labelMap, 'Classic Cars, Large')).toHaveLength(2);
  });
  it('gives nothing off a slice', () => {
    expect(pieSliceFilters(['product_line'], labelMap, undefined)).toEqual([]);
    expect(pieSliceFilters(['product_line'], labelMap, 'Unknown')).toEqual([]);
  });
});

describe('timeseriesPointFilters', () => {
  const base = {
    groupby: ['deal_size'],
    labelMap: { Small: ['Small'], Large: ['Large'] },
    seriesName: 'Small',
    xAxisColumn: 'product_line',
    xAxisTemporal: false,
    xValue: 'Trains',
    hasX: true,
  };
  it('adds the categorical x value before the series values', () => {
    expect(timeseriesPointFilters(base)).toEqual([
      { col: 'product_line', op: '==', val: 'Trains', formattedVal: 'Trains' },
      { col: 'deal_size', op: '==', val: 'Small', formattedVal: 'Small' },
    ]);
  });
  it('leaves a temporal x out (a time bucket is a range)', () => {
    expect(timeseriesPointFilters({ ...base, xAxisColumn: 'order_date', xAxisTemporal: true })).toEqual([
      { col: 'deal_size', op: '==', val: 'Small', formattedVal: 'Small' },
    ]);
  });
  it('gives nothing off a point', () => {
    expect(timeseriesPointFilters({ ...base, seriesName: undefined, hasX: false })).toEqual([]);
  });
});

describe('tableCellFilters', () => {
  const format = (key: string, v: unknown) => (key === 'year' ? `Y${String(v)}` : String(v));
  it('gives the row dimension values, the clicked column first', () => {
    const row = { country: 'France', year: 2004, sales: 10 };
    expect(tableCellFilters(['country', 'year'], row, 'year', format)).toEqual([
      { col: 'year', op: '==', val: 2004, formattedVal: 'Y2004' },
      { col: 'country', op: '==', val: 'France', formattedVal: 'France' },
    ]);
  });
  it('matches adhoc columns by label and gives nothing in raw mode', () => {
    const adhoc = { label: 'upper_country', sqlExpression: 'UPPER(country)' };
    expect(tableCellFilters([adhoc], { upper_country: 'FRANCE' }, 'sales', format)).toEqual([
      { col: adhoc, op: '==', val: 'FRANCE', formattedVal: 'FRANCE' },
    ]);
    expect(tableCellFilters([], { country: 'France' }, 'country', format)).toEqual([]);
  });
});

describe('bigNumberContextMenu', () => {
  it('opens the menu without point filters and suppresses the browser menu', () => {
    const hook = vi.fn();
    const preventDefault = vi.fn();
    bigNumberContextMenu(hook)!({ preventDefault, clientX: 5, clientY: 7 });
    expect(preventDefault).toHaveBeenCalled();
    expect(hook).toHaveBeenCalledWith({ clientX: 5, clientY: 7, filters: [], label: '' });
    expect(bigNumberContextMenu(undefined)).toBeUndefined();
  });
});
