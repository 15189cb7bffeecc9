/**
 * Row-level security in SQL Lab (the RLS_IN_SQLLAB flag, off by default as in Superset): each table a
 * statement reads — as the engine itself reads it (`Connector.inspect`, the reading the grants are
 * checked against) — whose dataset carries rules binding the user is replaced by a filtered subquery
 * (table-rewrite.ts). A statement that reads a bound table and cannot be rewritten with certainty is
 * refused: one the engine cannot read, one that is not a plain SELECT, one with a table function
 * (DuckDB's query_table reads a table by a name in a string), one the parser cannot read, or one whose
 * rewrite misses a bound table the engine reads. Decision 0027.
 */
import type { Connector, ParserDialect } from '../../engines/engine.js';
import { AccessDenied, errorEnvelope } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { renderSqlTemplate, TemplateError, type TemplateInput } from '../../query/templates/render.js';
import { safeFragment } from '../../sql-safety/fragment.js';
import type { StatementInspection } from '../../sql-safety/inspection.js';
import { securityError } from '../access/sql.js';
import type { AuthUser } from '../auth.js';
import { rlsTerms } from './applicable.js';
import { boundTables, matchingTables, type BoundTable } from './bound-tables.js';
import { TableRewriteError, wrapBoundReads, type TableRef } from './table-rewrite.js';

export interface SqlLabRlsTarget {
  db: MetaDb;
  user: AuthUser;
  databaseId: number;
  /** The database's connector: it reads the statements and names the SQL family. */
  connector: Connector;
  parserDialect: ParserDialect;
  /** The statements as they will run. */
  statements: readonly string[];
  /** Default schema and catalog of unqualified names. */
  schema: string | null;
  catalog: string | null;
  /** The editor's template context: rule clauses render with it, as the query did. */
  template: Omit<TemplateInput, 'dialect'>;
}

export const rlsRewriteMessage = (tables: string[], reason: string) =>
  `Row-level security applies to ${tables.map((t) => `\`${t}\``).join(', ')}, but this query could not be rewritten to apply it: ${reason}`;

const refused = (tables: string[], reason: string) => {
  const message = rlsRewriteMessage(tables, reason);
  return new AccessDenied(message, errorEnvelope('QUERY_SECURITY_ACCESS_ERROR', message, { tables }));
};

const nameOf = (ref: { schema: string | null; table: string }) =>
  ref.schema ? `${ref.schema}.${ref.table}` : ref.table;

async function inspect(t: SqlLabRlsTarget, sql: string): Promise<StatementInspection | null> {
  try {
    return await t.connector.inspect(sql, [], { schema: t.schema, catalog: t.catalog });
  } catch {
    return null;
  }
}

/** The WHERE condition of a table's reads: its datasets' rules, rendered and made safe, ANDed. */
function conditionFor(t: SqlLabRlsTarget, tables: BoundTable[]): string {
  const seen = new Set<string>();
  const clauses = tables
    .flatMap((b) => b.clauses)
    .filter((c) => {
      const key = JSON.stringify(c);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const family = t.connector.spec.sqlFamily;
  const dialect = t.connector.spec.dialect;
  const render = (clause: string) => {
    try {
      return renderSqlTemplate(clause, { ...t.template, dialect });
    } catch (err) {
      if (err instanceof TemplateError) throw securityError(400, err.errorType, err.message, err.extra);
      throw err;
    }
  };
  const terms = rlsTerms(clauses, (clause, i) =>
    safeFragment(render(clause), family, `row_level_security[${i}]`),
  );
  return terms.join(' AND ');
}

/** One statement with its bound reads wrapped (as given when it reads none). */
async function rewriteStatement(t: SqlLabRlsTarget, bound: BoundTable[], sql: string): Promise<string> {
  const inspection = await inspect(t, sql);
  const boundOf = (ref: TableRef) => matchingTables(bound, ref, t.schema);
  const all = bound.map(nameOf);
  if (!inspection) throw refused(all, 'the tables it reads could not be determined');
  const read = inspection.relations.filter((r) => boundOf(r).length > 0);
  if (inspection.kind !== 'select') {
    // A statement that writes lists its relations incompletely: any bound table may be among them.
    throw refused(read.length ? read.map(nameOf) : all, 'only SELECT statements can be filtered');
  }
  if (inspection.tableFunctions.length > 0)
    throw refused(all, `table functions (${inspection.tableFunctions.join(', ')}) cannot be filtered`);
  if (inspection.executableComments) throw refused(all, 'executable comments cannot be filtered');
  if (read.length === 0) return sql;
  const conditions = new Map<string, string | null>();
  const condition = (ref: TableRef) => {
    const key = JSON.stringify([ref.schema?.toLowerCase() ?? null, ref.table.toLowerCase()]);
    if (!conditions.has(key)) {
      const tables = boundOf(ref);
      conditions.set(key, tables.length ? conditionFor(t, tables) : null);
    }
    return conditions.get(key)!;
  };
  let rewritten;
  try {
    rewritten = wrapBoundReads(sql, t.parserDialect, condition);
  } catch (err) {
    if (err instanceof TableRewriteError) throw refused(read.map(nameOf), err.message);
    throw err;
  }
  // Every bound table the engine reads must be one the rewrite wrapped.
  const wrapped = new Set(rewritten.wrapped.flatMap((ref) => boundOf(ref).map((b) => b.datasetId)));
  const missed = read.filter((r) => !boundOf(r).some((b) => wrapped.has(b.datasetId)));
  if (missed.length > 0) throw refused(missed.map(nameOf), 'a table it reads was not found in its text');
  return rewritten.sql;
}

/**
 * The statements with row-level security applied; null when no rule binds the user in this
 * database (the statements then run as written). Throws a 403 when a bound read cannot be filtered.
 */
export async function applySqlLabRls(t: SqlLabRlsTarget): Promise<string[] | null> {
  const bound = await boundTables(t.db, t.user, t.databaseId);
  if (bound.length === 0) return null;
  const out: string[] = [];
  for (const sql of t.statements) out.push(await rewriteStatement(t, bound, sql));
  return out;
}

/**
 * The prepared script's text with its checked statements replaced by `rewritten` (one each): the
 * statements are joined by `;\n`, the last possibly inside the server's CREATE … AS (CTAS/CVAS).
 */
export function withStatements(
  prepared: { executedSql: string; checkedStatements: string[] },
  rewritten: string[],
): { executedSql: string; checkedStatements: string[] } {
  const { executedSql, checkedStatements: checked } = prepared;
  const last = checked[checked.length - 1] ?? '';
  const headText = (head: string[]) => (head.length ? `${head.join(';\n')};\n` : '');
  const oldHead = headText(checked.slice(0, -1));
  if (
    rewritten.length !== checked.length ||
    !executedSql.startsWith(oldHead) ||
    !executedSql.endsWith(last) ||
    executedSql.length < oldHead.length + last.length
  )
    throw new Error('row-level security: the prepared script does not hold its checked statements');
  const middle = executedSql.slice(oldHead.length, executedSql.length - last.length);
  return {
    executedSql: headText(rewritten.slice(0, -1)) + middle + (rewritten[rewritten.length - 1] ?? ''),
    checkedStatements: rewritten,
  };
}
