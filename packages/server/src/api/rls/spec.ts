/**
 * The list spec of `/api/v1/rowlevelsecurity/` (Superset's RLSRestApi): rules are administrative, so
 * whoever may read them sees all. Filters on the rule's columns, on its roles and datasets
 * (`rel_m_m`) and on who created or changed it; order by Superset's order columns.
 */
import { sameNameColumns, AUDIT_RELATIONS, type ResourceSpec } from '../resource/spec.js';
import type { RlsRuleRow } from '../../meta/repositories/rls.js';
import { serializeRules } from './serialize.js';

/** Superset's class_permission_name of RLSRestApi: can_read/can_write on it. */
export const RLS_VIEW = 'Row Level Security';

const columns = sameNameColumns({
  id: 'number',
  name: 'string',
  filter_type: 'string',
  group_key: 'string',
  clause: 'string',
  description: 'string',
  changed_on: 'datetime',
  created_on: 'datetime',
});

export const rlsSpec: ResourceSpec = {
  name: 'rowlevelsecurity',
  view: RLS_VIEW,
  table: 'row_level_security_filters',
  columns: {
    ...columns,
    description: { ...columns.description!, sortable: false },
    created_on: { ...columns.created_on!, sortable: false },
  },
  relations: {
    roles: {
      kind: 'm2m',
      linkTable: 'rls_filter_roles',
      linkFk: 'rls_filter_id',
      targetFk: 'role_id',
      target: 'ab_role',
    },
    tables: {
      kind: 'm2m',
      linkTable: 'rls_filter_tables',
      linkFk: 'rls_filter_id',
      targetFk: 'table_id',
      target: 'tables',
    },
    ...AUDIT_RELATIONS,
  },
  sortAliases: { changed_on_delta_humanized: 'changed_on' },
  defaultOrder: ['changed_on', 'desc'],
  visible: () => null,
  serialize: (rows, ctx) => serializeRules(rows as RlsRuleRow[], ctx),
};
