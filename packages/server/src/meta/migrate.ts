/** Migrations in code (Kysely Migrator), applied at start and by `meridian db-upgrade`. */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { MetaStore } from './db.js';
import { TableHelper } from './migrations/builder.js';
import { initialMigration } from './migrations/0001_initial.js';
import { tokenVersionMigration } from './migrations/0002_token_version.js';
import { groupsMigration } from './migrations/0003_groups.js';
import { registrationsMigration } from './migrations/0004_registrations.js';
import { reportsMigration } from './migrations/0005_reports.js';
import { reportRunsMigration } from './migrations/0006_report_runs.js';
import { tagsMigration } from './migrations/0007_tags.js';
import { annotationsMigration } from './migrations/0008_annotations.js';
import { rlsEmbeddedThemesMigration } from './migrations/0009_rls_embedded_themes.js';

function migrations(store: MetaStore): Record<string, Migration> {
  const h = new TableHelper(store.dialect);
  return {
    '0001_initial': initialMigration(h),
    '0002_token_version': tokenVersionMigration(),
    '0003_groups': groupsMigration(h),
    '0004_registrations': registrationsMigration(h),
    '0005_reports': reportsMigration(),
    '0006_report_runs': reportRunsMigration(h),
    '0007_tags': tagsMigration(h),
    '0008_annotations': annotationsMigration(h),
    '0009_rls_embedded_themes': rlsEmbeddedThemesMigration(h),
  };
}

export async function migrateToLatest(store: MetaStore): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations(store)) };
  const migrator = new Migrator({ db: store.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
