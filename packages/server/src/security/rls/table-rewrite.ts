/**
 * One SELECT statement with some of its table reads replaced by filtered subqueries, as Superset's
 * RLS_IN_SQLLAB does (RLSMethod.AS_SUBQUERY): `FROM orders o` becomes
 * `FROM (SELECT * FROM orders WHERE <rule>) AS o`. The statement is parsed by node-sql-parser in the
 * engine's grammar, the FROM items are replaced in its tree (in joins, subqueries, CTEs and set
 * operations alike), and the SQL that runs is written from that tree. The result is parsed again and
 * every read of a bound table must sit inside one of the wrappers, unchanged; anything else refuses.
 */
import NodeSqlParser from 'node-sql-parser';
import type { ParserDialect } from '../../engines/engine.js';

const parser = new NodeSqlParser.Parser();

/** The statement cannot be rewritten safely (it is then refused). */
export class TableRewriteError extends Error {}

export interface TableRef {
  schema: string | null;
  table: string;
}

/** The condition (SQL, already made safe) a table's reads are filtered by; null: not bound. */
export type BoundCondition = (ref: TableRef) => string | null;

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A FROM item naming a table (not a subquery, a function or a VALUES list). */
const isTableItem = (item: unknown): item is Node & { table: string } =>
  isNode(item) && typeof item.table === 'string' && item.expr === undefined;

const refOf = (item: Node & { table: string }): TableRef => ({
  schema: typeof item.db === 'string' && item.db !== '' ? item.db : null,
  table: item.table,
});

function astify(sql: string, database: ParserDialect): Node {
  let ast: unknown;
  try {
    ast = parser.astify(sql, { database });
  } catch (err) {
    throw new TableRewriteError(`the statement could not be parsed (${(err as Error).message})`);
  }
  const list = Array.isArray(ast) ? ast : [ast];
  if (list.length !== 1 || !isNode(list[0])) throw new TableRewriteError('expected exactly one statement');
  return list[0];
}

const sqlify = (ast: Node, database: ParserDialect) => parser.sqlify(ast as never, { database });

/** Calls `visit` on every FROM list of the tree, with the node holding it. */
function eachFromList(node: unknown, visit: (from: unknown[], holder: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) eachFromList(child, visit);
    return;
  }
  if (!isNode(node)) return;
  if (Array.isArray(node.from)) visit(node.from, node);
  for (const value of Object.values(node)) eachFromList(value, visit);
}

/** The wrapper of one table item: `SELECT * FROM <item's table> WHERE <condition>`. */
function wrapperOf(item: Node & { table: string }, condition: string, database: ParserDialect): Node {
  const wrapper = astify(`SELECT * FROM rls_placeholder WHERE ${condition}`, database);
  const from = wrapper.from as Node[];
  if (wrapper.type !== 'select' || from.length !== 1)
    throw new TableRewriteError('the row-level security condition could not be parsed');
  // The table as written (schema, quoting), without the item's alias and join.
  const { as: _as, join: _join, on: _on, using: _using, ...table } = item;
  from[0] = table;
  return wrapper;
}

export interface Rewritten {
  sql: string;
  /** The bound references that were wrapped (as written). */
  wrapped: TableRef[];
}

/** `sql` (one SELECT) with every read of a bound table wrapped; unchanged when none is read. */
export function wrapBoundReads(sql: string, database: ParserDialect, bound: BoundCondition): Rewritten {
  const ast = astify(sql, database);
  if (ast.type !== 'select') throw new TableRewriteError('only a SELECT statement can be rewritten');
  const wrapped: TableRef[] = [];
  const wrappers: string[] = [];
  // The table items first, then their replacement (a wrapper reads the table itself).
  const items: { from: unknown[]; i: number; item: Node & { table: string } }[] = [];
  eachFromList(ast, (from) =>
    from.forEach((item, i) => {
      if (isTableItem(item)) items.push({ from, i, item });
    }),
  );
  for (const { from, i, item } of items) {
    const ref = refOf(item);
    const condition = bound(ref);
    if (condition === null) continue;
    const wrapper = wrapperOf(item, condition, database);
    wrappers.push(sqlify(wrapper, database));
    wrapped.push(ref);
    const { db: _db, table, as, ...rest } = item;
    from[i] = { ...rest, expr: { ast: wrapper, parentheses: true }, as: as ?? table };
  }
  if (wrapped.length === 0) return { sql, wrapped };
  const out = sqlify(ast, database);
  verify(out, database, bound, new Set(wrappers));
  return { sql: out, wrapped };
}

/**
 * The rewritten text read back: each read of a bound table must be the only FROM item of a SELECT
 * that is exactly one of the wrappers written (the emitter changed nothing on the way).
 */
function verify(sql: string, database: ParserDialect, bound: BoundCondition, wrappers: Set<string>): void {
  const ast = astify(sql, database);
  eachFromList(ast, (from, holder) => {
    for (const item of from) {
      if (!isTableItem(item) || bound(refOf(item)) === null) continue;
      if (from.length !== 1 || !wrappers.has(sqlify(holder, database)))
        throw new TableRewriteError('the rewritten statement reads a bound table outside its filter');
    }
  });
}
