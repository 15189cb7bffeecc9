/**
 * How the fragment grammar of each SQL family differs, as features. The lexer, parser and emitter
 * ask for a feature (`grammar.backslashEscapes`) instead of comparing family names, so a new
 * engine's grammar is one entry here, checked by the smuggling property test.
 */
import type { SqlFamily } from './functions.js';

export interface FragmentGrammar {
  /** Operators and punctuation, longest first. */
  readonly operators: readonly string[];
  /** Pattern-matching words after an operand (`x LIKE 'a%'`). */
  readonly likeWords: readonly string[];
  /** `"…"` is a string, not a quoted name, and `\` escapes inside strings (MySQL). */
  readonly mysqlStrings: boolean;
  /** `` `name` `` quotes a name. */
  readonly backtickNames: boolean;
  /** The quote the emitter writes names with. */
  readonly nameQuote: '"' | '`';
  /** `$$…$$` / `$tag$…$tag$` strings. */
  readonly dollarQuotes: boolean;
  /** `# …` starts a comment. */
  readonly hashComments: boolean;
  /** `||` is OR, `&&` is AND, XOR, DIV, MOD and `<=>` exist (MySQL); else `||` concatenates. */
  readonly mysqlOperators: boolean;
  /** `~`, `~*`, `!~`, `!~*` regular-expression matches. */
  readonly regexTilde: boolean;
  /** `^` is exponentiation. */
  readonly caretPower: boolean;
  /** Unary `~` (bitwise not). */
  readonly bitwiseNot: boolean;
  /** `x::type` casts. */
  readonly doubleColonCast: boolean;
  /** TRY_CAST(x AS type). */
  readonly tryCast: boolean;
  /** GROUP_CONCAT(x SEPARATOR ', '). */
  readonly separatorArgument: boolean;
  /** percentile_cont(0.5) WITHIN GROUP (ORDER BY x). */
  readonly withinGroup: boolean;
  /** count(*) FILTER (WHERE …). */
  readonly aggregateFilter: boolean;
  /** A string with a backslash is written E'…' (read the same whatever standard_conforming_strings). */
  readonly escapeStringPrefix: boolean;
}

const COMMON_OPS = ['<>', '!=', '<=', '>=', '=', '<', '>', '+', '-', '*', '/', '%', '(', ')', ',', '.'];
const NONE = {
  mysqlStrings: false,
  backtickNames: false,
  nameQuote: '"',
  dollarQuotes: false,
  hashComments: false,
  mysqlOperators: false,
  regexTilde: false,
  caretPower: false,
  bitwiseNot: true,
  doubleColonCast: false,
  tryCast: false,
  escapeStringPrefix: false,
  separatorArgument: false,
  withinGroup: false,
  aggregateFilter: true,
} as const;

const GRAMMARS: Record<SqlFamily, FragmentGrammar> = {
  postgresql: {
    ...NONE,
    operators: ['->>', '!~*', '||', '::', '~*', '!~', '->', '~', '^', ...COMMON_OPS],
    likeWords: ['LIKE', 'ILIKE'],
    dollarQuotes: true,
    regexTilde: true,
    caretPower: true,
    doubleColonCast: true,
    escapeStringPrefix: true,
    withinGroup: true,
  },
  duckdb: {
    ...NONE,
    operators: ['->>', '!~*', '||', '::', '~*', '!~', '->', '==', '~', '^', ...COMMON_OPS],
    likeWords: ['LIKE', 'ILIKE', 'GLOB'],
    dollarQuotes: true,
    regexTilde: true,
    doubleColonCast: true,
    tryCast: true,
  },
  sqlite: {
    ...NONE,
    operators: ['->>', '||', '->', '==', ...COMMON_OPS],
    likeWords: ['LIKE', 'GLOB', 'REGEXP'],
    backtickNames: true,
    bitwiseNot: false,
  },
  mysql: {
    ...NONE,
    operators: ['<=>', '->>', '||', '&&', '->', ...COMMON_OPS],
    likeWords: ['LIKE', 'REGEXP', 'RLIKE'],
    mysqlStrings: true,
    backtickNames: true,
    nameQuote: '`',
    hashComments: true,
    mysqlOperators: true,
    separatorArgument: true,
    aggregateFilter: false,
  },
};

export const grammarOf = (family: SqlFamily): FragmentGrammar => GRAMMARS[family];
