import { describe, expect, it } from 'vitest';
import {
  getColorFormatters,
  isStringComparator,
  type ConditionalFormattingRule,
} from './conditionalFormatting.js';

const NAMES = ['Boston', 'New York', 'Newark', 'Austin', null, 42];
const GREEN = 'rgba(172, 225, 196, 1)';

/** The colour each of NAMES gets under one rule on the "name" column. */
function colours(rule: Omit<ConditionalFormattingRule, 'column'>) {
  const [formatter] = getColorFormatters(
    [{ column: 'name', colorScheme: '#ACE1C4', ...rule }],
    () => NAMES,
  ).name!;
  return NAMES.map((v) => formatter!(v));
}

describe('string comparators of conditional formatting', () => {
  it('are the four range comparators of Superset', () => {
    for (const op of ['begins with', 'ends with', 'containing', 'not containing'])
      expect(isStringComparator(op)).toBe(true);
    expect(isStringComparator('>')).toBe(false);
  });

  it('"begins with" colours the text cells starting with the target, case-sensitively', () => {
    expect(colours({ operator: 'begins with', targetValue: 'New' })).toEqual([
      undefined,
      GREEN,
      GREEN,
      undefined,
      undefined,
      undefined,
    ]);
    expect(colours({ operator: 'begins with', targetValue: 'new' }).filter(Boolean)).toHaveLength(0);
  });

  it('"ends with" colours the text cells ending with the target', () => {
    expect(colours({ operator: 'ends with', targetValue: 'ton' })).toEqual([
      GREEN,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('"containing" colours the text cells holding the target anywhere', () => {
    expect(colours({ operator: 'containing', targetValue: 'st' })).toEqual([
      GREEN,
      undefined,
      undefined,
      GREEN,
      undefined,
      undefined,
    ]);
  });

  it('"not containing" colours the other text cells; null and numbers never match', () => {
    expect(colours({ operator: 'not containing', targetValue: 'st' })).toEqual([
      undefined,
      GREEN,
      GREEN,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('matches nothing without a target value', () => {
    expect(colours({ operator: 'containing', targetValue: null }).filter(Boolean)).toHaveLength(0);
  });

  it('"=" compares text cells by their text; numeric rules still grade numbers', () => {
    expect(colours({ operator: '=', targetValue: 'Austin' })).toEqual([
      undefined,
      undefined,
      undefined,
      GREEN,
      undefined,
      undefined,
    ]);
    const [gt] = getColorFormatters([{ column: 'n', operator: '>', targetValue: 1 }], () => [1, 2, 3]).n!;
    expect([1, 2, 3].map((v) => gt!(v))).toEqual([undefined, 'rgba(172, 225, 196, 0.53)', GREEN]);
  });
});
