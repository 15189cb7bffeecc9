import { describe, expect, it } from 'vitest';
import { apiLoginSchema, currentUserWithRolesSchema, meUpdateSchema } from './auth.js';
import { roleSearchQuerySchema, userCreateSchema, userUpdateSchema } from './security.js';

const user = {
  first_name: ' Fiona ',
  last_name: 'Gamma',
  username: 'fiona',
  email: 'fiona@example.com',
  password: 'a-long-password-1',
};

describe('security wire contract', () => {
  it('fills a new user in: active, no roles, no groups, trimmed names', () => {
    expect(userCreateSchema.parse(user)).toEqual({
      ...user,
      first_name: 'Fiona',
      active: true,
      roles: [],
      groups: [],
    });
    // Group ids are positive integers, named by their field when wrong.
    const bad = userCreateSchema.safeParse({ ...user, groups: [0] });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['groups.0']);
  });

  it('names the fields a user body gets wrong', () => {
    const parsed = userCreateSchema.safeParse({ ...user, email: 'nope', first_name: ' ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'first_name']);
    expect(userUpdateSchema.parse({})).toEqual({});
  });

  it('reads the role search query with its defaults', () => {
    expect(roleSearchQuerySchema.parse({})).toEqual({
      filters: [],
      page: 0,
      page_size: 25,
      order_column: 'name',
      order_direction: 'asc',
    });
    expect(roleSearchQuerySchema.safeParse({ order_column: 'users' }).success).toBe(false);
  });

  it('describes sign-in and the signed-in user', () => {
    expect(apiLoginSchema.parse({ username: 'a', password: 'b' })).toEqual({
      username: 'a',
      password: 'b',
      provider: 'db',
      refresh: false,
    });
    const me = { id: 1, username: 'a', first_name: 'A', last_name: 'B', email: 'a@b.c' };
    const roles = { Admin: [['can_read', 'Dashboard']] };
    expect(
      currentUserWithRolesSchema.parse({ ...me, is_active: true, is_anonymous: false, roles }).roles,
    ).toEqual(roles);
    expect(meUpdateSchema.safeParse({ first_name: '' }).success).toBe(false);
  });
});
