/**
 * PostgreSQL's own reading of a statement (see sql-safety/inspection.ts): libpg-query is the
 * server's grammar compiled to WASM, so strings, comments and dollar quotes read as the server reads
 * them (connections run with standard_conforming_strings on, as libpg-query does). Its tree is
 * walked for RangeVar (relations), RangeFunction/RangeTableFunc/JsonTable (table functions) and
 * FuncCall (functions, in any expression), with CTE names scoped as PostgreSQL scopes them.
 */
import pgq from 'libpg-query';
import {
  InspectionBuilder,
  InspectionError,
  qualifiedName,
  type StatementInspection,
} from '../../sql-safety/inspection.js';

let loaded: Promise<void> | null = null;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** `[{String: {sval}}…]` → 'a.b'. */
function nameOf(list: unknown): string {
  if (!Array.isArray(list)) return '';
  return qualifiedName(...list.map((item) => ((item as Node)?.String as { sval?: string })?.sval ?? ''));
}

/** The function of a RangeFunction item (`FROM f(…)`, `ROWS FROM (f(…), g(…))`). */
function rangeFunctionName(item: unknown): string {
  const expr = ((item as Node)?.List as { items?: Node[] } | undefined)?.items?.[0];
  if (!isNode(expr)) return 'unknown';
  const call = expr.FuncCall as Node | undefined;
  return call ? nameOf(call.funcname) : Object.keys(expr)[0]?.toLowerCase() || 'unknown';
}

function walk(value: unknown, scope: ReadonlySet<string>, out: InspectionBuilder): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, scope, out);
    return;
  }
  if (!isNode(value)) return;
  for (const [type, node] of Object.entries(value)) {
    if (!isNode(node)) {
      walk(node, scope, out);
      continue;
    }
    if (type.endsWith('Stmt') && type !== 'SelectStmt') out.other();
    if (type === 'SelectStmt' && node.intoClause) out.other();
    let inner = scope;
    const withClause = node.withClause as { recursive?: boolean; ctes?: Node[] } | undefined;
    if (isNode(withClause) && Array.isArray(withClause.ctes)) {
      // Without RECURSIVE a CTE sees the ones before it; with it, every one of the list.
      const names = withClause.ctes.map((c) => text((c.CommonTableExpr as Node)?.ctename).toLowerCase());
      const all = new Set([...scope, ...names]);
      const seen = new Set(scope);
      withClause.ctes.forEach((cte, i) => {
        walk(cte, withClause.recursive ? all : new Set(seen), out);
        seen.add(names[i] ?? '');
      });
      inner = all;
    }
    if (type === 'RangeVar') {
      const table = text(node.relname);
      const schema = node.schemaname as string | undefined;
      const catalog = node.catalogname as string | undefined;
      if (schema || catalog || !inner.has(table.toLowerCase())) out.relation(table, schema, catalog);
    } else if (type === 'FuncCall') {
      out.function(nameOf(node.funcname));
    } else if (type === 'RangeFunction') {
      for (const item of (node.functions as unknown[] | undefined) ?? [])
        out.tableFunction(rangeFunctionName(item));
    } else if (type === 'RangeTableFunc') {
      out.tableFunction('xmltable');
    } else if (type === 'JsonTable') {
      out.tableFunction('json_table');
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'withClause') walk(child, inner, out);
  }
}

/** PostgreSQL's parse of `sql`; rejects with the server's own syntax error. */
export async function parsePostgres(sql: string): Promise<{ stmts?: { stmt: Node }[] }> {
  loaded ??= pgq.loadModule();
  await loaded;
  try {
    return pgq.parseSync(sql) as { stmts?: { stmt: Node }[] };
  } catch (err) {
    throw new InspectionError(err instanceof Error ? err.message : String(err));
  }
}

export async function inspectPostgres(sql: string): Promise<StatementInspection> {
  const tree = await parsePostgres(sql);
  const out = new InspectionBuilder();
  const stmts = tree.stmts ?? [];
  out.statements = stmts.length;
  for (const { stmt } of stmts) walk(stmt, new Set(), out);
  return out.build();
}
