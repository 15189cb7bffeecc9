/**
 * Tags (Superset's tagging system): `user_favorite_tag` holds the tags a user starred, and an index
 * on `tagged_object` finds an object's tags (every dashboard, chart and saved query answer asks).
 */
import type { Kysely } from 'kysely';
import type { TableHelper } from './builder.js';

export function tagsMigration(h: TableHelper) {
  return {
    async up(db: Kysely<unknown>) {
      await h
        .table(db, 'user_favorite_tag')
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('ab_user.id').onDelete('cascade'))
        .addUniqueConstraint('uq_user_favorite_tag', ['tag_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('ix_tagged_object_object')
        .on('tagged_object')
        .columns(['object_type', 'object_id'])
        .execute();
    },
  };
}
