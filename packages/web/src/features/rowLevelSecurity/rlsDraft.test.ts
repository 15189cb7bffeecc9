import { describe, expect, it } from 'vitest';
import type { RlsRule } from '@meridian/core';
import { canSaveRule, draftOf, ruleBody } from './rlsDraft';

const rule: RlsRule = {
  id: 3,
  name: 'EU',
  description: null,
  filter_type: 'Base',
  tables: [
    { id: 1, schema: 'main', table_name: 'orders' },
    { id: 2, schema: null, table_name: 'customers' },
  ],
  roles: [{ id: 4, name: 'Gamma' }],
  group_key: null,
  clause: "region = 'EU'",
  changed_on_delta_humanized: 'a minute ago',
  changed_by: null,
  created_by: null,
  changed_on: '2026-01-01T00:00:00',
  created_on: '2026-01-01T00:00:00',
};

describe('row level security dialog', () => {
  it('starts a new rule as Regular with nothing chosen, and an existing one with its labels', () => {
    expect(draftOf(null)).toMatchObject({ filter_type: 'Regular', tables: [], roles: [], clause: '' });
    expect(draftOf(rule)).toMatchObject({
      filter_type: 'Base',
      tables: [
        { value: 1, label: 'main.orders' },
        { value: 2, label: 'customers' },
      ],
      roles: [{ value: 4, label: 'Gamma' }],
      group_key: '',
    });
  });

  it('saves only with a name, a clause and a dataset', () => {
    const d = draftOf(rule);
    expect(canSaveRule(d)).toBe(true);
    expect(canSaveRule({ ...d, name: ' ' })).toBe(false);
    expect(canSaveRule({ ...d, clause: '' })).toBe(false);
    expect(canSaveRule({ ...d, tables: [] })).toBe(false);
  });

  it('sends ids and trimmed texts, empty optional texts as null', () => {
    expect(ruleBody({ ...draftOf(rule), name: ' EU ', group_key: ' ', description: 'Europe' })).toEqual({
      name: 'EU',
      filter_type: 'Base',
      tables: [1, 2],
      roles: [4],
      group_key: null,
      clause: "region = 'EU'",
      description: 'Europe',
    });
  });
});
