import { PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  useDeleteDatabaseMutation,
  useGetDatabasePermissionsQuery,
  useGetDatabasesQuery,
  type DatabaseListItem,
} from '../../api/databases';
import { errorText, isUnauthorized, normalizeError, sprintf } from '../../api/errors';
import type { ListQuery } from '../../api/types';
import { ListView, type FetchDataConfig } from '../../components/ListView';
import { useToasts } from '../../components/Toasts';
import { ListPageHeader } from '../lists/ListPageHeader';
import { toListQuery } from '../lists/toListQuery';
import { DatabaseDeleteModal } from './DatabaseDeleteModal';
import { DATABASE_FILTERS, databaseColumns } from './databaseListConfig';
import { DatabaseModal } from './modal/DatabaseModal';

const NO_ROWS: DatabaseListItem[] = [];

const deleteErrorText = (e: unknown) => {
  const err = normalizeError(e);
  return err.status === 403 ? 'You do not have permission to edit this database' : errorText(err);
};

/** What the connection modal is doing: connecting a new database, or editing one. */
type ModalState = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** /databaseview/list/: the database connections, with connect, edit and delete. */
export default function DatabaseList() {
  const { addSuccessToast, addDangerToast } = useToasts();
  const permissions = useGetDatabasePermissionsQuery();
  const canWrite = permissions.data?.includes('can_write') ?? false;

  const [query, setQuery] = useState<ListQuery | null>(null);
  const fetchData = useCallback((config: FetchDataConfig) => setQuery(toListQuery(config)), []);
  const list = useGetDatabasesQuery(query ?? skipToken);
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error))
      addDangerToast(sprintf('An error occurred while fetching %ss: %s', 'database', errorText(list.error)));
  }, [list.error, addDangerToast]);

  const [modal, setModal] = useState<ModalState>(null);
  const [toDelete, setToDelete] = useState<DatabaseListItem | null>(null);
  const [deleteDatabase] = useDeleteDatabaseMutation();

  const confirmDelete = async (d: DatabaseListItem) => {
    setToDelete(null);
    try {
      await deleteDatabase(d.id).unwrap();
      addSuccessToast(`Deleted: ${d.database_name}`);
    } catch (e) {
      addDangerToast(sprintf('There was an issue deleting %s: %s', d.database_name, deleteErrorText(e)));
    }
  };

  const columns = useMemo(
    () =>
      databaseColumns({
        canEdit: canWrite,
        canDelete: canWrite,
        onEdit: (d) => setModal({ mode: 'edit', id: d.id }),
        onDelete: setToDelete,
      }),
    [canWrite],
  );

  const openCreate = () => setModal({ mode: 'create' });

  return (
    <div data-test="database-list">
      <ListPageHeader title="Databases">
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={openCreate} data-test="btn-create-database">
            Database
          </Button>
        )}
      </ListPageHeader>
      <ListView<DatabaseListItem>
        columns={columns}
        filters={DATABASE_FILTERS}
        data={list.data?.result ?? NO_ROWS}
        count={list.data?.count ?? 0}
        loading={query === null || list.isFetching}
        fetchData={fetchData}
        rowKey={(d) => d.id}
        defaultViewMode="table"
        emptyState={{
          title: 'No databases yet',
          description: 'Connect a database to start building datasets, charts and queries.',
          ...(canWrite
            ? {
                buttonText: 'Database',
                buttonIcon: <PlusOutlined />,
                buttonAction: openCreate,
                buttonDataTest: 'empty-create-database',
              }
            : {}),
        }}
      />
      {modal && (
        <DatabaseModal
          key={modal.mode === 'edit' ? modal.id : 'new'}
          databaseId={modal.mode === 'edit' ? modal.id : null}
          onHide={() => setModal(null)}
        />
      )}
      <DatabaseDeleteModal
        database={toDelete}
        onConfirm={(d) => void confirmDelete(d)}
        onHide={() => setToDelete(null)}
      />
    </div>
  );
}
