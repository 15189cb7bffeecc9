import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { parsePk } from './path-params.js';

describe('parsePk', () => {
  it('reads whole numbers and answers 404 for anything else', () => {
    expect(parsePk('42')).toBe(42);
    for (const raw of ['', '4x', '-1', '1.5', ' 1', undefined]) {
      expect(() => parsePk(raw), String(raw)).toThrow(HttpError);
    }
    let error: unknown;
    try {
      parsePk('x', 'Chart not found');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ statusCode: 404, message: 'Chart not found' });
  });
});
