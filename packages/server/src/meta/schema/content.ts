/** Charts (slices), dashboards and what hangs on them: favorites, tags, CSS templates, themes. */
import type { Generated } from 'kysely';
import type { Audit, Bool, Id, Ts } from './columns.js';

export interface SliceTable extends Audit {
  id: Id;
  uuid: string;
  slice_name: string;
  datasource_id: number | null;
  datasource_type: string | null;
  viz_type: string;
  params: string | null;
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: Bool;
  external_url: string | null;
  last_saved_at: Ts | null;
  last_saved_by_fk: number | null;
}

export interface DashboardTable extends Audit {
  id: Id;
  uuid: string;
  dashboard_title: string | null;
  slug: string | null;
  position_json: string | null;
  json_metadata: string | null;
  description: string | null;
  css: string | null;
  published: Bool;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: Bool;
  external_url: string | null;
  theme_id: number | null;
}

export interface FavStarTable {
  id: Id;
  user_id: number;
  class_name: string;
  obj_id: number;
  dttm: Ts;
}

export interface TagTable extends Audit {
  id: Id;
  name: string;
  type: string;
  description: string | null;
}
export interface TaggedObjectTable {
  id: Id;
  tag_id: number;
  object_id: number;
  object_type: string;
}

export interface CssTemplateTable extends Audit {
  id: Id;
  uuid: string;
  template_name: string;
  css: string;
}
export interface ThemeTable extends Audit {
  id: Id;
  uuid: string;
  theme_name: string;
  json_data: string;
  is_system: Bool;
  is_system_default: Generated<Bool>;
  is_system_dark: Generated<Bool>;
}
