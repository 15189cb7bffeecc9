import { describe, expect, it } from 'vitest';
import { limitNotice, rowCountLabel } from './resultNotice';

describe('result notices', () => {
  it('counts rows', () => {
    expect(rowCountLabel(1)).toBe('1 row returned');
    expect(rowCountLabel(1000000)).toBe('1,000,000 rows returned');
  });

  it('explains the limit', () => {
    expect(limitNotice('DROPDOWN', 1000)).toBe(
      'The number of rows displayed is limited to 1,000 by the limit dropdown.',
    );
    expect(limitNotice('QUERY', 5)).toBe('The number of rows displayed is limited to 5 by the query');
    expect(limitNotice('NOT_LIMITED', 5)).toBeNull();
    expect(limitNotice(undefined, 5)).toBeNull();
  });
});
