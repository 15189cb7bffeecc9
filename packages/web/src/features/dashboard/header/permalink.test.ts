import { describe, expect, it } from 'vitest';
import { permalinkUrlParams } from './permalink';

describe('permalinkUrlParams', () => {
  it('shares the query string without the edit flag', () => {
    expect(permalinkUrlParams('?edit=true&standalone=1&native_filters_key=abc')).toEqual([
      ['standalone', '1'],
      ['native_filters_key', 'abc'],
    ]);
  });
});
