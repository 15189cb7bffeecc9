import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearedDataMask,
  isEmptyDataMask,
  selectFilterDataMask,
  selectedValuesOf,
  splitPastedValues,
} from './selectFilter.js';

describe('selectFilterDataMask', () => {
  it('filters the column with IN and keeps the values and a label', () => {
    expect(selectFilterDataMask('product_line', ['Ships', 'Trains'])).toEqual({
      extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Ships', 'Trains'] }] },
      filterState: { value: ['Ships', 'Trains'], label: 'Ships, Trains' },
    });
  });

  it('uses NOT IN for an inverse selection and marks the state', () => {
    const mask = selectFilterDataMask('country', ['USA'], { inverse: true });
    expect(mask.extraFormData?.filters).toEqual([{ col: 'country', op: 'NOT IN', val: ['USA'] }]);
    expect(mask.filterState?.excludeFilterValues).toBe(true);
  });

  it('keeps numbers and null as they are and labels null', () => {
    const mask = selectFilterDataMask('year', [2003, null]);
    expect(mask.extraFormData?.filters?.[0]?.val).toEqual([2003, null]);
    expect(mask.filterState?.label).toBe('2003, <NULL>');
  });

  it('clears when nothing is selected', () => {
    expect(selectFilterDataMask('product_line', [])).toEqual({
      extraFormData: {},
      filterState: { value: null },
    });
    expect(isEmptyDataMask(selectFilterDataMask('product_line', []))).toBe(true);
    expect(isEmptyDataMask(selectFilterDataMask('product_line', ['Ships']))).toBe(false);
  });

  it('does not share the values array with the caller', () => {
    const values = ['a'];
    const mask = selectFilterDataMask('c', values);
    values.push('b');
    expect(mask.filterState?.value).toEqual(['a']);
  });
});

describe('selectedValuesOf', () => {
  it('reads lists, single values and nothing', () => {
    expect(selectedValuesOf(selectFilterDataMask('c', ['x', 'y']))).toEqual(['x', 'y']);
    expect(selectedValuesOf({ filterState: { value: 'x' } })).toEqual(['x']);
    expect(selectedValuesOf(clearedDataMask())).toEqual([]);
    expect(selectedValuesOf(undefined)).toEqual([]);
  });
});

describe('isEmptyDataMask', () => {
  it('sees time keys as content', () => {
    expect(isEmptyDataMask({ extraFormData: { time_range: 'Last week' } })).toBe(false);
    expect(isEmptyDataMask({ extraFormData: { filters: [] } })).toBe(true);
    expect(isEmptyDataMask(undefined)).toBe(true);
  });
});

describe('splitPastedValues', () => {
  it('splits on comma, CRLF, newline, tab and semicolon, trimmed', () => {
    expect(splitPastedValues('Ships, Trains\r\nPlanes\nMotorcycles\tVintage Cars;Classic Cars')).toEqual([
      'Ships',
      'Trains',
      'Planes',
      'Motorcycles',
      'Vintage Cars',
      'Classic Cars',
    ]);
  });

  it('drops empty parts and repeats', () => {
    expect(splitPastedValues(' a ,, a ;\n\n b ')).toEqual(['a', 'b']);
    expect(splitPastedValues('')).toEqual([]);
  });

  it('never returns a separator, a blank or a repeat', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parts = splitPastedValues(text);
        expect(new Set(parts).size).toBe(parts.length);
        for (const p of parts) {
          expect(p).toBe(p.trim());
          expect(p).not.toBe('');
          expect(p).not.toMatch(/[\r\n\t,;]/);
        }
      }),
    );
  });
});
