import { sharedControls } from '@meridian/charts';
import { describe, expect, it } from 'vitest';
import { choicesFor, decodeChoice, encodeChoice, freeFormValue } from './choices';

const dataset = {
  id: 1,
  table_name: 't',
  columns: [{ column_name: 'ds', is_dttm: true, verbose_name: 'Date' }, { column_name: 'name' }],
  metrics: [],
};

describe('select choices', () => {
  it('round-trips values antd cannot hold', () => {
    for (const v of [null, true, false, 10, 'x', 0.4]) expect(decodeChoice(encodeChoice(v))).toEqual(v);
  });

  it('offers the dataset time columns, orderings and known fallbacks', () => {
    expect(choicesFor('granularity_sqla', sharedControls.granularity_sqla!, dataset)).toEqual([
      ['ds', 'Date'],
    ]);
    expect(choicesFor('order_by_cols', { type: 'SelectControl', label: 'Ordering' }, dataset)[0]).toEqual([
      '["ds",true]',
      'ds [asc]',
    ]);
    expect(choicesFor('header_font_size', { type: 'SelectControl', label: 'x' }, null)).toHaveLength(5);
    expect(choicesFor('row_limit', sharedControls.row_limit!, null)[0]).toEqual([10, '10']);
  });

  it('keeps typed text for validators, numbers when they read as numbers', () => {
    const rowLimits = sharedControls.row_limit!.choices!;
    expect(freeFormValue('abc', rowLimits)).toBe('abc');
    expect(freeFormValue(' 123 ', rowLimits)).toBe(123);
    expect(freeFormValue('10.5', rowLimits)).toBe(10.5);
    expect(freeFormValue('123', [['a', 'A']])).toBe('123');
  });
});
