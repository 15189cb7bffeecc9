import { PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorText, isUnauthorized, sprintf } from '../../api/errors';
import { useDeleteRoleMutation, useSearchRolesQuery, type RoleSearchItem } from '../../api/security';
import type { ListQuery } from '../../api/types';
import { DeleteModal } from '../../components/DeleteModal';
import {
  ListView,
  type FetchDataConfig,
  type ListViewColumn,
  type ListViewFilter,
} from '../../components/ListView';
import { useToasts } from '../../components/Toasts';
import { ListPageHeader } from '../lists/ListPageHeader';
import { toListQuery } from '../lists/toListQuery';
import { RoleModal } from './RoleModal';
import { RowActions } from './RowActions';

const NO_ROWS: RoleSearchItem[] = [];
const INITIAL_SORT = [{ id: 'name', desc: false }];
const FILTERS: ListViewFilter[] = [
  { id: 'name', input: 'search', label: 'Name', operator: 'ct', placeholder: 'Type a value' },
];

/** /roles/list/: the roles with their member and permission counts; add, edit and delete. */
export default function RoleList() {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [query, setQuery] = useState<ListQuery | null>(null);
  const fetchData = useCallback((config: FetchDataConfig) => setQuery(toListQuery(config)), []);
  const list = useSearchRolesQuery(query ?? skipToken);
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error))
      addDangerToast(sprintf('An error occurred while fetching %ss: %s', 'role', errorText(list.error)));
  }, [list.error, addDangerToast]);

  const [editing, setEditing] = useState<RoleSearchItem | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<RoleSearchItem | null>(null);
  const [deleteRole, deleting] = useDeleteRoleMutation();

  const confirmDelete = async (r: RoleSearchItem) => {
    try {
      await deleteRole(r.id).unwrap();
      addSuccessToast(`Deleted: ${r.name}`);
    } catch (e) {
      addDangerToast(sprintf('There was an issue deleting %s: %s', r.name, errorText(e)));
    }
    setToDelete(null);
  };

  const columns = useMemo<ListViewColumn<RoleSearchItem>[]>(
    () => [
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
      {
        id: 'actions',
        header: 'Actions',
        width: 100,
        render: (r) => (
          <RowActions kind="role" onEdit={() => setEditing(r)} onDelete={() => setToDelete(r)} />
        ),
      },
    ],
    [],
  );

  return (
    <div data-test="role-list">
      <ListPageHeader title="Roles">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          data-test="btn-add-role"
        >
          Role
        </Button>
      </ListPageHeader>
      <ListView<RoleSearchItem>
        columns={columns}
        filters={FILTERS}
        data={list.data?.result ?? NO_ROWS}
        count={list.data?.count ?? 0}
        loading={query === null || list.isFetching}
        fetchData={fetchData}
        rowKey={(r) => r.id}
        initialSort={INITIAL_SORT}
        defaultViewMode="table"
      />
      {editing && (
        <RoleModal
          key={editing === 'new' ? 'new' : editing.id}
          role={editing === 'new' ? null : editing}
          onHide={() => setEditing(null)}
        />
      )}
      <DeleteModal
        open={toDelete !== null}
        title="Delete role?"
        description={
          toDelete
            ? `Are you sure you want to delete the role ${toDelete.name}? Its ${toDelete.user_ids.length} users lose its permissions.`
            : null
        }
        confirming={deleting.isLoading}
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
        onHide={() => setToDelete(null)}
      />
    </div>
  );
}
