import { Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useDeleteUserMutation, useGetUsersQuery, type SecurityUser } from '../../api/security';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import {
  ResourceList,
  YES_NO,
  type DeleteConfig,
  type ResourceListContext,
} from '../../components/ResourceList';
import { BooleanCell } from '../databases/databaseListConfig';
import { RowActions } from './RowActions';
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

function userColumns(
  ctx: ResourceListContext<SecurityUser>,
  onEdit: (u: SecurityUser) => void,
): ListViewColumn<SecurityUser>[] {
  return [
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
    {
      id: 'actions',
      header: 'Actions',
      width: 100,
      render: (u) => <RowActions kind="user" onEdit={() => onEdit(u)} onDelete={() => ctx.askDelete([u])} />,
    },
  ];
}

/** /users/list/: every user, with add, edit (roles, activation, password) and delete. */
export default function UserList() {
  const [editing, setEditing] = useState<SecurityUser | 'new' | null>(null);
  const columns = useCallback((ctx: ResourceListContext<SecurityUser>) => userColumns(ctx, setEditing), []);
  const create = { label: 'User', testId: 'btn-add-user', onClick: () => setEditing('new') };
  return (
    <ResourceList<SecurityUser>
      testId="user-list"
      title="Users"
      noun="user"
      useList={useGetUsersQuery}
      columns={columns}
      filters={FILTERS}
      initialSort={INITIAL_SORT}
      remove={DELETE}
      create={create}
    >
      {() =>
        editing && (
          <UserModal
            key={editing === 'new' ? 'new' : editing.id}
            user={editing === 'new' ? null : editing}
            onHide={() => setEditing(null)}
          />
        )
      }
    </ResourceList>
  );
}
