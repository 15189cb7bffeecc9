/**
 * /rowlevelsecurity/list/ (Superset's RowLevelSecurityList): the rules with search by name and group
 * key, filter type and modified-by filters, the add/edit dialog, delete and bulk delete.
 */
import { useCallback, useState } from 'react';
import {
  ResourceList,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../components/ResourceList';
import {
  useDeleteRlsRuleMutation,
  useDeleteRlsRulesMutation,
  useGetRlsPermissionsQuery,
  useGetRlsRulesQuery,
  type RlsRule,
} from './rlsApi';
import { RLS_FILTERS, rlsColumns } from './rlsListConfig';
import { RowLevelSecurityModal } from './RowLevelSecurityModal';

const RULES: ResourceListConfig<RlsRule> = {
  page: { testId: 'rls-list', title: 'Row Level Security', noun: 'rule' },
  hooks: { useList: useGetRlsRulesQuery, usePermissions: useGetRlsPermissionsQuery },
  filters: RLS_FILTERS,
  initialSort: [{ id: 'changed_on_delta_humanized', desc: true }],
  remove: {
    useDeleteOne: useDeleteRlsRuleMutation,
    useDeleteMany: useDeleteRlsRulesMutation,
    name: (r) => r.name,
    selected: 'rules',
    title: 'Please confirm',
  },
  empty: { title: 'No Rules yet', image: 'filter-results', description: null },
};

/** What the dialog edits: nothing (closed), a new rule, or an existing one. */
type Editing = { rule: RlsRule | null } | null;

export default function RowLevelSecurityList() {
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useCallback(
    (ctx: ResourceListContext<RlsRule>) => rlsColumns(ctx, (rule) => setEditing({ rule })),
    [],
  );
  const create = {
    label: 'Rule',
    testId: 'add-rule',
    emptyTestId: 'add-rule-empty',
    onClick: () => setEditing({ rule: null }),
  };
  return (
    <ResourceList<RlsRule> {...RULES} columns={columns} create={create}>
      {() =>
        editing && (
          <RowLevelSecurityModal
            key={editing.rule?.id ?? 'new'}
            rule={editing.rule}
            onHide={() => setEditing(null)}
          />
        )
      }
    </ResourceList>
  );
}
