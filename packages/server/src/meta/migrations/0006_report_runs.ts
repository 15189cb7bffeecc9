/**
 * `report_execution_claim`: one row per (report schedule, scheduled time) the scheduler has started.
 * Its unique key is what makes a tick run a report once however many processes tick the same minute
 * (decision 0021); `finished_on` tells a redelivered job that the run already completed.
 */
import type { Kysely } from 'kysely';
import type { TableHelper } from './builder.js';

export function reportRunsMigration(h: TableHelper) {
  return {
    async up(db: Kysely<unknown>) {
      await h
        .table(db, 'report_execution_claim')
        .addColumn('report_schedule_id', 'integer', (c) =>
          c.notNull().references('report_schedule.id').onDelete('cascade'),
        )
        .addColumn('scheduled_dttm', 'text', (c) => c.notNull())
        .addColumn('execution_id', 'text', (c) => c.notNull().unique())
        .addColumn('created_on', 'text', (c) => c.notNull())
        .addColumn('finished_on', 'text')
        .addUniqueConstraint('uq_report_execution_claim', ['report_schedule_id', 'scheduled_dttm'])
        .execute();
    },
  };
}
