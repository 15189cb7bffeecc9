/** What the rule dialog edits, and the body its save sends (Superset's RowLevelSecurityModal). */
import type { RlsFilterType, RlsPost, RlsRule } from '@meridian/core';
import type { SearchOption } from '../../components/SearchSelect';

export interface RlsDraft {
  name: string;
  filter_type: RlsFilterType;
  tables: SearchOption[];
  roles: SearchOption[];
  group_key: string;
  clause: string;
  description: string;
}

/** A dataset as its select shows it: `schema.table_name`, or the table name without a schema. */
export const datasetLabel = (t: { schema: string | null; table_name: string }) =>
  t.schema ? `${t.schema}.${t.table_name}` : t.table_name;

export function draftOf(rule: RlsRule | null): RlsDraft {
  return {
    name: rule?.name ?? '',
    filter_type: rule?.filter_type ?? 'Regular',
    tables: (rule?.tables ?? []).map((t) => ({ value: t.id, label: datasetLabel(t) })),
    roles: (rule?.roles ?? []).map((r) => ({ value: r.id, label: r.name })),
    group_key: rule?.group_key ?? '',
    clause: rule?.clause ?? '',
    description: rule?.description ?? '',
  };
}

/** Add/Save is enabled once the rule has a name, a clause and at least one dataset. */
export const canSaveRule = (d: RlsDraft) =>
  d.name.trim() !== '' && d.clause.trim() !== '' && d.tables.length > 0;

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function ruleBody(d: RlsDraft): RlsPost {
  return {
    name: d.name.trim(),
    filter_type: d.filter_type,
    tables: d.tables.map((t) => t.value),
    roles: d.roles.map((r) => r.value),
    group_key: orNull(d.group_key),
    clause: d.clause.trim(),
    description: orNull(d.description),
  };
}
