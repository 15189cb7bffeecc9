import { Tag } from 'antd';
import {
  fetchUserRelated,
  useDeleteUserMutation,
  useGetUsersQuery,
  type SecurityUser,
} from '../../api/security';
import { relatedSelects, YES_NO } from '../../components/ResourceList';
import { BooleanCell } from '../databases/databaseListConfig';
import { AdminList, type AdminListProps } from './AdminList';
import { UserModal } from './UserModal';

/** The users list: what AdminList needs to search, show, delete and edit users. */
const USERS: AdminListProps<SecurityUser> = {
  kind: 'user',
  title: 'Users',
  hooks: { useList: useGetUsersQuery },
  initialSort: [{ id: 'username', desc: false }],
  filters: [
    { id: 'username', input: 'search', label: 'Username', operator: 'ct', placeholder: 'Type a value' },
    { id: 'email', input: 'search', label: 'Email', operator: 'ct', placeholder: 'Type a value' },
    { id: 'active', input: 'select', label: 'Active', operator: 'eq', selects: YES_NO },
    {
      id: 'roles',
      input: 'related-select',
      label: 'Roles',
      operator: 'rel_m_m',
      fetchSelects: relatedSelects(fetchUserRelated, 'roles'),
    },
    {
      id: 'groups',
      input: 'related-select',
      label: 'Groups',
      operator: 'rel_m_m',
      fetchSelects: relatedSelects(fetchUserRelated, 'groups'),
    },
  ],
  remove: {
    useDeleteOne: useDeleteUserMutation,
    name: (u) => u.username,
    title: 'Delete user?',
    describe: ([u]) => `Are you sure you want to delete the user ${u!.username}?`,
    waitInModal: true,
  },
  columns: [
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
      id: 'groups',
      header: 'Groups',
      render: (u) => (
        <span data-test="user-list-groups">
          {u.groups.map((g) => (
            <Tag key={g.id}>{g.name}</Tag>
          ))}
        </span>
      ),
    },
    {
      id: 'last_login',
      header: 'Last login',
      sortable: true,
      width: 180,
      render: (u) => (u.last_login ? new Date(u.last_login).toLocaleString() : 'Never'),
    },
  ],
  Editor: ({ item, onHide }) => <UserModal user={item} onHide={onHide} />,
};

/** /users/list/: every user, with add, edit (roles, groups, activation, password) and delete. */
export default function UserList() {
  return <AdminList<SecurityUser> {...USERS} />;
}
