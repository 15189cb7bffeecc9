import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeRison, parseRison, RisonError } from './rison.js';

describe('rison', () => {
  it('parses Superset list queries', () => {
    expect(
      parseRison(
        "(filters:!((col:dashboard_title,opr:ct,value:'my dash')),order_column:changed_on,page:0,page_size:25)",
      ),
    ).toEqual({
      filters: [{ col: 'dashboard_title', opr: 'ct', value: 'my dash' }],
      order_column: 'changed_on',
      page: 0,
      page_size: 25,
    });
    expect(parseRison('!(1,2,-3.5)')).toEqual([1, 2, -3.5]);
    expect(parseRison('(a:!t,b:!f,c:!n,d:())')).toEqual({ a: true, b: false, c: null, d: {} });
    expect(parseRison("'it!'s !!'")).toBe("it's !");
  });

  it.each(['(a:1', '!(1,2', "'open", '(a 1)', '!x', '(a:1)x', ''])('rejects %j with a position', (bad) => {
    expect(() => parseRison(bad)).toThrow(RisonError);
  });

  it('round-trips JSON-like values', () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constant(null),
        fc.boolean(),
        fc.integer(),
        fc.string(),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(fc.string({ minLength: 1 }), tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, (v) => {
        expect(parseRison(encodeRison(v))).toEqual(v);
      }),
    );
  });

  it('refuses nesting deeper than the limit with a RisonError, never a stack overflow', () => {
    const deep = (n: number) => '('.repeat(n);
    expect(() => parseRison(deep(100_000))).toThrow(RisonError);
    expect(() => parseRison(`${'!('.repeat(4)}${')'.repeat(4)}`, { maxDepth: 3 })).toThrow(
      /nesting deeper than 3/,
    );
    expect(parseRison(`${'!('.repeat(3)}${')'.repeat(3)}`, { maxDepth: 3 })).toEqual([[[]]]);
    // Siblings do not add up: depth is how deep, not how many.
    expect(parseRison('(a:(b:1),c:!(1),e:())', { maxDepth: 2 })).toEqual({ a: { b: 1 }, c: [1], e: {} });
  });
});
