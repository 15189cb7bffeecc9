/**
 * Row-level security rules (Superset's `row_level_security_filters` with its `rls_filter_roles` and
 * `rls_filter_tables` links), embedded dashboards (`embedded_dashboards`: the uuid an iframe names and the
 * domains allowed to frame it) and the themes' system flags (`is_system_default`, `is_system_dark`).
 * The user's own theme choice is kept in `user_attribute.theme_mode`.
 */
import type { Kysely } from 'kysely';
import type { TableHelper } from './builder.js';

export function rlsEmbeddedThemesMigration(h: TableHelper) {
  return {
    async up(db: Kysely<unknown>) {
      await h
        .table(db, 'row_level_security_filters')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('description', h.text)
        // 'Regular' or 'Base'.
        .addColumn('filter_type', 'text', (c) => c.notNull())
        .addColumn('group_key', 'text')
        .addColumn('clause', h.text, (c) => c.notNull())
        .$call((t) => h.audit(t))
        .execute();
      await h
        .table(db, 'rls_filter_roles')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('ab_role.id').onDelete('cascade'))
        .addColumn('rls_filter_id', 'integer', (c) =>
          c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
        )
        .execute();
      await h
        .table(db, 'rls_filter_tables')
        .addColumn('table_id', 'integer', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('rls_filter_id', 'integer', (c) =>
          c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createIndex('ix_rls_filter_tables_table')
        .on('rls_filter_tables')
        .column('table_id')
        .execute();
      await db.schema
        .createIndex('ix_rls_filter_roles_role')
        .on('rls_filter_roles')
        .column('role_id')
        .execute();

      await h
        .table(db, 'embedded_dashboards')
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('dashboard_id', 'integer', (c) =>
          c.notNull().unique().references('dashboards.id').onDelete('cascade'),
        )
        // JSON text: a list of domains (empty: any domain may frame it).
        .addColumn('allowed_domains', h.text, (c) => c.notNull())
        .$call((t) => h.audit(t))
        .execute();

      await db.schema
        .alterTable('themes')
        .addColumn('is_system_default', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('themes')
        .addColumn('is_system_dark', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // 'default' | 'dark' | 'system' (the user's own choice in the user menu); null: not chosen.
      await db.schema.alterTable('user_attribute').addColumn('theme_mode', 'text').execute();
    },
  };
}
