/** The rule dialog's fields, each labelled with Superset's explanation of it. */
import { Form, Input, Select } from 'antd';
import { RLS_FILTER_TYPES, type RlsFilterType } from '@meridian/core';
import { SearchSelect } from '../../components/SearchSelect';
import { FieldLabel } from '../upload/FieldLabel';
import { fetchRlsRelated } from './rlsApi';
import type { RlsDraft } from './rlsDraft';

const OPTIONS_PAGE = 100;

/** Superset's texts of the dialog's info tooltips. */
const TIPS = {
  name: 'The name of the rule must be unique',
  filterType:
    'Regular filters add where clauses to queries if a user belongs to a role referenced in the filter, base filters apply filters to all queries except the roles defined in the filter, and can be used to define what users can see if no RLS filters within a filter group apply to them.',
  tables: 'These are the datasets this filter will be applied to.',
  roles:
    'For regular filters, these are the roles this filter will be applied to. For base filters, these are the roles that the filter DOES NOT apply to, e.g. Admin if admin should see all data.',
  groupKey:
    "Filters with the same group key will be ORed together within the group, while different filter groups will be ANDed together. Undefined group keys are treated as unique groups, i.e. are not grouped together. For example, if a table has three filters, of which two are for departments Finance and Marketing (group key = 'department'), and one refers to the region Europe (group key = 'region'), the filter clause would apply the filter (department = 'Finance' OR department = 'Marketing') AND (region = 'Europe').",
  clause:
    'This is the condition that will be added to the WHERE clause. For example, to only return rows for a particular client, you might define a regular filter with the clause `client_id = 9`. To display no rows unless a user belongs to a RLS filter role, a base filter can be created with the clause `1 = 0` (always false).',
};

const related = (column: 'tables' | 'roles') => async (search: string) => {
  const r = await fetchRlsRelated(column, search, 0, OPTIONS_PAGE);
  return r.result.map((o) => ({ value: o.value, label: o.text }));
};
const fetchTables = related('tables');
const fetchRoles = related('roles');

export function RlsFields({ draft, set }: { draft: RlsDraft; set: (patch: Partial<RlsDraft>) => void }) {
  return (
    <>
      <Form.Item label={<FieldLabel label="Rule Name" tip={TIPS.name} />} required>
        <Input
          aria-label="Rule Name"
          data-test="rule-name-test"
          value={draft.name}
          maxLength={255}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={<FieldLabel label="Filter Type" tip={TIPS.filterType} />}>
        <Select<RlsFilterType>
          aria-label="Filter Type"
          data-test="rule-filter-type-test"
          value={draft.filter_type}
          options={RLS_FILTER_TYPES.map((t) => ({ label: t, value: t }))}
          onChange={(filter_type) => set({ filter_type })}
        />
      </Form.Item>
      <Form.Item label={<FieldLabel label="Datasets" tip={TIPS.tables} />} required>
        <SearchSelect
          value={draft.tables}
          onChange={(tables) => set({ tables })}
          fetchOptions={fetchTables}
          ariaLabel="Tables"
          placeholder="Select datasets"
          dataTest="rule-tables-test"
        />
      </Form.Item>
      <Form.Item
        label={
          <FieldLabel label={draft.filter_type === 'Base' ? 'Excluded roles' : 'Roles'} tip={TIPS.roles} />
        }
      >
        <SearchSelect
          value={draft.roles}
          onChange={(roles) => set({ roles })}
          fetchOptions={fetchRoles}
          ariaLabel="Roles"
          placeholder="Select roles"
          dataTest="rule-roles-test"
        />
      </Form.Item>
      <Form.Item label={<FieldLabel label="Group Key" tip={TIPS.groupKey} />}>
        <Input
          aria-label="Group Key"
          data-test="group-key-test"
          value={draft.group_key}
          onChange={(e) => set({ group_key: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={<FieldLabel label="Clause" tip={TIPS.clause} />} required>
        <Input
          aria-label="Clause"
          data-test="clause-test"
          value={draft.clause}
          onChange={(e) => set({ clause: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Description">
        <Input.TextArea
          aria-label="Description"
          data-test="description-test"
          value={draft.description}
          autoSize={{ minRows: 3, maxRows: 6 }}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Form.Item>
    </>
  );
}
