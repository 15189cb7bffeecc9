import { describe, expect, it } from 'vitest';
import { formatSmartNumber, getNumberFormatter } from './numberFormatter.js';
import { getCurrencyFormatter, getCurrencySymbol } from './currency.js';

describe('SMART_NUMBER', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [12.345, '12.35'],
    [999.999, '1000'], // rounds past 999 without switching to SI, as Superset's does
    [1000, '1k'],
    [12345.432, '12.3k'],
    [1_234_567, '1.23M'],
    [2_500_000_000, '2.5B'],
    [-52_000, '-52k'],
    [0.5, '0.5'],
    [0.012345, '0.0123'],
    [0.0000123, '12.3µ'],
    [1e-9, '1n'],
  ])('%s → %s', (value, text) => {
    expect(formatSmartNumber(value)).toBe(text);
    expect(getNumberFormatter('SMART_NUMBER')(value)).toBe(text);
  });

  it('is the default, and the signed variant adds a plus', () => {
    expect(getNumberFormatter()(1500)).toBe('1.5k');
    expect(getNumberFormatter('')(1500)).toBe('1.5k');
    expect(getNumberFormatter('SMART_NUMBER_SIGNED')(1500)).toBe('+1.5k');
    expect(getNumberFormatter('SMART_NUMBER_SIGNED')(-3)).toBe('-3');
  });
});

describe('getNumberFormatter', () => {
  it.each([
    [',d', 12345.432, '12,345'],
    ['.1s', 12345.432, '10k'],
    ['.3s', 12345.432, '12.3k'],
    [',.2f', 12345.432, '12,345.43'],
    ['$,.2f', 12345.432, '$12,345.43'],
    [',.1%', 0.1234, '12.3%'],
    ['.1%', 0.5, '50.0%'],
    ['+,', 12345.432, '+12,345.432'],
    ['DURATION', 66000, '1m 6s'],
  ])('%s formats %s as %s', (format, value, text) => {
    expect(getNumberFormatter(format)(value)).toBe(text);
  });

  it('prints missing values and infinities like Superset', () => {
    const f = getNumberFormatter(',d');
    expect(f(null)).toBe('null');
    expect(f(undefined)).toBe('undefined');
    expect(f(Number.NaN)).toBe('NaN');
    expect(f(Infinity)).toBe('∞');
    expect(f(-Infinity)).toBe('-∞');
  });

  it('marks an invalid format and still shows the value', () => {
    const f = getNumberFormatter('not a format %%');
    expect(f.isInvalid).toBe(true);
    expect(f(3)).toBe('3 (Invalid format: not a format %%)');
    expect(getNumberFormatter(',d').isInvalid).toBe(false);
  });
});

describe('currency', () => {
  it('writes the symbol before or after the number', () => {
    expect(getCurrencySymbol('USD')).toBe('$');
    expect(getCurrencyFormatter({ symbol: 'USD', symbolPosition: 'prefix' }, ',.2f')(1234.5)).toBe(
      '$ 1,234.50',
    );
    expect(getCurrencyFormatter({ symbol: 'EUR', symbolPosition: 'suffix' }, '$,.2f')(1234.5)).toBe(
      '1,234.50 €',
    );
  });

  it('falls back to the plain formatter without a known currency', () => {
    expect(getCurrencyFormatter(null, ',d')(1234)).toBe('1,234');
    expect(getCurrencyFormatter({ symbol: 'NOPE' }, ',d')(1234)).toBe('1,234');
  });
});
