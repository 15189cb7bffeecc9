/**
 * A small lexer over SQL text: enough to split a script into statements and to see its keywords
 * without being fooled by strings, quoted identifiers, comments or dollar quotes. Full parsing is
 * node-sql-parser's (sql-parse.ts); this covers what it cannot read (engine-specific syntax).
 */

export type TokenKind = 'word' | 'string' | 'quoted' | 'comment' | 'space' | 'semicolon' | 'other';

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
}

export interface LexOptions {
  /** Backslash escapes inside '…' and `…` identifiers (MySQL); PostgreSQL-style otherwise. */
  mysql?: boolean;
}

const WORD = /[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*/y;
const DOLLAR_TAG = /\$([A-Za-z_][\w]*)?\$/y;

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

export function lex(sql: string, options: LexOptions = {}): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, end: number) => {
    tokens.push({ kind, text: sql.slice(i, end), start: i });
    i = end;
  };
  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    if (/\s/.test(ch)) {
      let end = i + 1;
      while (end < sql.length && /\s/.test(sql[end]!)) end += 1;
      push('space', end);
    } else if (ch === '-' && next === '-') {
      const nl = sql.indexOf('\n', i);
      push('comment', nl === -1 ? sql.length : nl);
    } else if (ch === '#' && options.mysql) {
      const nl = sql.indexOf('\n', i);
      push('comment', nl === -1 ? sql.length : nl);
    } else if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      push('comment', end === -1 ? sql.length : end + 2);
    } else if (ch === "'") {
      const escaped = options.mysql === true || /[eE]$/.test(sql.slice(Math.max(0, i - 1), i));
      push('string', closeQuote(sql, i, "'", escaped));
    } else if (ch === '"') {
      push('quoted', closeQuote(sql, i, '"', false));
    } else if (ch === '`') {
      push('quoted', closeQuote(sql, i, '`', false));
    } else if (ch === '$') {
      DOLLAR_TAG.lastIndex = i;
      const tag = DOLLAR_TAG.exec(sql);
      if (tag && !options.mysql) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        push('string', end === -1 ? sql.length : end + tag[0].length);
      } else push('other', i + 1);
    } else if (ch === ';') {
      push('semicolon', i + 1);
    } else {
      WORD.lastIndex = i;
      const word = WORD.exec(sql);
      if (word) push('word', i + word[0].length);
      else push('other', i + 1);
    }
  }
  return tokens;
}

/** Only whitespace and comments. */
export const isBlank = (sql: string, options?: LexOptions): boolean =>
  lex(sql, options).every((t) => t.kind === 'space' || t.kind === 'comment');

/** The statements of a script, without their `;`, trimmed; blank and comment-only ones dropped. */
export function splitStatements(sql: string, options?: LexOptions): string[] {
  const out: string[] = [];
  let current = '';
  for (const token of lex(sql, options)) {
    if (token.kind === 'semicolon') {
      out.push(current);
      current = '';
    } else current += token.text;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s.length > 0 && !isBlank(s, options));
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
