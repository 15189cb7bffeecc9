import { useCallback, useEffect } from 'react';
import { useGetDashboardFavoriteStatusQuery, useSetDashboardFavoriteMutation } from '../../../api/dashboards';
import { errorText, isUnauthorized, sprintf } from '../../../api/errors';
import { useToasts } from '../../../components/Toasts';

/** Favorite status of the given dashboards and a toggle; failures become danger toasts (spec §8). */
export function useDashboardFavorites(ids: number[]) {
  const { addDangerToast } = useToasts();
  const status = useGetDashboardFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetDashboardFavoriteMutation();

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
  return { isStarred, toggle, loaded: Boolean(data) };
}
