/**
 * A small lexer over SQL text: enough to split a script into statements and to see its keywords
 * without being fooled by strings, quoted identifiers, comments or dollar quotes. Full parsing is
 * node-sql-parser's (sql-parse.ts); this covers what it cannot read (engine-specific syntax).
 *
 * It reads as the engine does, per SQL family: where a string or comment ends decides where a
 * statement ends, and a lexer that reads `'\'` differently from the engine lets a statement hide
 * inside what it takes for a string (sql-scan.test.ts compares the counts with DuckDB's and
 * PostgreSQL's own parsers).
 */
import type { SqlLanguages } from '../engines/engine.js';
import type { SqlFamily } from '../sql-safety/functions.js';

export type TokenKind = 'word' | 'string' | 'quoted' | 'comment' | 'space' | 'semicolon' | 'other';

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
}

export interface LexOptions {
  /** The engine's SQL family; PostgreSQL's rules when absent. */
  family?: SqlFamily;
  /** Same as `family: 'mysql'`. */
  mysql?: boolean;
}

/** The lexer options of an engine (its spec's SQL family). */
export const lexOptionsFor = (spec: Pick<SqlLanguages, 'sqlFamily'>): LexOptions => ({
  family: spec.sqlFamily,
});

interface Rules {
  /** Whitespace (other characters ≥ U+0080 belong to identifiers). */
  space: RegExp;
  /** `\` escapes inside '…' and "…" (MySQL); PostgreSQL has them only in E'…'. */
  backslash: boolean;
  /** "…" is a string, not an identifier (MySQL without ANSI_QUOTES). */
  doubleQuotedString: boolean;
  /** E'…' escape strings: an `E` that is a token of its own right before the quote. */
  escapeStrings: boolean;
  dollarQuotes: boolean;
  /** Block comments nest (PostgreSQL, DuckDB). */
  nestedComments: boolean;
  /** `#` starts a comment, `--` only before a blank or control character (MySQL). */
  mysqlComments: boolean;
  /** The content of `/*!` and `/*M!` comments runs (MySQL, MariaDB): it is lexed as SQL. */
  executableComments: boolean;
  /** A `--` comment also ends at a carriage return (PostgreSQL's scanner). */
  commentEndsAtCr: boolean;
  /** `name` identifiers (MySQL, SQLite; an operator character in PostgreSQL). */
  backticks: boolean;
  /** [name] identifiers (SQLite). */
  brackets: boolean;
}

const ASCII_SPACE = /[ \t\n\r\f]/;
/** DuckDB strips these Unicode spaces before parsing, outside quotes. */
const DUCKDB_SPACE = /[ \t\n\r\f\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]/;

const PG_RULES: Rules = {
  space: ASCII_SPACE,
  backslash: false,
  doubleQuotedString: false,
  escapeStrings: true,
  dollarQuotes: true,
  nestedComments: true,
  mysqlComments: false,
  executableComments: false,
  commentEndsAtCr: true,
  backticks: false,
  brackets: false,
};

const RULES: Record<SqlFamily, Rules> = {
  postgresql: PG_RULES,
  duckdb: { ...PG_RULES, space: DUCKDB_SPACE },
  mysql: {
    space: /[ \t\n\r\f\v]/,
    backslash: true,
    doubleQuotedString: true,
    escapeStrings: false,
    dollarQuotes: false,
    nestedComments: false,
    mysqlComments: true,
    executableComments: true,
    commentEndsAtCr: false,
    backticks: true,
    brackets: false,
  },
  sqlite: {
    space: ASCII_SPACE,
    backslash: false,
    doubleQuotedString: false,
    escapeStrings: false,
    dollarQuotes: false,
    nestedComments: false,
    mysqlComments: false,
    executableComments: false,
    commentEndsAtCr: false,
    backticks: true,
    brackets: true,
  },
};

const rulesOf = (options: LexOptions): Rules =>
  RULES[options.family ?? (options.mysql ? 'mysql' : 'postgresql')];

