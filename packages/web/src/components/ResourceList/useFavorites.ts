import { useCallback, useEffect } from 'react';
import { errorText, isUnauthorized, sprintf } from '../../api/errors';
import { useToasts } from '../Toasts';

/** A resource's favourite endpoints (`favorite_status/` query and the optimistic toggle). */
export interface FavoriteHooks {
  useStatus: (
    ids: number[],
    options: { skip: boolean },
  ) => { data?: Record<number, boolean>; error?: unknown };
  useSet: () => readonly [
    (arg: { id: number; favorite: boolean }) => { unwrap: () => Promise<unknown> },
    ...unknown[],
  ];
}

export interface Favorites {
  isStarred: (id: number) => boolean;
  toggle: (id: number, isStarred: boolean) => void;
}

/** Favorite status of the listed objects and a toggle; failures become danger toasts (spec §8). */
export function useFavorites({ useStatus, useSet }: FavoriteHooks, ids: number[]): Favorites {
  const { addDangerToast } = useToasts();
  const status = useStatus(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSet();
  useEffect(() => {
    if (status.error && !isUnauthorized(status.error))
      addDangerToast(sprintf('There was an error fetching the favorite status: %s', errorText(status.error)));
  }, [status.error, addDangerToast]);
  const toggle = useCallback(
    (id: number, isStarred: boolean) => {
      setFavorite({ id, favorite: !isStarred })
        .unwrap()
        .catch((e: unknown) =>
          addDangerToast(sprintf('There was an error saving the favorite status: %s', errorText(e))),
        );
    },
    [setFavorite, addDangerToast],
  );
  const data = status.data;
  const isStarred = useCallback((id: number) => data?.[id] ?? false, [data]);
  return { isStarred, toggle };
}
