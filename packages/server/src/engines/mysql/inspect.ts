/**
 * MySQL/MariaDB's reading of a statement (see sql-safety/inspection.ts). No parser of the server's
 * own exists in JavaScript, so three checks meet:
 * - executable comments and optimizer hints (`/*!…*\/`, `/*M!…*\/`, `/*+…*\/`), which the server runs
 *   and other parsers skip, are found by a lexer that follows the server's comment and string
 *   rules (read both with and without backslash escapes, as sql_mode may have either);
 * - relations and functions come from node-sql-parser's MySQL grammar (in the parse worker);
 * - the server's own plan (`EXPLAIN FORMAT=JSON`) must name no table that the AST did not see
 *   (as a table or an alias); otherwise the reading differs and the statement is 'other'.
 */
import { parseOffThread, type SlimAst } from '../../sql-safety/parse-worker.js';
import { isDeniedFunction } from '../../sql-safety/functions.js';
import { InspectionBuilder, InspectionError, type StatementInspection } from '../../sql-safety/inspection.js';
import type { BoundValue } from '../engine.js';

/** Runs EXPLAIN FORMAT=JSON of the statement; its plan as JSON text. */
export type ExplainJson = (sql: string, params: readonly BoundValue[]) => Promise<string>;

/** True when the text holds an executable comment or hint, read the way MySQL reads it. */
export function hasExecutableComment(sql: string, backslashEscapes = true): boolean {
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] as string;
    const next = sql[i + 1];
    if (ch === "'" || ch === '"' || ch === '`') {
      i += 1;
      while (i < sql.length) {
        const c = sql[i];
        if (backslashEscapes && c === '\\' && ch !== '`') i += 2;
        else if (c === ch && sql[i + 1] === ch) i += 2;
        else if (c === ch) break;
        else i += 1;
      }
      i += 1;
    } else if (ch === '#' || (ch === '-' && next === '-' && !(sql.charCodeAt(i + 2) > 32))) {
      // `--` starts a comment before a blank, a control character or the end only.
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (ch === '/' && next === '*') {
      const mark = sql.slice(i + 2, i + 4);
      if (mark.startsWith('!') || mark.startsWith('+') || mark === 'M!') return true;
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
    } else i += 1;
  }
  return false;
}

function chain(ast: SlimAst | null | undefined): SlimAst[] {
  const out: SlimAst[] = [];
  for (let node = ast; node; node = node._next) out.push(node);
  return out;
}

/** A read that returns rows: SELECT (set operations and CTEs included) without INTO. */
function isRead(ast: SlimAst | null | undefined): boolean {
  return chain(ast).every(
    (part) =>
      part.type === 'select' && !part.into?.expr && (part.with ?? []).every((cte) => isRead(cte.stmt?.ast)),
  );
}

function cteNames(ast: SlimAst | null | undefined, out: Set<string>): Set<string> {
  for (const part of chain(ast)) {
    for (const cte of part.with ?? []) {
      if (cte.name) out.add(cte.name.toLowerCase());
      cteNames(cte.stmt?.ast, out);
    }
  }
  return out;
}

/** Every `table_name` of a plan, except the server's own derived, subquery and union tables. */
function planTables(plan: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(plan)) for (const item of plan) planTables(item, out);
  else if (plan && typeof plan === 'object') {
    for (const [key, value] of Object.entries(plan)) {
      if (key === 'table_name' && typeof value === 'string') {
        if (!/^<(derived|subquery|union|temporary|materialize)/i.test(value)) out.add(value.toLowerCase());
      } else planTables(value, out);
    }
  }
  return out;
}

export async function inspectMysql(
  sql: string,
  params: readonly BoundValue[],
  explain: ExplainJson,
): Promise<StatementInspection> {
  const out = new InspectionBuilder();
  out.executableComments = hasExecutableComment(sql, true) || hasExecutableComment(sql, false);
  const answer = await parseOffThread(sql, 'MySQL');
  if (!answer.ok) throw new InspectionError(answer.error.message);
  out.statements = answer.statements.length;
  const ctes = new Set<string>();
  for (const ast of answer.statements) {
    if (!isRead(ast)) out.other();
    cteNames(ast, ctes);
  }
  const seen = new Set(answer.aliases);
  for (const entry of answer.tableList) {
    const [, schema, table] = entry.split('::');
    if (!table) continue;
    const qualified = schema && schema !== 'null';
    if (!qualified && ctes.has(table.toLowerCase())) continue;
    out.relation(table, qualified ? schema : null);
    seen.add(table.toLowerCase());
  }
  for (const fn of answer.functions) out.function(fn);
  // The server's plan, only for a lone SELECT that calls nothing refused: planning may evaluate
  // constant subqueries.
  const inspection = out.build();
  const plannable =
    inspection.kind === 'select' &&
    inspection.statements === 1 &&
    !inspection.executableComments &&
    !inspection.functions.some((f) => isDeniedFunction('mysql', f));
  if (!plannable) return inspection;
  let plan: unknown;
  try {
    plan = JSON.parse(await explain(`EXPLAIN FORMAT=JSON ${sql}`, params));
  } catch {
    throw new InspectionError('The server could not plan the statement.');
  }
  for (const table of planTables(plan)) {
    if (!seen.has(table)) return { ...inspection, kind: 'other' };
  }
  return inspection;
}
