/** The signed-in user as `/api/v1/me/` answers: from the request's user, or as stored after a change. */
import type { CurrentUser, MeUpdateResponse } from '@meridian/core';
import type { User } from '../../../meta/schema.js';
import type { AuthUser } from '../../../security/auth.js';

export const serializeCurrentUser = (u: AuthUser): CurrentUser => ({
  id: u.id,
  username: u.username,
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  is_active: true,
  is_anonymous: false,
});

export const serializeOwnUser = (row: User): MeUpdateResponse['result'] => ({
  id: row.id,
  username: row.username,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  login_count: row.login_count,
  is_active: row.active === 1,
  is_anonymous: false,
});
