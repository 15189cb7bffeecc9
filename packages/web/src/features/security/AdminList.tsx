import { useCallback, useState, type ComponentType } from 'react';
import { EditDeleteButtons } from '../../components/IconButton';
import type { ListViewColumn } from '../../components/ListView';
import {
  ResourceList,
  type ResourceListContext,
  type ResourceListProps,
} from '../../components/ResourceList';

const LABELS = { user: 'User', role: 'Role', group: 'Group' } as const;

export interface AdminListProps<T extends { id: number }> extends Omit<
  ResourceListProps<T>,
  'columns' | 'create' | 'children' | 'page'
> {
  kind: 'user' | 'role' | 'group';
  title: string;
  /** The columns before Actions. */
  columns: ListViewColumn<T>[];
  /** The add (item null) and edit dialog. */
  Editor: ComponentType<{ item: T | null; onHide: () => void }>;
}

/** A security list (users, roles, groups): "+ User", and per row Edit (the editor dialog) and Delete. */
export function AdminList<T extends { id: number }>({
  kind,
  title,
  columns,
  Editor,
  ...rest
}: AdminListProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const allColumns = useCallback(
    (ctx: ResourceListContext<T>): ListViewColumn<T>[] => [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        width: 100,
        render: (row) => (
          <EditDeleteButtons
            kind={kind}
            onEdit={() => setEditing(row)}
            onDelete={() => ctx.askDelete([row])}
          />
        ),
      },
    ],
    [columns, kind],
  );
  const label = LABELS[kind];
  const create = { label, testId: `btn-add-${kind}`, onClick: () => setEditing('new') };
  return (
    <ResourceList<T>
      {...rest}
      page={{ testId: `${kind}-list`, title, noun: kind }}
      columns={allColumns}
      create={create}
    >
      {() =>
        editing && (
          <Editor
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? null : editing}
            onHide={() => setEditing(null)}
          />
        )
      }
    </ResourceList>
  );
}
