/**
 * What a home panel's cards need from their list, as the list pages give it (ResourceListContext):
 * the user's permissions on the resource, favourite stars, export of one object, and the delete dialog.
 */
import { useMemo, useState } from 'react';
import type { BundleResource } from '../../api/bundles';
import type { FavoriteHooks, ResourceListContext } from '../../components/ResourceList';
import { useBundleActions } from '../../components/ResourceList/useBundleActions';
import { useFavorites } from '../../components/ResourceList/useFavorites';

export interface PanelContextOptions {
  usePermissions: () => { data?: string[] };
  favorites?: FavoriteHooks;
  bundle?: BundleResource;
}

const useNoStatus = () => ({});
const useNoSet = () => [() => ({ unwrap: () => Promise.resolve() })] as const;
const NO_FAVORITES: FavoriteHooks = { useStatus: useNoStatus, useSet: useNoSet };

export function usePanelContext<T extends { id: number }>(
  options: PanelContextOptions,
  rows: T[],
  refetch: () => unknown,
) {
  const permissions = options.usePermissions().data ?? [];
  const canWrite = permissions.includes('can_write');
  const { canExport, exportRows } = useBundleActions<T>(
    options.bundle,
    { canWrite, canExport: permissions.includes('can_export') },
    refetch,
  );
  const ids = useMemo(() => rows.map((r) => r.id), [rows]);
  const { isStarred, toggle } = useFavorites(options.favorites ?? NO_FAVORITES, ids);
  const [toDelete, setToDelete] = useState<T[] | null>(null);
  const ctx = useMemo<ResourceListContext<T>>(
    () => ({
      canWrite,
      canExport,
      exportRows,
      isStarred,
      toggle,
      askDelete: setToDelete,
      refetch: () => void refetch(),
    }),
    [canWrite, canExport, exportRows, isStarred, toggle, refetch],
  );
  return { ctx, toDelete, closeDelete: () => setToDelete(null) };
}
