/**
 * What SQL Lab needs to know about each statement before it runs: does it change data (also inside
 * a CTE), does it return rows, which tables does it read, and its top-level LIMIT. node-sql-parser
 * reads the statement in the engine's grammar (`EngineSpec.parserDialect`); what it cannot read
 * falls back to the lexer's keywords, erring on the side of "changes data".
 */
import NodeSqlParser from 'node-sql-parser';
import type { ParserDialect } from '../engines/engine.js';
import { parseOffThread, type ParserError } from '../sql-safety/parse-worker.js';
import { keywordsOf, lex, type LexOptions } from './sql-scan.js';

/** node-sql-parser's grammar of an engine: `EngineSpec.parserDialect`. */
export type { ParserDialect };

const parser = new NodeSqlParser.Parser();

export const lexOptionsOf = (dialect: ParserDialect): LexOptions => ({ mysql: dialect === 'MySQL' });

export interface TableRef {
  schema: string | null;
  table: string;
}

export interface SqlParseError {
  message: string;
  line: number;
  column: number;
}

export interface StatementInfo {
  sql: string;
  /** node-sql-parser read it. */
  parsed: boolean;
  /** Returns rows and only reads (a LIMIT can be applied). */
  isSelect: boolean;
  /** Writes data or changes the schema or session (DML/DDL), anywhere in the statement. */
  mutating: boolean;
  /** Tables read (CTE names excluded); null when the statement could not be parsed. */
  tables: TableRef[] | null;
  /** The top-level LIMIT when known. */
  limit: number | null;
  /** The top-level LIMIT has an OFFSET (so it cannot simply be rewritten). */
  limitHasOffset: boolean;
  parseError: SqlParseError | null;
}

/** Statement kinds that only read. */
const READ_TYPES = new Set(['select', 'show', 'desc']);
/** First words of statements that read (when the parser cannot read them). */
const READ_FIRST = new Set([
  'SELECT',
  'WITH',
  'VALUES',
  'TABLE',
  'SHOW',
  'DESCRIBE',
  'DESC',
  'EXPLAIN',
  'FROM',
  'SUMMARIZE',
  'PIVOT',
  'UNPIVOT',
]);
const SELECT_FIRST = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM', 'PIVOT', 'UNPIVOT']);
/** Words that mean a write, DDL or session change wherever they appear. */
const MUTATING_WORDS = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'GRANT',
  'REVOKE',
  'COPY',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'LOAD',
  'VACUUM',
  'CALL',
  'EXPORT',
  'IMPORT',
  'CHECKPOINT',
  'PRAGMA',
  'SET',
  'RESET',
  'COMMENT',
  'REINDEX',
  'CLUSTER',
  'LOCK',
  'REFRESH',
  'EXECUTE',
  'PREPARE',
  'DO',
  'RENAME',
]);

/** The parts of node-sql-parser's AST read here. */
interface Ast {
  type?: string;
  _next?: Ast | null;
  into?: { expr?: unknown } | null;
  with?: { name?: { value?: string } | string; stmt?: Ast & { ast?: Ast } }[] | null;
  limit?: { seperator?: string; value?: { type?: string; value?: unknown }[] } | null;
}

function selectChain(ast: Ast): Ast[] {
  const out: Ast[] = [];
  for (let node: Ast | null | undefined = ast; node; node = node._next) out.push(node);
  return out;
}

/** Any part of the AST that is not a plain read: SELECT INTO, a DML CTE, a non-select statement. */
function astMutates(ast: Ast | undefined): boolean {
  if (!ast || typeof ast !== 'object') return false;
  if (!READ_TYPES.has(String(ast.type))) return true;
  for (const part of selectChain(ast)) {
    if (part.into?.expr) return true;
    for (const cte of part.with ?? []) if (astMutates(cte?.stmt?.ast ?? cte?.stmt)) return true;
  }
  return false;
}

function cteNames(ast: Ast, out = new Set<string>()): Set<string> {
  for (const part of selectChain(ast)) {
    for (const cte of part.with ?? []) {
      const name = typeof cte?.name === 'string' ? cte.name : cte?.name?.value;
      if (typeof name === 'string') out.add(name.toLowerCase());
      if (cte?.stmt?.ast) cteNames(cte.stmt.ast, out);
    }
  }
  return out;
}

