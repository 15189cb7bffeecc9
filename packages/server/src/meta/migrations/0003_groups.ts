/**
 * Flask-AppBuilder's groups: named sets of users that carry roles (`ab_group`, `ab_user_group`,
 * `ab_group_role`), so access can be granted to a team once. A user holds the roles of its groups
 * besides its own.
 */
import type { Kysely } from 'kysely';
import type { TableHelper } from './builder.js';

export function groupsMigration(h: TableHelper) {
  return {
    async up(db: Kysely<unknown>) {
      await h
        .table(db, 'ab_group')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('label', 'text')
        .addColumn('description', 'text')
        .execute();
      await h
        .table(db, 'ab_user_group')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('ab_group.id').onDelete('cascade'))
        .addUniqueConstraint('uq_user_group', ['user_id', 'group_id'])
        .execute();
      await h
        .table(db, 'ab_group_role')
        .addColumn('group_id', 'integer', (c) => c.notNull().references('ab_group.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
        .addUniqueConstraint('uq_group_role', ['group_id', 'role_id'])
        .execute();
    },
  };
}
