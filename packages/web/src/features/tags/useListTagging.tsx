/**
 * A list page's tagging (when TAGGING_SYSTEM is on): the "Tags" column, the "Tag" filter, and the
 * bulk "Tag" action with its dialog.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { TaggableType } from '../../api/tags';
import type { BulkAction, ListViewColumn, ListViewFilter } from '../../components/ListView';
import { BulkTagModal } from './BulkTagModal';
import { tagFilter, tagsColumn } from './listTags';
import { useTaggingEnabled } from './tagging';

type Tagged = { id: number; tags?: { id: number; name: string; type?: number | string }[] };

export interface ListTagging<T> {
  enabled: boolean;
  /** The columns with "Tags" inserted before the column `before` (hidden when tagging is off). */
  withColumn: (columns: ListViewColumn<T>[], before: string) => ListViewColumn<T>[];
  /** The filters with "Tag" added (none when tagging is off). */
  withFilter: (filters: ListViewFilter[]) => ListViewFilter[];
  bulkExtra: BulkAction<T>[];
  /** The bulk tag dialog while open; `onTagged` refetches the list. */
  dialog: (onTagged: () => void) => ReactNode;
}

export function useListTagging<T extends Tagged>(
  resource: TaggableType,
  tagIdOperator: string,
): ListTagging<T> {
  const enabled = useTaggingEnabled();
  const [rows, setRows] = useState<T[] | null>(null);
  return useMemo(
    () => ({
      enabled,
      withColumn: (columns, before) => {
        const col = { ...tagsColumn<T>(), hidden: !enabled };
        const at = columns.findIndex((c) => c.id === before);
        return at < 0 ? [...columns, col] : [...columns.slice(0, at), col, ...columns.slice(at)];
      },
      withFilter: (filters) => (enabled ? [...filters, tagFilter(tagIdOperator)] : filters),
      bulkExtra: enabled
        ? [{ key: 'tag', name: 'Tag', type: 'primary', onSelect: (r: T[]) => setRows(r) }]
        : [],
      dialog: (onTagged) =>
        rows && (
          <BulkTagModal
            resourceName={resource}
            selected={rows}
            onHide={() => setRows(null)}
            onTagged={onTagged}
          />
        ),
    }),
    [enabled, rows, resource, tagIdOperator],
  );
}
