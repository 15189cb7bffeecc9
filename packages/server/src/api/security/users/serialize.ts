/** Users as `/api/v1/security/users/` lists and shows them: with their roles and groups, never the password. */
import type { SecurityUserListItem } from '@meridian/core';
import type { MetaDb } from '../../../meta/db.js';
import { groupsOfUsers } from '../../../meta/repositories/group.js';
import { rolesOfUsers } from '../../../meta/repositories/user.js';
import type { User } from '../../../meta/schema.js';

export async function serializeUsers(db: MetaDb, rows: User[]): Promise<SecurityUserListItem[]> {
  const ids = rows.map((r) => r.id);
  const [roles, groups] = await Promise.all([rolesOfUsers(db, ids), groupsOfUsers(db, ids)]);
  return rows.map((u) => ({
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    username: u.username,
    email: u.email,
    active: u.active === 1,
    roles: roles.get(u.id) ?? [],
    groups: groups.get(u.id) ?? [],
    login_count: u.login_count,
    fail_login_count: u.fail_login_count,
    last_login: u.last_login,
    created_on: u.created_on,
    changed_on: u.changed_on,
    created_by: null,
    changed_by: null,
  }));
}
