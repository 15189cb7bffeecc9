/** Users, roles and permissions (Flask-AppBuilder's `ab_*` tables), and server-side sessions. */
import type { Generated } from 'kysely';
import type { Bool, Id, Ts } from './columns.js';

export interface UserTable {
  id: Id;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string | null;
  active: Bool;
  last_login: Ts | null;
  login_count: number;
  fail_login_count: number;
  created_on: Ts;
  changed_on: Ts;
  /** Bumped on a password change or deactivation: older JWTs and sessions are refused. */
  token_version: Generated<number>;
}
export interface RoleTable {
  id: Id;
  name: string;
}
export interface PermissionTable {
  id: Id;
  name: string;
}
export interface ViewMenuTable {
  id: Id;
  name: string;
}
export interface PermissionViewTable {
  id: Id;
  permission_id: number;
  view_menu_id: number;
}
export interface PermissionViewRoleTable {
  id: Id;
  permission_view_id: number;
  role_id: number;
}
export interface UserRoleTable {
  id: Id;
  user_id: number;
  role_id: number;
}

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export interface SessionTable {
  id: string;
  user_id: number;
  csrf_token: string;
  created_on: Ts;
  expires_on: Ts;
  last_seen: Ts;
  user_agent: string | null;
  /** The user's token_version when the session was created. */
  token_version: Generated<number>;
}
