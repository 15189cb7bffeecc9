/**
 * A per-user token version: JWTs and sessions carry the version current when they were issued, and a
 * password change or deactivation bumps it, so every older token stops working at once.
 */
import type { Kysely } from 'kysely';

export function tokenVersionMigration() {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['ab_user', 'sessions']) {
        await db.schema
          .alterTable(table)
          .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
  };
}