/** Identifier characters as PostgreSQL reads them: every non-ASCII character is one. */
const WORD = /[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*/y;
const DOLLAR_TAG = /\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/y;
const MYSQL_EXECUTABLE = /\/\*M?!\d{0,6}/y;

/** A word ends at the family's first space (DuckDB's Unicode spaces are not identifier characters). */
function wordLength(word: string, rules: Rules): number {
  for (let k = 1; k < word.length; k += 1) if (rules.space.test(word[k]!)) return k;
  return word.length;
}

function closeQuote(sql: string, from: number, quote: string, backslash: boolean): number {
  let i = from + 1;
  while (i < sql.length) {
    const ch = sql[i];
    if (backslash && ch === '\\') i += 2;
    else if (ch === quote && sql[i + 1] === quote) i += 2;
    else if (ch === quote) return i + 1;
    else i += 1;
  }
  return sql.length;
}

/** End of a block comment starting at `from`, nested ones included where the engine nests. */
function closeComment(sql: string, from: number, nested: boolean): number {
  if (!nested) {
    const end = sql.indexOf('*/', from + 2);
    return end === -1 ? sql.length : end + 2;
  }
  let depth = 1;
  let i = from + 2;
  while (i < sql.length) {
    if (sql[i] === '/' && sql[i + 1] === '*') {
      depth += 1;
      i += 2;
    } else if (sql[i] === '*' && sql[i + 1] === '/') {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  return sql.length;
}

/** MySQL's `--` comment needs a blank or control character after it (or the end). */
const blankOrControl = (code: number): boolean => Number.isNaN(code) || code <= 0x20 || code === 0x7f;

function lineCommentEnd(sql: string, from: number, rules: Rules): number {
  let i = from;
  while (i < sql.length && sql[i] !== '\n' && !(rules.commentEndsAtCr && sql[i] === '\r')) i += 1;
  return i;
}

export function lex(sql: string, options: LexOptions = {}): Token[] {
  const rules = rulesOf(options);
  const tokens: Token[] = [];
  let i = 0;
  /** Inside a MySQL executable comment, whose end is a comment token of its own. */
  let executable = false;
  const push = (kind: TokenKind, end: number) => {
    tokens.push({ kind, text: sql.slice(i, end), start: i });
    i = end;
  };
  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    if (rules.space.test(ch)) {
      let end = i + 1;
      while (end < sql.length && rules.space.test(sql[end]!)) end += 1;
      push('space', end);
    } else if (
      ch === '-' &&
      next === '-' &&
      (!rules.mysqlComments || blankOrControl(sql.charCodeAt(i + 2)))
    ) {
      push('comment', lineCommentEnd(sql, i, rules));
    } else if (ch === '#' && rules.mysqlComments) {
      push('comment', lineCommentEnd(sql, i, rules));
    } else if (ch === '*' && next === '/' && executable) {
      executable = false;
      push('comment', i + 2);
    } else if (ch === '/' && next === '*') {
      MYSQL_EXECUTABLE.lastIndex = i;
      const opening = rules.executableComments && !executable ? MYSQL_EXECUTABLE.exec(sql) : null;
      if (opening) {
        // Its content runs: lex it as SQL.
        executable = true;
        push('comment', i + opening[0].length);
      } else push('comment', closeComment(sql, i, rules.nestedComments));
    } else if (ch === "'") {
      const previous = tokens[tokens.length - 1];
      const escapeString =
        rules.escapeStrings &&
        previous?.kind === 'word' &&
        /^[eE]$/.test(previous.text) &&
        previous.start + 1 === i;
      push('string', closeQuote(sql, i, "'", rules.backslash || escapeString));
    } else if (ch === '"') {
      push(
        rules.doubleQuotedString ? 'string' : 'quoted',
        closeQuote(sql, i, '"', rules.backslash && rules.doubleQuotedString),
      );
    } else if (ch === '`' && rules.backticks) {
      push('quoted', closeQuote(sql, i, '`', false));
    } else if (ch === '[' && rules.brackets) {
      const end = sql.indexOf(']', i + 1);
      push('quoted', end === -1 ? sql.length : end + 1);
    } else if (ch === '$' && rules.dollarQuotes) {
      DOLLAR_TAG.lastIndex = i;
      const tag = DOLLAR_TAG.exec(sql);
      if (tag && wordLength(tag[0], rules) === tag[0].length) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        push('string', end === -1 ? sql.length : end + tag[0].length);
      } else push('other', i + 1);
    } else if (ch === ';') {
      push('semicolon', i + 1);
    } else {
      WORD.lastIndex = i;
      const word = WORD.exec(sql);
      if (word) push('word', i + wordLength(word[0], rules));
      else push('other', i + 1);
    }
  }
  return tokens;
}

/** Only whitespace and comments. */
export const isBlank = (sql: string, options?: LexOptions): boolean =>
  lex(sql, options).every((t) => t.kind === 'space' || t.kind === 'comment');

/**
 * The statements of a script, without their `;`, trimmed; blank and comment-only ones dropped. A
 * statement ending in a line comment keeps the line break that ended it, so that joining the
 * statements again with `;` (prepare.ts) does not put the `;` inside the comment.
 */
export function splitStatements(sql: string, options?: LexOptions): string[] {
  const out: string[] = [];
  let current: Token[] = [];
  const flush = () => {
    // Trimmed of the family's spaces only (U+00A0 is part of a PostgreSQL identifier).
    const first = current.findIndex((t) => t.kind !== 'space');
    const last = current.findLastIndex((t) => t.kind !== 'space');
    const tokens = current.slice(first, last + 1);
    if (tokens.some((t) => t.kind !== 'comment')) {
      const end = tokens[tokens.length - 1]!;
      const lineComment = end.kind === 'comment' && !end.text.startsWith('/*') && !end.text.startsWith('*/');
      out.push(tokens.map((t) => t.text).join('') + (lineComment ? '\n' : ''));
    }
    current = [];
  };
  for (const token of lex(sql, options)) {
    if (token.kind === 'semicolon') flush();
    else current.push(token);
  }
  flush();
  return out;
}

/** Upper-cased words outside strings, quoted identifiers and comments, in order. */
export const keywordsOf = (sql: string, options?: LexOptions): string[] =>
  lex(sql, options)
    .filter((t) => t.kind === 'word')
    .map((t) => t.text.toUpperCase());

/** The statement without trailing comments, whitespace and semicolons. */
export function stripTrailing(sql: string, options?: LexOptions): string {
  const tokens = lex(sql, options);
  let end = tokens.length;
  while (end > 0 && ['space', 'comment', 'semicolon'].includes(tokens[end - 1]!.kind)) end -= 1;
  return tokens
    .slice(0, end)
    .map((t) => t.text)
    .join('');
}

/** Line and column (1-based) of a character offset. */
export function lineColumn(sql: string, offset: number): { line: number; column: number } {
  const before = sql.slice(0, Math.max(0, offset));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}
