/**
 * Row types of the metadata store. Table and column names follow Superset's, so its vocabulary and
 * bundles map one to one. Conventions (decision 0002): ids are generated integers; booleans are 0/1
 * integers on every engine; timestamps are ISO-8601 UTC strings; JSON is text. The table interfaces
 * live in `schema/` by area; this file maps table names to them.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Id, OwnerLink } from './schema/columns.js';
import type {
  UserTable,
  RoleTable,
  PermissionTable,
  ViewMenuTable,
  PermissionViewTable,
  PermissionViewRoleTable,
  UserRoleTable,
  SessionTable,
} from './schema/security.js';
import type { DatabaseTable, DatasetTable, DatasetColumnTable, DatasetMetricTable } from './schema/data.js';
import type {
  SliceTable,
  DashboardTable,
  FavStarTable,
  TagTable,
  TaggedObjectTable,
  CssTemplateTable,
  ThemeTable,
} from './schema/content.js';
import type { SavedQueryTable, QueryTable, TabStateTable, TableSchemaTable } from './schema/sqllab.js';
import type { ReportScheduleTable, ReportRecipientTable, ReportExecutionLogTable } from './schema/reports.js';
import type { KeyValueTable, LogTable } from './schema/records.js';
import type { GroupRoleTable, GroupTable, UserGroupTable } from './schema/groups.js';
import type { RegisterUserTable, UserAttributeTable } from './schema/registrations.js';
import type { UserFavoriteTagTable } from './schema/tags.js';
import type { AnnotationLayerTable, AnnotationTable } from './schema/annotations.js';
import type {
  EmbeddedDashboardTable,
  RlsFilterDatasetTable,
  RlsFilterRoleTable,
  RlsFilterTable,
} from './schema/rls-embedded.js';

export type { OwnerLink };
export type {
  UserTable,
  RoleTable,
  PermissionTable,
  ViewMenuTable,
  PermissionViewTable,
  PermissionViewRoleTable,
  UserRoleTable,
  SessionTable,
  DatabaseTable,
  DatasetTable,
  DatasetColumnTable,
  DatasetMetricTable,
  SliceTable,
  DashboardTable,
  FavStarTable,
  TagTable,
  TaggedObjectTable,
  CssTemplateTable,
  ThemeTable,
  SavedQueryTable,
  QueryTable,
  TabStateTable,
  TableSchemaTable,
  ReportScheduleTable,
  ReportRecipientTable,
  ReportExecutionLogTable,
  KeyValueTable,
  LogTable,
};

export interface MetaSchema {
  ab_user: UserTable;
  ab_role: RoleTable;
  ab_permission: PermissionTable;
  ab_view_menu: ViewMenuTable;
  ab_permission_view: PermissionViewTable;
  ab_permission_view_role: PermissionViewRoleTable;
  ab_user_role: UserRoleTable;
  ab_group: GroupTable;
  ab_user_group: UserGroupTable;
  ab_group_role: GroupRoleTable;
  ab_register_user: RegisterUserTable;
  user_attribute: UserAttributeTable;
  sessions: SessionTable;
  dbs: DatabaseTable;
  tables: DatasetTable;
  table_columns: DatasetColumnTable;
  sql_metrics: DatasetMetricTable;
  sqlatable_user: OwnerLink & { table_id: number };
  slices: SliceTable;
  slice_user: OwnerLink & { slice_id: number };
  dashboards: DashboardTable;
  dashboard_slices: { id: Id; dashboard_id: number; slice_id: number };
  dashboard_user: OwnerLink & { dashboard_id: number };
  dashboard_roles: { id: Id; dashboard_id: number; role_id: number };
  favstar: FavStarTable;
  tag: TagTable;
  tagged_object: TaggedObjectTable;
  user_favorite_tag: UserFavoriteTagTable;
  saved_query: SavedQueryTable;
  query: QueryTable;
  tab_state: TabStateTable;
  table_schema: TableSchemaTable;
  key_value: KeyValueTable;
  report_schedule: ReportScheduleTable;
  report_schedule_user: OwnerLink & { report_schedule_id: number };
  report_recipient: ReportRecipientTable;
  report_execution_log: ReportExecutionLogTable;
  logs: LogTable;
  css_templates: CssTemplateTable;
  themes: ThemeTable;
  annotation_layers: AnnotationLayerTable;
  annotations: AnnotationTable;
  row_level_security_filters: RlsFilterTable;
  rls_filter_roles: RlsFilterRoleTable;
  rls_filter_tables: RlsFilterDatasetTable;
  embedded_dashboards: EmbeddedDashboardTable;
}

export type Dashboard = Selectable<DashboardTable>;
export type NewDashboard = Insertable<DashboardTable>;
export type DashboardUpdate = Updateable<DashboardTable>;
export type User = Selectable<UserTable>;
