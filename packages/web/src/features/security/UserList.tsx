import { Tag } from 'antd';
import { useDeleteUserMutation, useGetUsersQuery, type SecurityUser } from '../../api/security';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import { YES_NO, type DeleteConfig } from '../../components/ResourceList';
import { BooleanCell } from '../databases/databaseListConfig';
import { AdminList } from './AdminList';
import { UserModal } from './UserModal';

const INITIAL_SORT = [{ id: 'username', desc: false }];
const FILTERS: ListViewFilter[] = [
  { id: 'username', input: 'search', label: 'Username', operator: 'ct', placeholder: 'Type a value' },
  { id: 'email', input: 'search', label: 'Email', operator: 'ct', placeholder: 'Type a value' },
  { id: 'active', input: 'select', label: 'Active', operator: 'eq', selects: YES_NO },
];
const DELETE: DeleteConfig<SecurityUser> = {
  useDeleteOne: useDeleteUserMutation,
  name: (u) => u.username,
  title: 'Delete user?',
  describe: ([u]) => `Are you sure you want to delete the user ${u!.username}?`,
  waitInModal: true,
};
const COLUMNS: ListViewColumn<SecurityUser>[] = [
  { id: 'first_name', header: 'First name', sortable: true },
  { id: 'last_name', header: 'Last name', sortable: true },
  {
    id: 'username',
    header: 'Username',
    sortable: true,
    render: (u) => <span data-test="user-list-username">{u.username}</span>,
  },
  { id: 'email', header: 'Email', sortable: true },
  {
    id: 'active',
    header: 'Active',
    sortable: true,
    width: 90,
    align: 'center',
    render: (u) => <BooleanCell value={u.active} />,
  },
  { id: 'roles', header: 'Roles', render: (u) => u.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>) },
  {
    id: 'last_login',
    header: 'Last login',
    sortable: true,
    width: 180,
    render: (u) => (u.last_login ? new Date(u.last_login).toLocaleString() : 'Never'),
  },
];

const UserEditor = ({ item, onHide }: { item: SecurityUser | null; onHide: () => void }) => (
  <UserModal user={item} onHide={onHide} />
);

/** /users/list/: every user, with add, edit (roles, activation, password) and delete. */
export default function UserList() {
  return (
    <AdminList<SecurityUser>
      kind="user"
      title="Users"
      hooks={{ useList: useGetUsersQuery }}
      columns={COLUMNS}
      filters={FILTERS}
      initialSort={INITIAL_SORT}
      remove={DELETE}
      Editor={UserEditor}
    />
  );
}
