/**
 * `?force=true` on a dashboard's URL (Superset's URL_PARAMS.force): every chart query of the page
 * bypasses the result cache while the parameter is there.
 */
export function urlForcesRefresh(search: string): boolean {
  const value = new URLSearchParams(search).get('force');
  return value === 'true' || value === '1';
}

/** Whether a chart query runs with force: asked by a refresh, or by the page's URL. */
export const queryForce = (requested: boolean, search = window.location.search): boolean =>
  requested || urlForcesRefresh(search);
