/** Columns and row buttons several list pages share. */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { AvatarGroup } from '../AvatarGroup';
import { FaveStar } from '../FaveStar';
import type { CardSortOption, ListViewColumn } from '../ListView';
import type { UserRef } from '../../api/types';
import type { ResourceListContext } from './ResourceList';

/** The star column (its id is the API's `id`, which the Favorite filter refers to). */
export const favoriteColumn = <T extends { id: number }>(ctx: ResourceListContext<T>): ListViewColumn<T> => ({
  id: 'id',
  header: '',
  width: 48,
  render: (row) => <FaveStar itemId={row.id} isStarred={ctx.isStarred(row.id)} onToggle={ctx.toggle} />,
});

export const ownersColumn = <T extends { owners: UserRef[] }>(width: number): ListViewColumn<T> => ({
  id: 'owners',
  header: 'Owners',
  width,
  render: (row) => <AvatarGroup users={row.owners} />,
});

/** "Last modified" (humanized), with who modified it as its tooltip. */
export const modifiedColumn = <T extends { changed_on_delta_humanized: string }>(
  width: number,
  modifiedBy: (row: T) => string | null | undefined,
): ListViewColumn<T> => ({
  id: 'changed_on_delta_humanized',
  header: 'Last modified',
  sortable: true,
  width,
  render: (row) => {
    const by = modifiedBy(row);
    return (
      <Tooltip title={by ? `Modified by ${by}` : undefined}>
        <span>{row.changed_on_delta_humanized}</span>
      </Tooltip>
    );
  },
});

export interface RowActionProps {
  /** The tooltip. */
  title: string;
  /** The button's accessible name (the tooltip by default). */
  label?: string;
  icon: ReactNode;
  testId?: string;
  onClick?: () => void;
}

/** A row's icon button (Edit, Delete…) with its tooltip. */
export function RowAction({ title, label = title, icon, testId, onClick }: RowActionProps) {
  return (
    <Tooltip title={title}>
      <Button type="text" size="small" aria-label={label} data-test={testId} icon={icon} onClick={onClick} />
    </Tooltip>
  );
}

/** A row's "Export" (with can_export): the object and what it needs, as one bundle. */
export function ExportAction<T extends { id: number }>({
  row,
  ctx,
  testId,
}: {
  row: T;
  ctx: ResourceListContext<T>;
  testId: string;
}) {
  if (!ctx.canExport) return null;
  return (
    <RowAction
      title="Export"
      testId={testId}
      icon={<UploadOutlined />}
      onClick={() => ctx.exportRows([row])}
    />
  );
}

/** The card view's sorts: by name, and by last modification either way. */
export const cardSorts = (nameId: string): CardSortOption[] => [
  { label: 'Alphabetical', id: nameId, desc: false },
  { label: 'Recently modified', id: 'changed_on_delta_humanized', desc: true },
  { label: 'Least recently modified', id: 'changed_on_delta_humanized', desc: false },
];
