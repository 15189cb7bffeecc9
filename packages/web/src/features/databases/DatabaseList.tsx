import { useCallback, useState } from 'react';
import {
  useDeleteDatabaseMutation,
  useGetDatabasePermissionsQuery,
  useGetDatabasesQuery,
  type DatabaseListItem,
} from '../../api/databases';
import {
  ResourceList,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../components/ResourceList';
import { UploadMenu } from '../upload';
import { DatabaseDeleteModal } from './DatabaseDeleteModal';
import { DATABASE_FILTERS, databaseColumns } from './databaseListConfig';
import { DatabaseModal } from './modal/DatabaseModal';

const DATABASES: ResourceListConfig<DatabaseListItem> = {
  page: { testId: 'database-list', title: 'Databases', noun: 'database' },
  hooks: { useList: useGetDatabasesQuery, usePermissions: useGetDatabasePermissionsQuery },
  filters: DATABASE_FILTERS,
  bundle: 'database',
  remove: {
    useDeleteOne: useDeleteDatabaseMutation,
    name: (d) => d.database_name,
    forbidden: 'You do not have permission to edit this database',
    Dialog: DatabaseDeleteModal,
  },
  empty: {
    title: 'No databases yet',
    description: 'Connect a database to start building datasets, charts and queries.',
  },
};

/** What the connection modal is doing: connecting a new database, or editing one. */
type ModalState = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** /databaseview/list/: the database connections, with connect, edit, delete, import, export and file uploads. */
export default function DatabaseList() {
  const [modal, setModal] = useState<ModalState>(null);
  const columns = useCallback(
    (ctx: ResourceListContext<DatabaseListItem>) =>
      databaseColumns(ctx, (d) => setModal({ mode: 'edit', id: d.id })),
    [],
  );
  const create = {
    label: 'Database',
    testId: 'btn-create-database',
    emptyTestId: 'empty-create-database',
    onClick: () => setModal({ mode: 'create' }),
  };
  return (
    <ResourceList<DatabaseListItem>
      {...DATABASES}
      columns={columns}
      create={create}
      headerExtra={<UploadMenu labels="databases" />}
    >
      {() =>
        modal && (
          <DatabaseModal
            key={modal.mode === 'edit' ? modal.id : 'new'}
            databaseId={modal.mode === 'edit' ? modal.id : null}
            onHide={() => setModal(null)}
          />
        )
      }
    </ResourceList>
  );
}
