/**
 * The only requests a guest token authenticates: what the /embedded/{uuid} page needs to draw its
 * dashboard (the dashboard, its charts and datasets, chart data, filter option values, feature flags,
 * the embedded configuration) and its event log. Any other request carrying a guest token is refused
 * before a route runs, whatever the guest role's permissions: SQL Lab, databases, `/api/v1/me`, lists
 * and every write stay out of reach.
 */
const SEGMENT = '[^/?#]+';

const ALLOWED: readonly (readonly [method: string, path: RegExp])[] = [
  ['GET', new RegExp(`^/api/v1/dashboard/${SEGMENT}/?$`)],
  ['GET', new RegExp(`^/api/v1/dashboard/${SEGMENT}/(charts|datasets|tabs)/?$`)],
  ['GET', new RegExp(`^/api/v1/embedded_dashboard/${SEGMENT}/?$`)],
  ['POST', /^\/api\/v1\/chart\/data\/?$/],
  ['GET', new RegExp(`^/api/v1/datasource/${SEGMENT}/${SEGMENT}/column/${SEGMENT}/values/?$`)],
  ['GET', /^\/api\/v1\/feature_flags\/?$/],
  ['POST', /^\/superset\/log\/?$/],
];

/** Whether a guest may send `method` to `url` (query string ignored). */
export function guestMayRequest(method: string, url: string): boolean {
  const path = url.split('?')[0]!;
  // Dashboard list and machinery names (`_info`, `related`, `favorite_status`…) are not dashboards.
  if (/^\/api\/v1\/dashboard\/(_info|related|distinct|favorite_status|export|import)\b/.test(path))
    return false;
  return ALLOWED.some(([m, re]) => m === method && re.test(path));
}
