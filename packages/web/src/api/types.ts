/** Response shapes of the Superset-compatible REST API, as the web app uses them. */

export interface CurrentUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
  is_anonymous: boolean;
}

/** Role name → list of [permission, view] pairs, e.g. {"Admin": [["can_read","Dashboard"]]}. */
export type RolePermissions = Record<string, [string, string][]>;

export interface CurrentUserWithRoles extends CurrentUser {
  roles: RolePermissions;
}

export interface UserRef {
  id: number;
  first_name: string;
  last_name: string;
}

export interface ListResponse<T> {
  count: number;
  ids: number[];
  result: T[];
}

export interface ListFilter {
  col: string;
  opr: string;
  value: unknown;
}

/** The rison `q` of a list call. */
export interface ListQuery {
  filters?: ListFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
  select_columns?: string[];
}

export interface RelatedOption {
  value: number;
  text: string;
  extra?: { email?: string; active?: boolean };
}

export interface RelatedResponse {
  count: number;
  result: RelatedOption[];
}

export interface DashboardListItem {
  id: number;
  dashboard_title: string;
  slug: string | null;
  url: string;
  published: boolean;
  status: 'published' | 'draft';
  changed_on_delta_humanized: string;
  changed_on_utc: string;
  changed_by: UserRef | null;
  changed_by_name: string;
  owners: UserRef[];
  certified_by: string | null;
  certification_details: string | null;
  thumbnail_url: string | null;
  tags: { id: number; name: string; type?: number | string }[];
}

export interface DashboardDetail {
  id: number;
  dashboard_title: string;
  slug: string | null;
  published: boolean;
  owners: UserRef[];
  json_metadata: string | null;
  position_json: string | null;
  css: string | null;
  certified_by: string | null;
  certification_details: string | null;
  changed_on: string;
  changed_by_name: string;
  url: string;
}

export interface DashboardCreate {
  dashboard_title: string;
  slug?: string;
  owners?: number[];
  published?: boolean;
}
