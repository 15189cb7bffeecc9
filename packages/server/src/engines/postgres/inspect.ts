/**
 * PostgreSQL's own reading of a statement (see sql-safety/inspection.ts): libpg-query is the
 * server's grammar compiled to WASM, so strings, comments and dollar quotes read as the server reads
 * them (connections run with standard_conforming_strings on, as libpg-query does). Its tree is
 * walked for RangeVar (relations), RangeFunction/RangeTableFunc/JsonTable (table functions) and
 * FuncCall (functions, in any expression), with CTE names scoped as PostgreSQL scopes them.
 * Parse and walk run in the parse worker: a megabyte statement takes most of a second.
 */
import { walkPostgresOffThread } from '../../sql-safety/parse-worker.js';
import { InspectionError, type StatementInspection } from '../../sql-safety/inspection.js';

type TreeInspection = Omit<StatementInspection, 'executableComments'>;

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- libpg-query's tree is untyped JSON */
/**
 * The inspection of libpg-query's tree. Self-contained (no outer names): the worker receives it as
 * source text.
 */
export function inspectPostgresTree(tree: unknown): TreeInspection {
  const relations = new Map<string, { catalog: string | null; schema: string | null; table: string }>();
  const tableFunctions = new Set<string>();
  const functions = new Set<string>();
  let kind: 'select' | 'other' = 'select';
  const isNode = (v: unknown): v is Record<string, any> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  /** `[{String: {sval}}…]` → 'a.b', lower-cased. */
  const nameOf = (list: unknown): string =>
    Array.isArray(list)
      ? list
          .map((item) => text(item?.String?.sval))
          .filter((p) => p !== '')
          .join('.')
          .toLowerCase()
      : '';
  /** The function of a RangeFunction item (`FROM f(…)`, `ROWS FROM (f(…), g(…))`). */
  const rangeFunctionName = (item: any): string => {
    const expr = item?.List?.items?.[0];
    if (!isNode(expr)) return 'unknown';
    return expr.FuncCall ? nameOf(expr.FuncCall.funcname) : Object.keys(expr)[0]?.toLowerCase() || 'unknown';
  };
  const walk = (value: unknown, scope: ReadonlySet<string>): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, scope);
      return;
    }
    if (!isNode(value)) return;
    for (const [type, node] of Object.entries(value)) {
      if (!isNode(node)) {
        walk(node, scope);
        continue;
      }
      if ((type.endsWith('Stmt') && type !== 'SelectStmt') || (type === 'SelectStmt' && node.intoClause))
        kind = 'other';
      let inner = scope;
      const withClause = node.withClause;
      if (isNode(withClause) && Array.isArray(withClause.ctes)) {
        // Without RECURSIVE a CTE sees the ones before it; with it, every one of the list.
        const ctes: any[] = withClause.ctes;
        const names = ctes.map((c) => text(c?.CommonTableExpr?.ctename).toLowerCase());
        const all = new Set([...scope, ...names]);
        const seen = new Set(scope);
        ctes.forEach((cte, i) => {
          walk(cte, withClause.recursive ? all : new Set(seen));
          seen.add(names[i] ?? '');
        });
        inner = all;
      }
      if (type === 'RangeVar') {
        const ref = {
          catalog: text(node.catalogname) || null,
          schema: text(node.schemaname) || null,
          table: text(node.relname),
        };
        if (ref.schema || ref.catalog || !inner.has(ref.table.toLowerCase()))
          relations.set(JSON.stringify([ref.catalog, ref.schema, ref.table]), ref);
      } else if (type === 'FuncCall') {
        functions.add(nameOf(node.funcname));
      } else if (type === 'RangeFunction') {
        for (const item of Array.isArray(node.functions) ? node.functions : [])
          tableFunctions.add(rangeFunctionName(item));
      } else if (type === 'RangeTableFunc') {
        tableFunctions.add('xmltable');
      } else if (type === 'JsonTable') {
        tableFunctions.add('json_table');
      }
      for (const [key, child] of Object.entries(node)) if (key !== 'withClause') walk(child, inner);
    }
  };
  const stmts: any[] = isNode(tree) && Array.isArray(tree.stmts) ? tree.stmts : [];
  for (const entry of stmts) walk(entry?.stmt, new Set());
  return {
    statements: stmts.length,
    kind,
    relations: [...relations.values()],
    tableFunctions: [...tableFunctions],
    functions: [...functions],
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment */

export async function inspectPostgres(sql: string): Promise<StatementInspection> {
  const answer = await walkPostgresOffThread(sql, inspectPostgresTree);
  if (!answer.ok) throw new InspectionError(answer.error.message);
  return { ...answer.result, executableComments: false };
}
