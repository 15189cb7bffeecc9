/** Row-level security rules and embedded dashboards (Superset's `row_level_security_filters`, `embedded_dashboards`). */
import type { Audit, Id } from './columns.js';

export interface RlsFilterTable extends Audit {
  id: Id;
  name: string;
  description: string | null;
  /** 'Regular' (applies to the roles) or 'Base' (applies to everyone except the roles). */
  filter_type: string;
  group_key: string | null;
  clause: string;
}

export interface RlsFilterRoleTable {
  id: Id;
  role_id: number;
  rls_filter_id: number;
}

export interface RlsFilterDatasetTable {
  id: Id;
  table_id: number;
  rls_filter_id: number;
}

export interface EmbeddedDashboardTable extends Audit {
  id: Id;
  uuid: string;
  dashboard_id: number;
  /** JSON text: a list of domains; empty allows any. */
  allowed_domains: string;
}
