/**
 * Superset's `email_subject` of a report schedule (the subject line of the report's mail; none: the
 * default "[prefix] name: chart or dashboard" subject), and the uniqueness of a name per type that
 * Superset's table declares (`uq_report_schedule_name_type`), so two concurrent creates cannot both win.
 */
import type { Kysely } from 'kysely';

export function reportsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('report_schedule').addColumn('email_subject', 'text').execute();
      await db.schema
        .createIndex('uq_report_schedule_name_type')
        .on('report_schedule')
        .columns(['name', 'type'])
        .unique()
        .execute();
    },
  };
}
