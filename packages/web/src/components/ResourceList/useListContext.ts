/**
 * What a resource's columns, cards and dialogs need, for a list page and a home panel alike: the user's
 * permissions on the resource, favourite stars, export of rows as a bundle, and the delete dialog.
 */
import { useMemo, useState } from 'react';
import type { BundleResource } from '../../api/bundles';
import type { ResourceListContext } from './ResourceList';
import { useBundleActions } from './useBundleActions';
import { useFavorites, type FavoriteHooks } from './useFavorites';

export interface ListContextOptions {
  /** The user's permissions on the resource; without it everything but export is allowed. */
  usePermissions?: () => { data?: string[] };
  favorites?: FavoriteHooks;
  bundle?: BundleResource;
}

// Stand-ins for what a resource lacks; the options never change, so the hook order holds.
const ALL_ALLOWED = { data: ['can_write'] };
const useAllAllowed = () => ALL_ALLOWED;
const useNoStatus = () => ({});
const useNoSet = () => [() => ({ unwrap: () => Promise.resolve() })] as const;
const NO_FAVORITES: FavoriteHooks = { useStatus: useNoStatus, useSet: useNoSet };

export function useListContext<T extends { id: number }>(
  options: ListContextOptions,
  rows: T[],
  refetch: () => unknown,
) {
  const permissions = (options.usePermissions ?? useAllAllowed)();
  const canWrite = permissions.data?.includes('can_write') ?? false;
  const bundles = useBundleActions<T>(
    options.bundle,
    { canWrite, canExport: permissions.data?.includes('can_export') ?? false },
    refetch,
  );
  const { canExport, exportRows } = bundles;
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
  return { ctx, toDelete, setToDelete, bundles };
}
