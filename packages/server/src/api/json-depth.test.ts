import { describe, expect, it } from 'vitest';
import { jsonTextDepth, valueDeeperThan } from './json-depth.js';

const deepArray = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;

describe('JSON nesting', () => {
  it('measures JSON text depth, skipping brackets inside strings', () => {
    expect(jsonTextDepth('{"a": [1, {"b": []}]}')).toBe(4);
    expect(jsonTextDepth('{"a": "[[[[{{{{", "b": "\\"[[["}')).toBe(1);
    expect(jsonTextDepth('42')).toBe(0);
    // Stops once past the limit instead of reading on.
    expect(jsonTextDepth('['.repeat(1_000_000), 10)).toBe(11);
  });

  it('walks parsed values without recursing, JSON text strings included', () => {
    expect(valueDeeperThan(deepArray(1_000_000), 64)).toBe(true);
    expect(valueDeeperThan({ a: [{ b: [1, 'x'] }] }, 4)).toBe(false);
    expect(valueDeeperThan({ a: [{ b: [1, 'x'] }] }, 3)).toBe(true);
    expect(valueDeeperThan({ form_data: `{"a": ${'['.repeat(100)}${']'.repeat(100)}}` }, 64)).toBe(true);
    expect(valueDeeperThan({ sql: 'SELECT [x] FROM t', n: null }, 2)).toBe(false);
  });
});
