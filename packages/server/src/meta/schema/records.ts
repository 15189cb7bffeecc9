/** The key-value store (permalinks, filter state) and the action log. */
import type { Id, Ts } from './columns.js';

/** Key-value store for permalinks and filter state. */
export interface KeyValueTable {
  id: Id;
  uuid: string;
  resource: string;
  value: string;
  created_on: Ts;
  created_by_fk: number | null;
  changed_on: Ts | null;
  expires_on: Ts | null;
}

export interface LogTable {
  id: Id;
  action: string;
  user_id: number | null;
  json: string | null;
  dttm: Ts;
  dashboard_id: number | null;
  slice_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}
