/**
 * SQLite's own reading of a statement (see sql-safety/inspection.ts): the bytecode of
 * `EXPLAIN <statement>`, compiled on the database's own handle and never run. Every table or index
 * the program opens (OpenRead/OpenWrite/ReopenIdx, root page mapped through sqlite_schema) is a
 * relation; VOpen is a virtual table (table function); Function/AggStep name the functions.
 * Views are expanded by the compiler, so a view named in the text is reported as written and the
 * tables only it reads are left out, unless the text names them too.
 */
import type Database from 'better-sqlite3';
import type { BoundValue } from '../engine.js';
import { firstKeyword } from '../sql-text.js';
import { splitStatements } from '../../sqllab/sql-scan.js';
import { InspectionBuilder, InspectionError, type StatementInspection } from '../../sql-safety/inspection.js';

type Db = Database.Database;

const OPENS = new Set(['OpenRead', 'OpenWrite', 'ReopenIdx']);
const CALLS = new Set([
  'Function',
  'PureFunc',
  'Function0',
  'AggStep',
  'AggStep0',
  'AggFinal',
  'AggValue',
  'AggInverse',
]);
const READ_FIRST = new Set(['SELECT', 'WITH', 'VALUES']);
/** better-sqlite3 wants every placeholder bound, even for EXPLAIN. */
const MAX_PLACEHOLDERS = 999;

interface Opcode {
  opcode: string;
  p2: number;
  p3: number;
  p4: unknown;
}

interface Schema {
  /** Root page → table name (an index's page → its table). */
  roots: Map<number, string>;
  /** Lower-cased view name → name. */
  views: Map<string, string>;
}

function schemaOf(db: Db): Schema {
  const rows = db.prepare('SELECT type, name, tbl_name, rootpage FROM main.sqlite_schema').all() as {
    type: string;
    name: string;
    tbl_name: string;
    rootpage: number | null;
  }[];
  const roots = new Map<number, string>([[1, 'sqlite_schema']]);
  const views = new Map<string, string>();
  for (const row of rows) {
    if (row.type === 'view') views.set(row.name.toLowerCase(), row.name);
    else if (row.rootpage) roots.set(Number(row.rootpage), row.tbl_name);
  }
  return { roots, views };
}

function program(db: Db, sql: string, params: readonly BoundValue[]): Opcode[] {
  const explain = db.prepare(`EXPLAIN ${sql}`);
  const args: unknown[] = params.map((v) =>
    v instanceof Date ? v.toISOString() : typeof v === 'boolean' ? Number(v) : v,
  );
  for (;;) {
    try {
      return explain.all(...args) as Opcode[];
    } catch (err) {
      if (!/too few parameter/i.test(String(err)) || args.length >= MAX_PLACEHOLDERS) throw err;
      args.push(null);
    }
  }
}

/** Identifiers, quoted names and strings of the text, lower-cased (SQLite takes 'x' as a name too). */
function namesIn(sql: string): Set<string> {
  const out = new Set<string>();
  for (const m of sql.matchAll(
    /[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*|"((?:[^"]|"")*)"|`([^`]*)`|\[([^\]]*)\]|'((?:[^']|'')*)'/g,
  ))
    out.add((m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[0]).replace(/""|''/g, (q) => q[0] as string).toLowerCase());
  return out;
}

/** Tables the program opens; null when it opens one outside the main database. */
function tablesOpened(ops: Opcode[], schema: Schema): Set<string> | null {
  const tables = new Set<string>();
  for (const op of ops) {
    if (!OPENS.has(op.opcode)) continue;
    const table = op.p3 === 0 ? schema.roots.get(op.p2) : undefined;
    if (table === undefined) return null;
    tables.add(table);
  }
  return tables;
}

function inspectOne(
  db: Db,
  sql: string,
  params: readonly BoundValue[],
  schema: Schema,
  out: InspectionBuilder,
) {
  let ops: Opcode[];
  try {
    const stmt = db.prepare(sql);
    if (!stmt.readonly || !stmt.reader || !READ_FIRST.has(firstKeyword(sql))) out.other();
    ops = program(db, sql, params);
  } catch (err) {
    throw new InspectionError(err instanceof Error ? err.message : String(err));
  }
  const names = namesIn(sql);
  const tables = tablesOpened(ops, schema);
  if (tables === null) {
    out.other();
    out.relation('?');
    return;
  }
  // Tables read only through a view named in the text are the view's business.
  const viaViews = new Set<string>();
  for (const [lower, view] of schema.views) {
    if (!names.has(lower)) continue;
    out.relation(view);
    for (const t of tablesOpened(
      program(db, `SELECT * FROM main."${view.replace(/"/g, '""')}"`, []),
      schema,
    ) ?? [])
      viaViews.add(t);
  }
  for (const table of tables) if (!viaViews.has(table) || names.has(table.toLowerCase())) out.relation(table);
  const functions = new Set<string>();
  for (const op of ops) {
    if (CALLS.has(op.opcode) && typeof op.p4 === 'string')
      functions.add(op.p4.replace(/\(-?\d+\)$/, '').toLowerCase());
  }
  for (const fn of functions) out.function(fn);
  if (ops.some((op) => op.opcode === 'VOpen')) {
    // The program names a virtual table by address only: the names called in the text that are
    // not scalar functions are the candidates.
    const called = [...sql.matchAll(/([A-Za-z_][\w$]*)\s*\(/g)].map((m) => (m[1] as string).toLowerCase());
    const candidates = called.filter((n) => !functions.has(n));
    for (const name of candidates.length > 0 ? candidates : ['virtual_table']) out.tableFunction(name);
  }
}

export function inspectSqlite(db: Db, sql: string, params: readonly BoundValue[] = []): StatementInspection {
  const out = new InspectionBuilder();
  const statements = splitStatements(sql);
  out.statements = statements.length;
  const schema = schemaOf(db);
  for (const statement of statements)
    inspectOne(db, statement, statements.length === 1 ? params : [], schema, out);
  return out.build();
}
