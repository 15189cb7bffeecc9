import { useCallback, useState } from 'react';
import { useDeleteRoleMutation, useSearchRolesQuery, type RoleSearchItem } from '../../api/security';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import { ResourceList, type DeleteConfig, type ResourceListContext } from '../../components/ResourceList';
import { RoleModal } from './RoleModal';
import { RowActions } from './RowActions';

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

function roleColumns(
  ctx: ResourceListContext<RoleSearchItem>,
  onEdit: (r: RoleSearchItem) => void,
): ListViewColumn<RoleSearchItem>[] {
  return [
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
      render: (r) => <RowActions kind="role" onEdit={() => onEdit(r)} onDelete={() => ctx.askDelete([r])} />,
    },
  ];
}

/** /roles/list/: the roles with their member and permission counts; add, edit and delete. */
export default function RoleList() {
  const [editing, setEditing] = useState<RoleSearchItem | 'new' | null>(null);
  const columns = useCallback((ctx: ResourceListContext<RoleSearchItem>) => roleColumns(ctx, setEditing), []);
  const create = { label: 'Role', testId: 'btn-add-role', onClick: () => setEditing('new') };
  return (
    <ResourceList<RoleSearchItem>
      testId="role-list"
      title="Roles"
      noun="role"
      useList={useSearchRolesQuery}
      columns={columns}
      filters={FILTERS}
      initialSort={INITIAL_SORT}
      remove={DELETE}
      create={create}
    >
      {() =>
        editing && (
          <RoleModal
            key={editing === 'new' ? 'new' : editing.id}
            role={editing === 'new' ? null : editing}
            onHide={() => setEditing(null)}
          />
        )
      }
    </ResourceList>
  );
}
