/** Response shapes of the Superset-compatible REST API, as the web app uses them. */
import type { UserRef } from '@meridian/core';

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

export type {
  ListFilter,
  ListQueryInput as ListQuery,
  ListResponse,
  RelatedOption,
  RelatedResponse,
  UserRef,
} from '@meridian/core';

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
