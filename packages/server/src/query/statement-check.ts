/**
 * The second line behind the fragment grammar: before a compiled chart query runs, the engine's own
 * reading of the whole statement (`Connector.inspect`) must read nothing its dataset does not. The
 * baseline is what `SELECT * FROM <dataset>` reads — the table, or whatever the virtual dataset's
 * SQL (written by its owner) reads — and the compiled statement may add no relation, no table
 * function and no denied function to it, and must be one read-only statement without executable
 * comments. Verdicts are cached by SQL text: the same chart asks the same question every time.
 */
import { LRUCache } from 'lru-cache';
import type { Connector } from '../engines/engine.js';
import { SqlExpressionError } from '../sql-safety/fragment.js';
import { isDeniedFunction, type SqlFamily } from '../sql-safety/functions.js';
import { InspectionError, type StatementInspection } from '../sql-safety/inspection.js';
import type { BoundValue } from '../engines/engine.js';

const verdicts = new LRUCache<string, true | string>({ max: 5000 });

const relationKey = (r: StatementInspection['relations'][number]) =>
  JSON.stringify([r.catalog, r.schema, r.table]);

/** Why `actual` reads more than `baseline`, or null when it does not. */
export function excess(
  actual: StatementInspection,
  baseline: StatementInspection,
  family: SqlFamily,
): string | null {
  if (actual.statements !== 1 || actual.kind !== 'select') return 'is not one read-only statement';
  if (actual.executableComments) return 'holds an executable comment';
  const allowed = new Set(baseline.relations.map(relationKey));
  const extra = actual.relations.find((r) => !allowed.has(relationKey(r)));
  if (extra)
    return `reads ${[extra.schema, extra.table].filter(Boolean).join('.')}, which its dataset does not`;
  const fn = actual.tableFunctions.find((f) => !baseline.tableFunctions.includes(f));
  if (fn) return `calls the table function ${fn}`;
  const denied = actual.functions.find((f) => isDeniedFunction(family, f) && !baseline.functions.includes(f));
  if (denied) return `calls the function ${denied}, which is not allowed`;
  return null;
}

export interface StatementCheck {
  connector: Connector;
  databaseId: number;
  /** The dataset's FROM item as compiled (`"schema"."table"` or `(<sql>) AS virtual_table`). */
  fromSql: string;
  schema: string | null;
  /** Field named in the error, e.g. `queries[0]`. */
  field: string;
}

async function inspectOrNull(
  connector: Connector,
  sql: string,
  params: readonly BoundValue[],
  schema: string | null,
): Promise<StatementInspection | null> {
  try {
    return await connector.inspect(sql, params, { schema });
  } catch (err) {
    // The engine cannot read the statement: running it fails the same way, with the engine's own
    // error for the user, so that error is left to the run.
    if (err instanceof InspectionError) return null;
    throw err;
  }
}

/** Throws SqlExpressionError (400) when the compiled statement reads beyond its dataset. */
export async function checkCompiledStatement(
  check: StatementCheck,
  sql: string,
  params: readonly BoundValue[],
): Promise<void> {
  const key = `${check.databaseId}\u0000${check.fromSql}\u0000${sql}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    const { connector, schema } = check;
    const baseline = await inspectOrNull(connector, `SELECT * FROM ${check.fromSql}`, [], schema);
    const actual = baseline && (await inspectOrNull(connector, sql, params, schema));
    if (!baseline || !actual) return;
    verdict = excess(actual, baseline, connector.spec.sqlFamily) ?? true;
    verdicts.set(key, verdict);
  }
  if (verdict !== true) throw new SqlExpressionError(check.field, `the query ${verdict}`);
}
