import { PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorText, isUnauthorized, sprintf } from '../../api/errors';
import { useDeleteUserMutation, useGetUsersQuery, type SecurityUser } from '../../api/security';
import type { ListQuery } from '../../api/types';
import { DeleteModal } from '../../components/DeleteModal';
import {
  ListView,
  type FetchDataConfig,
  type ListViewColumn,
  type ListViewFilter,
} from '../../components/ListView';
import { useToasts } from '../../components/Toasts';
import { BooleanCell } from '../databases/databaseListConfig';
import { ListPageHeader } from '../lists/ListPageHeader';
import { toListQuery } from '../lists/toListQuery';
import { RowActions } from './RowActions';
import { UserModal } from './UserModal';

const NO_ROWS: SecurityUser[] = [];
const INITIAL_SORT = [{ id: 'username', desc: false }];

const FILTERS: ListViewFilter[] = [
  { id: 'username', input: 'search', label: 'Username', operator: 'ct', placeholder: 'Type a value' },
  { id: 'email', input: 'search', label: 'Email', operator: 'ct', placeholder: 'Type a value' },
  {
    id: 'active',
    input: 'select',
    label: 'Active',
    operator: 'eq',
    selects: [
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ],
  },
];

/** /users/list/: every user, with add, edit (roles, activation, password) and delete. */
export default function UserList() {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [query, setQuery] = useState<ListQuery | null>(null);
  const fetchData = useCallback((config: FetchDataConfig) => setQuery(toListQuery(config)), []);
  const list = useGetUsersQuery(query ?? skipToken);
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error))
      addDangerToast(sprintf('An error occurred while fetching %ss: %s', 'user', errorText(list.error)));
  }, [list.error, addDangerToast]);

  const [editing, setEditing] = useState<SecurityUser | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<SecurityUser | null>(null);
  const [deleteUser, deleting] = useDeleteUserMutation();

  const confirmDelete = async (u: SecurityUser) => {
    try {
      await deleteUser(u.id).unwrap();
      addSuccessToast(`Deleted: ${u.username}`);
    } catch (e) {
      addDangerToast(sprintf('There was an issue deleting %s: %s', u.username, errorText(e)));
    }
    setToDelete(null);
  };

  const columns = useMemo<ListViewColumn<SecurityUser>[]>(
    () => [
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
      {
        id: 'roles',
        header: 'Roles',
        render: (u) => u.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>),
      },
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
        render: (u) => (
          <RowActions kind="user" onEdit={() => setEditing(u)} onDelete={() => setToDelete(u)} />
        ),
      },
    ],
    [],
  );

  return (
    <div data-test="user-list">
      <ListPageHeader title="Users">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          data-test="btn-add-user"
        >
          User
        </Button>
      </ListPageHeader>
      <ListView<SecurityUser>
        columns={columns}
        filters={FILTERS}
        data={list.data?.result ?? NO_ROWS}
        count={list.data?.count ?? 0}
        loading={query === null || list.isFetching}
        fetchData={fetchData}
        rowKey={(u) => u.id}
        initialSort={INITIAL_SORT}
        defaultViewMode="table"
      />
      {editing && (
        <UserModal
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? null : editing}
          onHide={() => setEditing(null)}
        />
      )}
      <DeleteModal
        open={toDelete !== null}
        title="Delete user?"
        description={toDelete ? `Are you sure you want to delete the user ${toDelete.username}?` : null}
        confirming={deleting.isLoading}
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
        onHide={() => setToDelete(null)}
      />
    </div>
  );
}
