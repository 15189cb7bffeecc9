import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect } from 'react';
import { useGetDashboardFavoriteStatusQuery, useSetDashboardFavoriteMutation } from '../../../api/dashboards';
import { isUnauthorized } from '../../../api/errors';
import { getGuestToken } from '../../../api/guestToken';
import { useToasts } from '../../../components/Toasts';

export const FAVORITE_STATUS_FAILED = 'There was an issue fetching the favorite status of this dashboard.';
export const FAVORITE_FAILED = 'There was an issue favoriting this dashboard.';

/** The star of one dashboard (spec §4): POST or DELETE, then the state flips; failures toast (§8). */
export function useHeaderFavorite(dashboardId: number) {
  const { addDangerToast } = useToasts();
  // A guest (embedded page) has no favourites.
  const status = useGetDashboardFavoriteStatusQuery(getGuestToken() ? skipToken : [dashboardId]);
  const [setFavorite] = useSetDashboardFavoriteMutation();

  useEffect(() => {
    if (status.error && !isUnauthorized(status.error)) addDangerToast(FAVORITE_STATUS_FAILED);
  }, [status.error, addDangerToast]);

  const toggle = useCallback(
    (id: number, isStarred: boolean) => {
      setFavorite({ id, favorite: !isStarred })
        .unwrap()
        .catch(() => addDangerToast(FAVORITE_FAILED));
    },
    [setFavorite, addDangerToast],
  );

  return { isStarred: status.data?.[dashboardId] ?? false, loaded: Boolean(status.data), toggle };
}