function topLimit(ast: Ast): { limit: number | null; hasOffset: boolean } {
  const chain = selectChain(ast);
  const limit = chain[chain.length - 1]?.limit;
  const values = limit?.value ?? [];
  if (values.length === 0) return { limit: null, hasOffset: false };
  // `LIMIT n OFFSET m` lists [n, m]; MySQL's `LIMIT m, n` lists [m, n].
  const count = limit?.seperator === ',' ? values[1] : values[0];
  const n = count?.type === 'number' ? Number(count.value) : null;
  return { limit: n, hasOffset: values.length > 1 };
}

function tablesOf(ast: Ast, tableList: readonly string[]): TableRef[] {
  const ctes = cteNames(ast);
  const seen = new Map<string, TableRef>();
  for (const entry of tableList) {
    const [, schema, table] = entry.split('::');
    if (!table || (schema === 'null' && ctes.has(table.toLowerCase()))) continue;
    const ref = { schema: schema === 'null' || !schema ? null : schema, table };
    seen.set(`${ref.schema ?? ''}.${ref.table}`, ref);
  }
  return [...seen.values()];
}

function parseErrorOf(err: unknown): SqlParseError {
  const e = err as ParserError;
  return {
    message: String(e.message ?? err),
    line: e.location?.start?.line ?? 1,
    column: e.location?.start?.column ?? 1,
  };
}

/** The analysis of a statement from node-sql-parser's answer (or error). */
function infoOf(
  sql: string,
  dialect: ParserDialect,
  answer: { statements: Ast[]; tableList: readonly string[] } | { error: unknown },
): StatementInfo {
  if ('error' in answer) return fallback(sql, dialect, parseErrorOf(answer.error));
  const [ast, ...more] = answer.statements;
  if (!ast || more.length > 0) return fallback(sql, dialect, null);
  const mutating = astMutates(ast);
  const { limit, hasOffset } = topLimit(ast);
  return {
    sql,
    parsed: true,
    isSelect: !mutating && ast.type === 'select',
    mutating,
    tables: tablesOf(ast, answer.tableList),
    limit,
    limitHasOffset: hasOffset,
    parseError: null,
  };
}

/** Longest statement parsed on the calling thread; a longer one is read by its keywords only. */
export const SYNC_PARSE_MAX_CHARS = 20_000;

/**
 * One statement (no `;` separators), analysed on the calling thread: for short stored SQL only
 * (past SYNC_PARSE_MAX_CHARS it is not parsed, so it never holds the event loop for long).
 * User input goes through `analyzeStatementOffThread`.
 */
export function analyzeStatement(sql: string, dialect: ParserDialect): StatementInfo {
  if (sql.length > SYNC_PARSE_MAX_CHARS) return fallback(sql, dialect, null);
  try {
    const { ast, tableList } = parser.parse(sql, { database: dialect });
    return infoOf(sql, dialect, { statements: Array.isArray(ast) ? ast : [ast], tableList });
  } catch (error) {
    return infoOf(sql, dialect, { error });
  }
}

/**
 * One statement analysed with node-sql-parser in the parse worker; rejects with a 400 when the
 * parse passes its deadline.
 */
export async function analyzeStatementOffThread(sql: string, dialect: ParserDialect): Promise<StatementInfo> {
  const answer = await parseOffThread(sql, dialect);
  return infoOf(sql, dialect, answer.ok ? answer : { error: answer.error });
}

/** What the keywords say when the parser cannot read the statement. */
function fallback(sql: string, dialect: ParserDialect, parseError: SqlParseError | null): StatementInfo {
  const words = keywordsOf(sql, lexOptionsOf(dialect));
  const first = words[0] ?? '';
  const mutating = !READ_FIRST.has(first) || words.some((w) => MUTATING_WORDS.has(w));
  const trailing = /\bLIMIT\s+(\d+)\s*$/i.exec(withoutComments(sql, dialect));
  return {
    sql,
    parsed: false,
    isSelect: !mutating && SELECT_FIRST.has(first),
    mutating,
    tables: null,
    limit: trailing ? Number(trailing[1]) : null,
    limitHasOffset: false,
    parseError,
  };
}

function withoutComments(sql: string, dialect: ParserDialect): string {
  return lex(sql, lexOptionsOf(dialect))
    .filter((t) => t.kind !== 'comment')
    .map((t) => t.text)
    .join('')
    .trim();
}

/** The first parse error of a script's statements (parsed in the worker), or null. */
export async function firstParseError(sql: string, dialect: ParserDialect): Promise<SqlParseError | null> {
  const answer = await parseOffThread(sql, dialect, 'check');
  return answer.ok ? null : parseErrorOf(answer.error);
}
