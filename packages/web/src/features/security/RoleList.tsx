import { useDeleteRoleMutation, useSearchRolesQuery, type RoleSearchItem } from '../../api/security';
import { AdminList, type AdminListProps } from './AdminList';
import { RoleModal } from './RoleModal';

/** The roles list: what AdminList needs to search, show, delete and edit roles. */
const ROLES: AdminListProps<RoleSearchItem> = {
  kind: 'role',
  title: 'Roles',
  hooks: { useList: useSearchRolesQuery },
  initialSort: [{ id: 'name', desc: false }],
  filters: [{ id: 'name', input: 'search', label: 'Name', operator: 'ct', placeholder: 'Type a value' }],
  remove: {
    useDeleteOne: useDeleteRoleMutation,
    name: (r) => r.name,
    title: 'Delete role?',
    describe: ([r]) =>
      `Are you sure you want to delete the role ${r!.name}? Its ${r!.user_ids.length} users lose its permissions.`,
    waitInModal: true,
  },
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      render: (r) => <span data-test="role-list-name">{r.name}</span>,
    },
    { id: 'user_ids', header: 'Users', width: 120, align: 'right', render: (r) => r.user_ids.length },
    { id: 'group_ids', header: 'Groups', width: 120, align: 'right', render: (r) => r.group_ids.length },
    {
      id: 'permission_ids',
      header: 'Permissions',
      width: 140,
      align: 'right',
      render: (r) => r.permission_ids.length,
    },
  ],
  Editor: ({ item, onHide }) => <RoleModal role={item} onHide={onHide} />,
};

/** /roles/list/: the roles with their member, group and permission counts; add, edit and delete. */
export default function RoleList() {
  return <AdminList<RoleSearchItem> {...ROLES} />;
}
