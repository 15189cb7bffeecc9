/**
 * Which rules bind a user on a dataset, as Superset's get_rls_filters and get_sqla_row_level_filters:
 * a Regular rule when the user holds one of its roles, a Base rule when the user holds none of them;
 * a guest token's rules on top (those naming no dataset apply to every dataset).
 */
import type { GuestRlsRule } from '../guest.js';
import type { StoredRlsRule } from './rules.js';

/** One clause to add, and the group it is ORed within (null: ANDed on its own). */
export interface RlsClause {
  clause: string;
  group: string | null;
}

/** The stored rules that apply to a user holding `roleNames`, in id order. */
export function applicableRules(rules: readonly StoredRlsRule[], roleNames: Iterable<string>): RlsClause[] {
  const held = new Set(roleNames);
  return rules
    .filter((r) => {
      const names = r.roles.some((name) => held.has(name));
      return r.filterType === 'Base' ? !names : names;
    })
    .map((r) => ({ clause: r.clause, group: r.groupKey }));
}

/** A guest token's rules for dataset `datasetId`; each is ANDed on its own, as Superset's. */
export function guestRules(rules: readonly GuestRlsRule[] | undefined, datasetId: number): RlsClause[] {
  return (rules ?? [])
    .filter((r) => r.dataset === undefined || r.dataset === null || Number(r.dataset) === datasetId)
    .map((r) => ({ clause: r.clause, group: null }));
}

/**
 * The WHERE terms of a list of clauses, each clause already made safe by `safe`: ungrouped clauses
 * each a term, a group's clauses one term ORed. Parenthesised, so no clause can reach beyond its own.
 */
export function rlsTerms(
  clauses: readonly RlsClause[],
  safe: (clause: string, i: number) => string,
): string[] {
  const terms: string[] = [];
  const groups = new Map<string, string[]>();
  clauses.forEach((c, i) => {
    const sql = `(${safe(c.clause, i)})`;
    if (c.group === null) terms.push(sql);
    else groups.set(c.group, [...(groups.get(c.group) ?? []), sql]);
  });
  for (const members of groups.values())
    terms.push(members.length === 1 ? members[0]! : `(${members.join(' OR ')})`);
  return terms;
}
