/**
 * The gate for user SQL fragments (adhoc metrics and columns, custom SQL filters, where/having,
 * calculated columns, saved metrics): the fragment is read with its engine's lexical rules, parsed
 * into an expression tree, and the SQL that runs is written from that tree. A fragment that is not
 * one expression of the supported subset (a subquery, a statement, a comment, a denied function…)
 * is refused with a 400 naming the field, before any engine is called.
 */
import { LRUCache } from 'lru-cache';
import { emitFragment } from './fragment-emit.js';
import { FragmentSyntaxError, lexFragment } from './fragment-lexer.js';
import { FragmentParser } from './fragment-parser.js';
import type { SqlFamily } from './functions.js';
import { MAX_FRAGMENT_CHARS } from './limits.js';

export class SqlExpressionError extends Error {
  constructor(
    /** The request field the fragment came from, e.g. `queries[0].metrics[1].sqlExpression`. */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'SqlExpressionError';
  }
}

/** `expression`: a value (metric, column); `clause`: a condition (where, having, filter). */
export type FragmentKind = 'expression' | 'clause';

const verdicts = new LRUCache<string, { sql: string } | { error: string }>({ max: 5000 });

function judge(fragment: string, family: SqlFamily): { sql: string } | { error: string } {
  if (fragment.trim() === '') return { error: 'must not be empty' };
  if (fragment.length > MAX_FRAGMENT_CHARS)
    return { error: `is longer than ${MAX_FRAGMENT_CHARS} characters` };
  try {
    const tree = new FragmentParser(lexFragment(fragment, family), family).parse();
    return { sql: emitFragment(tree, family) };
  } catch (err) {
    if (err instanceof FragmentSyntaxError)
      return { error: `is not a valid SQL expression: ${err.message} (at character ${err.pos + 1})` };
    // A tree so deep that emitting it overflows the stack.
    if (err instanceof RangeError) return { error: 'is nested too deeply' };
    throw err;
  }
}

/**
 * The SQL to run for `fragment` on engines of `family`: written from its parsed tree, never the
 * text as given. Throws SqlExpressionError naming `field` when the fragment is refused.
 */
export function safeFragment(fragment: string, family: SqlFamily, field: string): string {
  // The size check comes first so an oversized text is never used as a cache key or parsed.
  if (fragment.length > MAX_FRAGMENT_CHARS)
    throw new SqlExpressionError(field, `is longer than ${MAX_FRAGMENT_CHARS} characters`);
  const key = `${family}\u0000${fragment}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = judge(fragment, family);
    verdicts.set(key, verdict);
  }
  if ('error' in verdict) throw new SqlExpressionError(field, verdict.error);
  return verdict.sql;
}
