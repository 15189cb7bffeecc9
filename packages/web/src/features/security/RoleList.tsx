import { useDeleteRoleMutation, useSearchRolesQuery, type RoleSearchItem } from '../../api/security';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import type { DeleteConfig } from '../../components/ResourceList';
import { AdminList } from './AdminList';
import { RoleModal } from './RoleModal';

const INITIAL_SORT = [{ id: 'name', desc: false }];
const FILTERS: ListViewFilter[] = [
  { id: 'name', input: 'search', label: 'Name', operator: 'ct', placeholder: 'Type a value' },
];
const DELETE: DeleteConfig<RoleSearchItem> = {
  useDeleteOne: useDeleteRoleMutation,
  name: (r) => r.name,
  title: 'Delete role?',
  describe: ([r]) =>
    `Are you sure you want to delete the role ${r!.name}? Its ${r!.user_ids.length} users lose its permissions.`,
  waitInModal: true,
};
const COLUMNS: ListViewColumn<RoleSearchItem>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    render: (r) => <span data-test="role-list-name">{r.name}</span>,
  },
  { id: 'user_ids', header: 'Users', width: 120, align: 'right', render: (r) => r.user_ids.length },
  {
    id: 'permission_ids',
    header: 'Permissions',
    width: 140,
    align: 'right',
    render: (r) => r.permission_ids.length,
  },
];

const RoleEditor = ({ item, onHide }: { item: RoleSearchItem | null; onHide: () => void }) => (
  <RoleModal role={item} onHide={onHide} />
);

/** /roles/list/: the roles with their member and permission counts; add, edit and delete. */
export default function RoleList() {
  return (
    <AdminList<RoleSearchItem>
      kind="role"
      title="Roles"
      hooks={{ useList: useSearchRolesQuery }}
      columns={COLUMNS}
      filters={FILTERS}
      initialSort={INITIAL_SORT}
      remove={DELETE}
      Editor={RoleEditor}
    />
  );
}
