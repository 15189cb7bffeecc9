import { describe, expect, it } from 'vitest';
import { defaultDatabaseId } from './defaultDatabase';

describe('default database of a new tab', () => {
  it('is the only database offered', () => {
    expect(defaultDatabaseId({ '7': { id: 7, database_name: 'examples' } })).toBe(7);
  });

  it('is the first by name when there are several, whatever the key order', () => {
    expect(
      defaultDatabaseId({
        '3': { id: 3, database_name: 'warehouse' },
        '9': { id: 9, database_name: 'Analytics' },
        '1': { id: 1, database_name: 'examples' },
      }),
    ).toBe(9);
  });

  it('is none when no database is offered', () => {
    expect(defaultDatabaseId({})).toBeNull();
    expect(defaultDatabaseId(undefined)).toBeNull();
  });
});
