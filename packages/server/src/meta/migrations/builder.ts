/** Column helpers that hide the two dialects' differences from the migrations. */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

export type MetaDialect = 'sqlite' | 'postgres';

export class TableHelper {
  constructor(readonly dialect: MetaDialect) {}

  /** A table with a generated integer primary key `id`. */
  table(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
    const t = db.schema.createTable(name);
    return this.dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  }

  /** created_on/changed_on and their users, as Superset's AuditMixin. */
  audit<T extends string>(t: CreateTableBuilder<string, T>): CreateTableBuilder<string, T> {
    return t
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('changed_on', 'text', (c) => c.notNull())
      .addColumn('created_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'))
      .addColumn('changed_by_fk', 'integer', (c) => c.references('ab_user.id').onDelete('set null'));
  }

  /** Booleans are 0/1 integers on both engines (better-sqlite3 cannot bind JS booleans). */
  bool<T extends string>(t: CreateTableBuilder<string, T>, name: string, dflt: 0 | 1) {
    return t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(dflt));
  }

  /** The large text type: `text` on both. */
  readonly text = 'text' as const;

  now() {
    return sql`CURRENT_TIMESTAMP`;
  }
}
