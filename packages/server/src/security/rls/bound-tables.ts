/**
 * SQL Lab's side of row-level security (RLS_IN_SQLLAB): the physical tables of a database whose
 * datasets carry rules binding the user, as Superset's get_predicates_for_table finds a table's
 * dataset by database, schema and name. Only physical datasets stand for a table (a virtual one
 * named like a table reads whatever its SQL says). Names compare case-insensitively, and a dataset
 * without a schema stands for the default schemas, so a table is bound rather than missed.
 */
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../auth.js';
import type { RlsClause } from './applicable.js';
import { rlsClausesFor } from './source.js';

/** Schema names an unqualified table resolves to when the editor names none. */
const DEFAULT_SCHEMAS = ['main', 'public'];

export interface BoundTable {
  datasetId: number;
  schema: string | null;
  table: string;
  clauses: RlsClause[];
}

/** The tables of database `databaseId` with rules binding `user` (guest rules included). */
export async function boundTables(db: MetaDb, user: AuthUser, databaseId: number): Promise<BoundTable[]> {
  // Datasets with a stored rule (a guest's rules may name any dataset: then all of them).
  const anyDataset = (user.guest?.rls.length ?? 0) > 0;
  const datasets = await db
    .selectFrom('tables as t')
    .select(['t.id', 't.table_name', 't.schema'])
    .distinct()
    .where('t.database_id', '=', databaseId)
    .where('t.sql', 'is', null)
    .$if(!anyDataset, (q) =>
      q.where((eb) =>
        eb.exists(eb.selectFrom('rls_filter_tables as l').select('l.id').whereRef('l.table_id', '=', 't.id')),
      ),
    )
    .orderBy('t.id')
    .execute();
  const out: BoundTable[] = [];
  for (const d of datasets) {
    const clauses = await rlsClausesFor(db, user, d.id);
    if (clauses.length > 0) out.push({ datasetId: d.id, schema: d.schema, table: d.table_name, clauses });
  }
  return out;
}

const lower = (s: string | null | undefined) => (s ? s.toLowerCase() : null);

/**
 * The bound tables a table reference may stand for: same name, and the same schema (the editor's
 * schema, or a default one, for an unqualified reference; a dataset without a schema for any
 * default schema).
 */
export function matchingTables(
  bound: readonly BoundTable[],
  ref: { schema: string | null; table: string },
  defaultSchema: string | null,
): BoundTable[] {
  const schema = lower(ref.schema ?? defaultSchema);
  const isDefault = (s: string | null) => s === null || DEFAULT_SCHEMAS.includes(s);
  return bound.filter((b) => {
    if (lower(b.table) !== ref.table.toLowerCase()) return false;
    const own = lower(b.schema);
    if (own === schema) return true;
    return isDefault(own) && isDefault(schema);
  });
}
