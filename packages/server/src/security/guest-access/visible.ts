/** The guest's reach as a SQL predicate: `column` in the ids, or nothing at all when there are none. */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

export function idsIn(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- serves every aliased table (t).
  eb: ExpressionBuilder<any, any>,
  column: string,
  ids: readonly number[],
): Expression<SqlBool> {
  return ids.length ? eb(column, 'in', [...ids]) : sql<SqlBool>`1 = 0`;
}
