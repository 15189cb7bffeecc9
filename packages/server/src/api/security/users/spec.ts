/** The users list (`GET /api/v1/security/users/`, `_info`, `related/roles`, `distinct/`). */
import type { User } from '../../../meta/schema.js';
import type { ResourceSpec } from '../../resource.js';
import { serializeUsers } from './serialize.js';

export const userSpec: ResourceSpec = {
  name: 'security/users',
  view: 'User',
  table: 'ab_user',
  columns: {
    id: { column: 'id', type: 'number' },
    first_name: { column: 'first_name', type: 'string' },
    last_name: { column: 'last_name', type: 'string' },
    username: { column: 'username', type: 'string' },
    email: { column: 'email', type: 'string' },
    active: { column: 'active', type: 'boolean' },
    login_count: { column: 'login_count', type: 'number' },
    last_login: { column: 'last_login', type: 'datetime' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    created_on: { column: 'created_on', type: 'datetime' },
  },
  relations: {
    roles: {
      kind: 'm2m',
      linkTable: 'ab_user_role',
      linkFk: 'user_id',
      targetFk: 'role_id',
      target: 'ab_role',
    },
  },
  defaultOrder: ['username', 'asc'],
  visible: () => null,
  serialize: (rows, ctx) => serializeUsers(ctx.db, rows as User[]),
};
