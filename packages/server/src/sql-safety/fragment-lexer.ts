/**
 * Tokens of a user SQL fragment, read with the lexical rules of the engine that will run it: which
 * quotes make strings or identifiers, whether backslashes escape, dollar quoting. Anything whose
 * reading differs between engines or parsers (comments, escape-string prefixes, parameters,
 * variables, brackets, non-ASCII names) is refused here, so the parser only sees plain tokens and
 * the emitter can write them back unambiguously.
 */
import type { SqlFamily } from './functions.js';
import { grammarOf } from './grammar.js';

export type Token =
  | { t: 'num'; v: string; pos: number }
  | { t: 'str'; v: string; pos: number }
  | { t: 'id'; v: string; quoted: boolean; pos: number }
  | { t: 'op'; v: string; pos: number }
  | { t: 'eof'; pos: number };

export class FragmentSyntaxError extends Error {
  constructor(
    message: string,
    readonly pos: number,
  ) {
    super(message);
    this.name = 'FragmentSyntaxError';
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r', '\f']);
const BARE_START = /[A-Za-z_]/;
const BARE_PART = /[A-Za-z0-9_]/;
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;

/** MySQL's backslash escapes inside strings. */
const MYSQL_ESCAPES: Record<string, string> = {
  '0': '\0',
  b: '\b',
  n: '\n',
  r: '\r',
  t: '\t',
  Z: '\x1a',
};

function readQuoted(sql: string, start: number, quote: string, backslash: boolean): [string, number] {
  let value = '';
  let i = start + 1;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (backslash && ch === '\\') {
      const next = sql[i + 1];
      if (next === undefined) break;
      // `\%` and `\_` keep their backslash in MySQL (they are LIKE escapes).
      value += next === '%' || next === '_' ? `\\${next}` : (MYSQL_ESCAPES[next] ?? next);
      i += 2;
    } else if (ch === quote && sql[i + 1] === quote) {
      value += quote;
      i += 2;
    } else if (ch === quote) {
      return [value, i + 1];
    } else {
      value += ch;
      i += 1;
    }
  }
  throw new FragmentSyntaxError('unterminated quoted text', start);
}

export function lexFragment(sql: string, family: SqlFamily): Token[] {
  const tokens: Token[] = [];
  const g = grammarOf(family);
  const mysql = g.mysqlStrings;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    if (WHITESPACE.has(ch)) {
      i += 1;
    } else if (
      (ch === '-' && next === '-') ||
      (ch === '/' && next === '*') ||
      (ch === '#' && g.hashComments)
    ) {
      throw new FragmentSyntaxError('comments are not allowed', i);
    } else if (ch === '\0') {
      throw new FragmentSyntaxError('NUL characters are not allowed', i);
    } else if (ch === "'" || (ch === '"' && mysql)) {
      const [v, end] = readQuoted(sql, i, ch, mysql);
      if (v.includes('\0')) throw new FragmentSyntaxError('NUL characters are not allowed', i);
      tokens.push({ t: 'str', v, pos: i });
      i = end;
    } else if ((ch === '"' && !mysql) || (ch === '`' && g.backtickNames)) {
      const [v, end] = readQuoted(sql, i, ch, false);
      if (v === '' || v.includes('\0')) throw new FragmentSyntaxError('empty or invalid quoted name', i);
      tokens.push({ t: 'id', v, quoted: true, pos: i });
      i = end;
    } else if (ch === '$' && g.dollarQuotes) {
      const tag = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;
      tag.lastIndex = i;
      const m = tag.exec(sql);
      if (!m) throw new FragmentSyntaxError('parameters are not allowed', i);
      const close = sql.indexOf(m[0], i + m[0].length);
      if (close === -1) throw new FragmentSyntaxError('unterminated dollar-quoted text', i);
      tokens.push({ t: 'str', v: sql.slice(i + m[0].length, close), pos: i });
      i = close + m[0].length;
    } else if (/\d/.test(ch) || (ch === '.' && next !== undefined && /\d/.test(next))) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(sql)!;
      const end = i + m[0].length;
      if (end < sql.length && (BARE_PART.test(sql[end]!) || sql[end] === '$' || sql[end] === '.'))
        throw new FragmentSyntaxError(`malformed number ${sql.slice(i, end + 1)}`, i);
      tokens.push({ t: 'num', v: m[0], pos: i });
      i = end;
    } else if (BARE_START.test(ch)) {
      let end = i + 1;
      while (end < sql.length && BARE_PART.test(sql[end]!)) end += 1;
      const word = sql.slice(i, end);
      const after = sql[end];
      // E'…', U&'…', B'…', X'…', N'…', _charset'…': prefixed literals read differently by each parser.
      if (after === "'" || after === '"' || after === '&' || after === '$' || (after && after > '\u007f'))
        throw new FragmentSyntaxError(`${word}${after}…: prefixed literals and names are not allowed`, i);
      tokens.push({ t: 'id', v: word, quoted: false, pos: i });
      i = end;
    } else {
      const op = g.operators.find((o) => sql.startsWith(o, i));
      if (!op) {
        const shown = ch > '\u007f' ? 'non-ASCII names must be quoted' : `unexpected character ${ch}`;
        throw new FragmentSyntaxError(shown, i);
      }
      tokens.push({ t: 'op', v: op, pos: i });
      i += op.length;
    }
  }
  tokens.push({ t: 'eof', pos: sql.length });
  return tokens;
}
