/** Flask-AppBuilder's groups of users and the roles they carry. */
import type { Id } from './columns.js';

export interface GroupTable {
  id: Id;
  name: string;
  label: string | null;
  description: string | null;
}
export interface UserGroupTable {
  id: Id;
  user_id: number;
  group_id: number;
}
export interface GroupRoleTable {
  id: Id;
  group_id: number;
  role_id: number;
}
