/** Response shapes of the Superset-compatible REST API, as the web app uses them. */
import type { CurrentUserWithRoles, Dashboard, DashboardBody } from '@meridian/core';

// The signed-in user (`/api/v1/me/`, `/api/v1/me/roles/`) as core's schemas describe it.
export type { CurrentUser, CurrentUserWithRoles } from '@meridian/core';

/** Role name → list of [permission, view] pairs, e.g. {"Admin": [["can_read","Dashboard"]]}. */
export type RolePermissions = CurrentUserWithRoles['roles'];

export type {
  ListFilter,
  ListQueryInput as ListQuery,
  ListResponse,
  RelatedOption,
  RelatedResponse,
  UserRef,
} from '@meridian/core';

/** A row of the dashboard list: the fields of core's dashboard answer the list pages read. */
export type DashboardListItem = Pick<
  Dashboard,
  | 'id'
  | 'dashboard_title'
  | 'slug'
  | 'url'
  | 'published'
  | 'status'
  | 'changed_on_delta_humanized'
  | 'changed_on_utc'
  | 'changed_by'
  | 'changed_by_name'
  | 'owners'
  | 'certified_by'
  | 'certification_details'
  | 'thumbnail_url'
  | 'tags'
>;

/** `GET /api/v1/dashboard/{id_or_slug}`'s result, as far as the dashboard page reads it. */
export type DashboardDetail = Pick<
  Dashboard,
  | 'id'
  | 'dashboard_title'
  | 'slug'
  | 'published'
  | 'owners'
  | 'json_metadata'
  | 'position_json'
  | 'css'
  | 'certified_by'
  | 'certification_details'
  | 'changed_on'
  | 'changed_by_name'
  | 'url'
  | 'theme'
>;

/** `POST /api/v1/dashboard/`. */
export type DashboardCreate = DashboardBody;
