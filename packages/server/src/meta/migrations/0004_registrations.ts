/**
 * Flask-AppBuilder's pending self-registrations (`ab_register_user`: who asked for an account, when,
 * and the activation hash), and Superset's per-user attributes (`user_attribute`: the avatar URL that
 * `GET /api/v1/user/{id}/avatar.png` redirects to).
 */
import type { Kysely } from 'kysely';
import type { TableHelper } from './builder.js';

export function registrationsMigration(h: TableHelper) {
  return {
    async up(db: Kysely<unknown>) {
      await h
        .table(db, 'ab_register_user')
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password', 'text')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('registration_date', 'text')
        .addColumn('registration_hash', 'text')
        .execute();
      await h
        .table(db, 'user_attribute')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().unique().references('ab_user.id').onDelete('cascade'),
        )
        .addColumn('avatar_url', 'text')
        .execute();
    },
  };
}
