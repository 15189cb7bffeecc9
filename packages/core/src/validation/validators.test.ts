import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  runValidators,
  validateInteger,
  validateMaxValue,
  validateNonEmpty,
  validateNumber,
  validateOrderBy,
  validatePositiveInteger,
} from './validators.js';

describe('validateNonEmpty', () => {
  it.each([null, undefined, '', []])('refuses %j', (value) => {
    expect(validateNonEmpty(value)).toBe('cannot be empty');
  });
  it.each([0, 'a', ['x'], false, {}])('accepts %j', (value) => {
    expect(validateNonEmpty(value)).toBe(false);
  });
});

describe('validateInteger', () => {
  it.each([10, '10', ' 25 ', -3, null, '', undefined])('accepts %j', (value) => {
    expect(validateInteger(value)).toBe(false);
  });
  it.each([10.5, '10.5', 'ten', true, [1], Number.NaN])('refuses %j', (value) => {
    expect(validateInteger(value)).toBe('is expected to be an integer');
  });
});

describe('validatePositiveInteger', () => {
  it('wants a whole number above zero', () => {
    expect(validatePositiveInteger('5')).toBe(false);
    expect(validatePositiveInteger(null)).toBe(false);
    expect(validatePositiveInteger(0)).toBe('is expected to be a positive integer');
    expect(validatePositiveInteger(-5)).toBe('is expected to be a positive integer');
    expect(validatePositiveInteger(1.5)).toBe('is expected to be an integer');
  });
});

describe('validateNumber', () => {
  it('accepts numbers and numeric text only', () => {
    expect(validateNumber(1.5)).toBe(false);
    expect(validateNumber('-1e3')).toBe(false);
    expect(validateNumber('')).toBe(false);
    expect(validateNumber('abc')).toBe('is expected to be a number');
    expect(validateNumber(Infinity)).toBe('is expected to be a number');
  });
});

describe('validateMaxValue', () => {
  it('bounds a number and names the bound', () => {
    const validate = validateMaxValue(50000);
    expect(validate(50000)).toBe(false);
    expect(validate('100000')).toBe('Value cannot exceed 50000');
    expect(validate(null)).toBe(false);
  });
});

describe('validateOrderBy', () => {
  it('wants JSON entries', () => {
    expect(validateOrderBy(['["global_sales", false]'])).toBe(false);
    expect(validateOrderBy([['a', true]])).toBe(false);
    expect(validateOrderBy(['[global_sales, false]'])).toBe('Found invalid orderby options');
  });
});

describe('runValidators', () => {
  it('collects every message', () => {
    expect(runValidators('abc', [validateInteger, validateMaxValue(10)])).toEqual([
      'is expected to be an integer',
    ]);
    expect(runValidators('20', [validateInteger, validateMaxValue(10)])).toEqual(['Value cannot exceed 10']);
    expect(runValidators(5, undefined)).toEqual([]);
    expect(formatMessage('%s of %s', 1, 2)).toBe('1 of 2');
  });
});
