import { Tag } from 'antd';
import {
  searchRoleOptions,
  searchUserOptions,
  useDeleteGroupMutation,
  useDeleteGroupsMutation,
  useGetGroupsQuery,
  type SecurityGroup,
} from '../../api/security';
import type { FetchSelects } from '../../components/ResourceList';
import { AdminList, type AdminListProps } from './AdminList';
import { GroupModal } from './GroupModal';

/** Options searched on the server, as a related-select filter wants them. */
const selects =
  (search: (text: string) => Promise<{ value: number; label: string }[]>): FetchSelects =>
  async (text) => {
    const data = await search(text);
    return { data, totalCount: data.length };
  };

const contains = (id: string, label: string) =>
  ({ id, input: 'search', label, operator: 'ct', placeholder: 'Type a value' }) as const;

/** The groups list: what AdminList needs to search, show, delete (one or many) and edit groups. */
const GROUPS: AdminListProps<SecurityGroup> = {
  kind: 'group',
  title: 'Groups',
  hooks: { useList: useGetGroupsQuery },
  initialSort: [{ id: 'name', desc: false }],
  empty: { title: 'No groups yet', image: 'filter-results', description: null },
  filters: [
    contains('name', 'Name'),
    contains('label', 'Label'),
    contains('description', 'Description'),
    {
      id: 'roles',
      input: 'related-select',
      label: 'Roles',
      operator: 'rel_m_m',
      fetchSelects: selects(searchRoleOptions),
    },
    {
      id: 'users',
      input: 'related-select',
      label: 'Users',
      operator: 'rel_m_m',
      fetchSelects: selects(searchUserOptions),
    },
  ],
  remove: {
    useDeleteOne: useDeleteGroupMutation,
    useDeleteMany: useDeleteGroupsMutation,
    name: (g) => g.name,
    title: 'Delete Group?',
    selected: 'groups',
    describe: (rows) =>
      rows.length === 1
        ? `Are you sure you want to delete the group ${rows[0]!.name}? Its members lose its roles.`
        : 'Are you sure you want to delete the selected groups?',
    waitInModal: true,
  },
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      render: (g) => <span data-test="group-list-name">{g.name}</span>,
    },
    { id: 'label', header: 'Label', sortable: true },
    { id: 'description', header: 'Description' },
    { id: 'roles', header: 'Roles', render: (g) => g.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>) },
    {
      id: 'users',
      header: 'Users',
      render: (g) => <span data-test="group-list-users">{g.users.map((u) => u.username).join(', ')}</span>,
    },
  ],
  Editor: ({ item, onHide }) => <GroupModal group={item} onHide={onHide} />,
};

/** /list_groups/: the groups with their roles and members; add, edit, delete and bulk delete. */
export default function GroupList() {
  return <AdminList<SecurityGroup> {...GROUPS} />;
}
