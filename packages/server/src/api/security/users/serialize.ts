/** Users as `/api/v1/security/users/` lists and shows them: with their roles, never the password. */
import type { SecurityUserListItem } from '@meridian/core';
import type { MetaDb } from '../../../meta/db.js';
import { rolesOfUsers } from '../../../meta/repositories/user.js';
import type { User } from '../../../meta/schema.js';

export async function serializeUsers(db: MetaDb, rows: User[]): Promise<SecurityUserListItem[]> {
  const roles = await rolesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((u) => ({
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    username: u.username,
    email: u.email,
    active: u.active === 1,
    roles: roles.get(u.id) ?? [],
    groups: [],
    login_count: u.login_count,
    fail_login_count: u.fail_login_count,
    last_login: u.last_login,
    created_on: u.created_on,
    changed_on: u.changed_on,
    created_by: null,
    changed_by: null,
  }));
}
