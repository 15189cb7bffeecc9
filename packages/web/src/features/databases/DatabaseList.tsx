import { useCallback, useState } from 'react';
import {
  useDeleteDatabaseMutation,
  useGetDatabasePermissionsQuery,
  useGetDatabasesQuery,
  type DatabaseListItem,
} from '../../api/databases';
import { ResourceList, type DeleteConfig, type ResourceListContext } from '../../components/ResourceList';
import { DatabaseDeleteModal } from './DatabaseDeleteModal';
import { DATABASE_FILTERS, databaseColumns } from './databaseListConfig';
import { DatabaseModal } from './modal/DatabaseModal';

const DELETE: DeleteConfig<DatabaseListItem> = {
  useDeleteOne: useDeleteDatabaseMutation,
  name: (d) => d.database_name,
  forbidden: 'You do not have permission to edit this database',
  Dialog: DatabaseDeleteModal,
};
const EMPTY = {
  title: 'No databases yet',
  description: 'Connect a database to start building datasets, charts and queries.',
};

/** What the connection modal is doing: connecting a new database, or editing one. */
type ModalState = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** /databaseview/list/: the database connections, with connect, edit and delete. */
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
      testId="database-list"
      title="Databases"
      noun="database"
      useList={useGetDatabasesQuery}
      usePermissions={useGetDatabasePermissionsQuery}
      columns={columns}
      filters={DATABASE_FILTERS}
      remove={DELETE}
      create={create}
      empty={EMPTY}
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
