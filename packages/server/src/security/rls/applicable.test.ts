import { describe, expect, it } from 'vitest';
import { applicableRules, guestRules, rlsTerms } from './applicable.js';
import type { StoredRlsRule } from './rules.js';

const rule = (id: number, filterType: 'Regular' | 'Base', roles: string[], groupKey: string | null = null) =>
  ({ id, filterType, roles, groupKey, clause: `c${id}` }) satisfies StoredRlsRule;

describe('applicableRules (Superset get_rls_filters)', () => {
  const rules = [
    rule(1, 'Regular', ['east']),
    rule(2, 'Regular', ['west', 'north']),
    rule(3, 'Base', ['east']),
    rule(4, 'Base', []),
  ];

  it('takes Regular rules of a held role and Base rules naming none of the held roles', () => {
    expect(applicableRules(rules, ['east']).map((r) => r.clause)).toEqual(['c1', 'c4']);
    expect(applicableRules(rules, ['north', 'Gamma']).map((r) => r.clause)).toEqual(['c2', 'c3', 'c4']);
    expect(applicableRules(rules, []).map((r) => r.clause)).toEqual(['c3', 'c4']);
    expect(applicableRules(rules, ['east', 'west']).map((r) => r.clause)).toEqual(['c1', 'c2', 'c4']);
  });
});

describe('guestRules', () => {
  it('keeps the rules naming the dataset or none', () => {
    const rules = [{ clause: 'a' }, { dataset: 7, clause: 'b' }, { dataset: 8, clause: 'c' }];
    expect(guestRules(rules, 7)).toEqual([
      { clause: 'a', group: null },
      { clause: 'b', group: null },
    ]);
    expect(guestRules(undefined, 7)).toEqual([]);
  });
});

describe('rlsTerms', () => {
  it('ORs clauses of one group and ANDs groups and ungrouped clauses, each parenthesised', () => {
    const terms = rlsTerms(
      [
        { clause: 'a', group: 'g' },
        { clause: 'b', group: null },
        { clause: 'c', group: 'g' },
        { clause: 'd', group: 'h' },
        { clause: 'e', group: null },
      ],
      (clause) => clause.toUpperCase(),
    );
    expect(terms).toEqual(['(B)', '(E)', '((A) OR (C))', '(D)']);
  });
});
