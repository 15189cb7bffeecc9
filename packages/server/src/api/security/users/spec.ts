/** The users list (`GET /api/v1/security/users/`, `_info`, `related/roles`, `related/groups`, `distinct/`; filters by role or group). */
import type { User } from '../../../meta/schema.js';
import type { ResourceSpec } from '../../resource.js';
import { sameNameColumns } from '../../resource/spec.js';
import { serializeUsers } from './serialize.js';

export const userSpec: ResourceSpec = {
  name: 'security/users',
  view: 'User',
  table: 'ab_user',
  columns: sameNameColumns({
    id: 'number',
    first_name: 'string',
    last_name: 'string',
    username: 'string',
    email: 'string',
    active: 'boolean',
    login_count: 'number',
    last_login: 'datetime',
    changed_on: 'datetime',
    created_on: 'datetime',
  }),
  relations: {
    roles: {
      kind: 'm2m',
      linkTable: 'ab_user_role',
      linkFk: 'user_id',
      targetFk: 'role_id',
      target: 'ab_role',
    },
    groups: {
      kind: 'm2m',
      linkTable: 'ab_user_group',
      linkFk: 'user_id',
      targetFk: 'group_id',
      target: 'ab_group',
    },
  },
  defaultOrder: ['username', 'asc'],
  visible: () => null,
  serialize: (rows, ctx) => serializeUsers(ctx.db, rows as User[]),
};
