/** One row the caller may see, by id: the lookup behind findChart, findDataset and findDatabase. */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import { NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import type { MetaSchema } from '../../meta/schema.js';

/** The guarded tables, aliased `t` in their visibility predicates. */
type Guarded = 'slices' | 'tables' | 'dbs';
type Aliased<T extends Guarded> = MetaSchema & { t: MetaSchema[T] };

/** The row `id` of `table` if `visible` (null: every row) lets the caller see it; else NotFound(message). */
export async function findVisibleRow<T extends Guarded>(
  db: MetaDb,
  table: T,
  id: number,
  visible: (eb: ExpressionBuilder<Aliased<T>, 't'>) => Expression<SqlBool> | null,
  message: string,
): Promise<Selectable<MetaSchema[T]>> {
  // Kysely types a table alias only for a literal name; the alias is `t` whatever the table.
  const row = await (db as unknown as Kysely<Aliased<T>>)
    .selectFrom(`${table} as t` as 't')
    .selectAll('t')
    .where((eb) => {
      const vis = visible(eb);
      const match = sql<SqlBool>`${sql.ref('t.id')} = ${id}`;
      return vis ? eb.and([match, vis]) : match;
    })
    .executeTakeFirst();
  if (!row) throw new NotFound(message);
  return row;
}
