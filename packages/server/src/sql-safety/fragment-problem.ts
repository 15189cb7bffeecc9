/**
 * Why a user fragment is refused, with where, for editors that mark the spot (Superset's
 * `validate_expression`): the same gate as `safeFragment`, read once more for the offset of a
 * syntax error.
 */
import { lexFragment, FragmentSyntaxError } from './fragment-lexer.js';
import { FragmentParser } from './fragment-parser.js';
import { safeFragment, SqlExpressionError } from './fragment.js';
import type { SqlFamily } from './functions.js';
import { MAX_FRAGMENT_CHARS } from './limits.js';

export interface FragmentProblem {
  message: string;
  /** 0-based offset in the fragment of a syntax error; null when the refusal has no one spot. */
  offset: number | null;
}

/** Null when `safeFragment` accepts the fragment; else its reason and, for syntax, its offset. */
export function fragmentProblem(fragment: string, family: SqlFamily): FragmentProblem | null {
  try {
    safeFragment(fragment, family, 'expression');
    return null;
  } catch (err) {
    if (!(err instanceof SqlExpressionError)) throw err;
    return { message: err.message.slice(err.field.length + 2), offset: syntaxOffset(fragment, family) };
  }
}

function syntaxOffset(fragment: string, family: SqlFamily): number | null {
  // An oversized text is refused for its size and never read.
  if (fragment.length > MAX_FRAGMENT_CHARS) return null;
  try {
    new FragmentParser(lexFragment(fragment, family), family).parse();
    return null;
  } catch (err) {
    return err instanceof FragmentSyntaxError ? err.pos : null;
  }
}
