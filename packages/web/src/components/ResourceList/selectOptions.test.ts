import type { RelatedResponse } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { relatedOptionLabel, relatedSelects } from './selectOptions';

describe('related filter options', () => {
  it('tells users of the same name apart by their username', async () => {
    const answer: RelatedResponse = {
      count: 3,
      result: [
        { value: 1, text: 'Ann Lee', extra: { username: 'alee', active: true } },
        { value: 2, text: 'Ann Lee', extra: { username: 'ann.lee2', active: true } },
        { value: 3, text: 'examples', extra: { username: 'examples', active: true } },
      ],
    };
    const asked: unknown[] = [];
    const fetchSelects = relatedSelects((...args) => {
      asked.push(args);
      return Promise.resolve(answer);
    }, 'owners');
    const options = await fetchSelects('ann', 0, 100);
    expect(asked).toEqual([['owners', 'ann', 0, 100]]);
    expect(options).toEqual({
      totalCount: 3,
      data: [
        { label: 'Ann Lee (alee)', value: 1 },
        { label: 'Ann Lee (ann.lee2)', value: 2 },
        // The username adds nothing when it is the shown name.
        { label: 'examples', value: 3 },
      ],
    });
  });

  it('shows the text alone for options without a username (databases, roles)', () => {
    expect(relatedOptionLabel({ value: 4, text: 'examples' })).toBe('examples');
    expect(relatedOptionLabel({ value: 5, text: 'Bob', extra: { active: false } })).toBe('Bob');
  });
});
