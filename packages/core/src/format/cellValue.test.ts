import { describe, expect, it } from 'vitest';
import { EMPTY_STRING_DISPLAY, formatCellValue, NULL_DISPLAY } from './cellValue.js';

describe('formatCellValue', () => {
  it('shows null, empty strings and booleans with the spec texts', () => {
    expect(formatCellValue(null)).toBe('<NULL>');
    expect(formatCellValue(undefined)).toBe(NULL_DISPLAY);
    expect(formatCellValue('')).toBe('<empty string>');
    expect(EMPTY_STRING_DISPLAY).toBe('<empty string>');
    expect(formatCellValue(true)).toBe('TRUE');
    expect(formatCellValue(false)).toBe('FALSE');
  });

  it('formats numbers, currencies and dates when asked', () => {
    expect(formatCellValue(1234.5)).toBe('1234.5');
    expect(formatCellValue(1234.5, { numberFormat: ',.2f' })).toBe('1,234.50');
    expect(formatCellValue(1234.5, { numberFormat: 'SMART_NUMBER' })).toBe('1.23k');
    expect(
      formatCellValue(5, { currency: { symbol: 'USD', symbolPosition: 'prefix' }, numberFormat: ',d' }),
    ).toBe('$ 5');
    expect(formatCellValue(Date.UTC(2020, 3, 1), { isTemporal: true, timeFormat: '%Y-%m-%d' })).toBe(
      '2020-04-01',
    );
    expect(formatCellValue(Date.UTC(2020, 3, 1), { isTemporal: true, timeGrain: 'P1M' })).toBe('Apr 2020');
    expect(formatCellValue(new Date(Date.UTC(2020, 0, 1)))).toBe('2020');
  });

  it('prints other values as text', () => {
    expect(formatCellValue('abc')).toBe('abc');
    expect(formatCellValue(12n)).toBe('12');
    expect(formatCellValue([1, 'a'])).toBe('[1,"a"]');
  });
});
