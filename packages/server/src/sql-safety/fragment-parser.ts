/**
 * A precedence-climbing parser from fragment tokens to the expression tree of fragment-ast.ts. It
 * accepts the expression subset analysts write in metrics, columns and filters, and refuses the
 * rest with a message (subqueries, statements, qualified or denied functions, `*` outside COUNT).
 */
import type { Expr, Name } from './fragment-ast.js';
import { TokenCursor } from './fragment-cursor.js';
import {
  caseExpr,
  extract,
  interval,
  plainCall,
  position,
  substring,
  trim,
  typeName,
  window,
  orderBy,
} from './fragment-forms.js';
import { FragmentSyntaxError, type Token } from './fragment-lexer.js';
import { EXPRESSION_WORDS, STATEMENT_WORDS } from './fragment-words.js';
import { isDeniedFunction, type SqlFamily } from './functions.js';
import { grammarOf, type FragmentGrammar } from './grammar.js';

const COMPARISONS = new Set(['=', '==', '<>', '!=', '<', '>', '<=', '>=', '<=>', '~', '~*', '!~', '!~*']);
const TYPED_LITERALS = new Set(['DATE', 'TIME', 'TIMESTAMP', 'TIMESTAMPTZ']);
const MAX_NESTING = 64;

export class FragmentParser extends TokenCursor {
  private depth = 0;
  private readonly g: FragmentGrammar;

  constructor(
    tokens: Token[],
    readonly family: SqlFamily,
  ) {
    super(tokens);
    this.g = grammarOf(family);
  }

  parse(): Expr {
    const expr = this.expr();
    if (this.peek().t !== 'eof') {
      if (this.isOp(',')) throw this.error('must be a single expression');
      throw this.error(`unexpected ${this.describe(this.peek())}`);
    }
    return expr;
  }

  expr(): Expr {
    // Nesting is bounded so a hostile fragment cannot exhaust the stack of the parser or emitter.
    if (++this.depth > MAX_NESTING) throw this.error(`is nested more than ${MAX_NESTING} levels deep`);
    try {
      return this.orChain();
    } finally {
      this.depth -= 1;
    }
  }
  private orChain(): Expr {
    let left = this.and();
    for (;;) {
      if (this.acceptWord('OR') || (this.g.mysqlOperators && this.acceptOp('||')))
        left = { k: 'bin', op: 'OR', l: left, r: this.and() };
      else if (this.g.mysqlOperators && this.acceptWord('XOR'))
        left = { k: 'bin', op: 'XOR', l: left, r: this.and() };
      else return left;
    }
  }
  private and(): Expr {
    let left = this.not();
    while (this.acceptWord('AND') || (this.g.mysqlOperators && this.acceptOp('&&')))
      left = { k: 'bin', op: 'AND', l: left, r: this.not() };
    return left;
  }
  private not(): Expr {
    if (this.acceptWord('NOT')) return { k: 'unary', op: 'NOT', e: this.not() };
    return this.predicate();
  }

  // ---- predicates ----
  private predicate(): Expr {
    let left = this.concat();
    for (;;) {
      const t = this.peek();
      if (t.t === 'op' && COMPARISONS.has(t.v) && this.comparisonAllowed(t.v)) {
        this.next();
        left = { k: 'bin', op: t.v === '==' ? '=' : t.v, l: left, r: this.concat() };
        continue;
      }
      if (this.acceptWord('ISNULL')) {
        left = { k: 'is', e: left, not: false, what: 'NULL' };
        continue;
      }
      if (this.acceptWord('NOTNULL')) {
        left = { k: 'is', e: left, not: true, what: 'NULL' };
        continue;
      }
      if (this.acceptWord('IS')) {
        const not = this.acceptWord('NOT');
        if (this.acceptWord('DISTINCT')) {
          this.expectWord('FROM');
          left = { k: 'distinctFrom', e: left, not, r: this.concat() };
        } else {
          const what = ['NULL', 'TRUE', 'FALSE'].find((w) => this.acceptWord(w));
          if (!what) throw this.error('expected NULL, TRUE, FALSE or DISTINCT FROM after IS');
          left = { k: 'is', e: left, not, what: what as 'NULL' | 'TRUE' | 'FALSE' };
        }
        continue;
      }
      const not = this.isWord('NOT') && this.predicateWordAt(1);
      if (!not && !this.predicateWordAt(0)) return left;
      if (not) this.next();
      if (this.acceptWord('IN')) {
        this.expectOp('(');
        const list = [this.expr()];
        while (this.acceptOp(',')) list.push(this.expr());
        this.expectOp(')');
        left = { k: 'in', e: left, not, list };
      } else if (this.acceptWord('BETWEEN')) {
        const lo = this.concat();
        this.expectWord('AND');
        left = { k: 'between', e: left, not, lo, hi: this.concat() };
      } else {
        const op = (this.next() as { v: string }).v.toUpperCase();
        const pattern = this.concat();
        const escape = this.acceptWord('ESCAPE') ? this.concat() : null;
        left = { k: 'like', e: left, not, op: op === 'RLIKE' ? 'REGEXP' : op, pattern, escape };
      }
    }
  }
  private comparisonAllowed(op: string): boolean {
    if (op === '<=>') return this.g.mysqlOperators;
    if (op.includes('~')) return this.g.regexTilde;
    return true;
  }
  private predicateWordAt(offset: number): boolean {
    return ['IN', 'BETWEEN', ...this.g.likeWords].some((w) => this.isWord(w, offset));
  }

  // ---- arithmetic ----
  concat(): Expr {
    let left = this.additive();
    for (;;) {
      const t = this.peek();
      const json = t.t === 'op' && (t.v === '->' || t.v === '->>');
      const pipe = t.t === 'op' && t.v === '||' && !this.g.mysqlOperators;
      if (!json && !pipe) return left;
      this.next();
      left = { k: 'bin', op: t.v, l: left, r: this.additive() };
    }
  }
  private additive(): Expr {
    let left = this.multiplicative();
    for (;;) {
      const t = this.peek();
      if (t.t !== 'op' || (t.v !== '+' && t.v !== '-')) return left;
      this.next();
      left = { k: 'bin', op: t.v, l: left, r: this.multiplicative() };
    }
  }
  private multiplicative(): Expr {
    let left = this.power();
    for (;;) {
      const t = this.peek();
      if (t.t === 'op' && (t.v === '*' || t.v === '/' || t.v === '%')) {
        this.next();
        left = { k: 'bin', op: t.v, l: left, r: this.power() };
      } else if (this.g.mysqlOperators && (this.isWord('DIV') || this.isWord('MOD'))) {
        const op = (this.next() as { v: string }).v.toUpperCase();
        left = { k: 'bin', op, l: left, r: this.power() };
      } else return left;
    }
  }
  private power(): Expr {
    const left = this.unary();
    if (this.g.caretPower && this.acceptOp('^')) return { k: 'bin', op: '^', l: left, r: this.power() };
    return left;
  }
  unary(): Expr {
    const t = this.peek();
    if (t.t === 'op' && (t.v === '-' || t.v === '+' || (t.v === '~' && this.g.bitwiseNot))) {
      this.next();
      return { k: 'unary', op: t.v, e: this.unary() };
    }
    return this.postfix();
  }
  private postfix(): Expr {
    let e = this.primary();
    while (this.g.doubleColonCast && this.acceptOp('::'))
      e = { k: 'cast', e, type: typeName(this), tryCast: false };
    return e;
  }

  // ---- primaries ----
  private primary(): Expr {
    const t = this.next();
    if (t.t === 'num') return { k: 'num', v: t.v };
    if (t.t === 'str') return { k: 'str', v: t.v };
    if (t.t === 'op') {
      if (t.v === '(') {
        const e = this.expr();
        if (this.isOp(',')) throw this.error('row values are not allowed');
        this.expectOp(')');
        return e;
      }
      if (t.v === '*') throw new FragmentSyntaxError('"*" is allowed only in COUNT(*)', t.pos);
      throw new FragmentSyntaxError(`unexpected "${t.v}"`, t.pos);
    }
    if (t.t === 'eof') throw new FragmentSyntaxError('unexpected end of the expression', t.pos);
    if (t.quoted) return this.columnRef({ name: t.v, quoted: true });
    const word = t.v.toUpperCase();
    const call = this.isOp('(');
    if (STATEMENT_WORDS.has(word))
      throw new FragmentSyntaxError(`${word}: subqueries and statements are not allowed`, t.pos);
    if (word === 'NULL' || word === 'TRUE' || word === 'FALSE') return { k: 'const', v: word };
    if (word === 'CASE') return caseExpr(this);
    if (word === 'INTERVAL') return interval(this);
    if (TYPED_LITERALS.has(word) && this.peek().t === 'str')
      return { k: 'typed', type: word, v: (this.next() as { v: string }).v };
    if (call && (word === 'CAST' || (word === 'TRY_CAST' && this.g.tryCast))) {
      this.next();
      const e = this.expr();
      this.expectWord('AS');
      const type = typeName(this);
      this.expectOp(')');
      return { k: 'cast', e, type, tryCast: word === 'TRY_CAST' };
    }
    if (call && word === 'EXTRACT') return extract(this);
    if (call && word === 'POSITION') return position(this);
    if (call && (word === 'SUBSTRING' || word === 'SUBSTR')) return substring(this, t.v);
    if (call && word === 'TRIM') return trim(this);
    if (EXPRESSION_WORDS.has(word)) throw new FragmentSyntaxError(`unexpected ${word}`, t.pos);
    if (call) return this.call(t.v);
    return this.columnRef({ name: t.v, quoted: false });
  }

  private columnRef(first: Name): Expr {
    const parts = [first];
    while (this.acceptOp('.')) {
      const t = this.next();
      if (t.t === 'op' && t.v === '*')
        throw new FragmentSyntaxError('"*" is allowed only in COUNT(*)', t.pos);
      if (t.t !== 'id') throw new FragmentSyntaxError('expected a name after "."', t.pos);
      if (!t.quoted && STATEMENT_WORDS.has(t.v.toUpperCase()))
        throw new FragmentSyntaxError(`unexpected ${t.v}`, t.pos);
      parts.push({ name: t.v, quoted: t.quoted });
    }
    if (this.isOp('(')) throw this.error('qualified function names are not allowed');
    if (parts.length > 3) throw this.error('a column name has at most three parts');
    return { k: 'col', parts };
  }

  private call(name: string): Expr {
    if (isDeniedFunction(this.family, name))
      throw this.error(`the function ${name.toLowerCase()} is not allowed`);
    this.expectOp('(');
    const fn = plainCall(name);
    if (this.isOp('*') && this.isOp(')', 1)) {
      this.next();
      fn.star = true;
    } else if (!this.isOp(')')) {
      fn.distinct = this.acceptWord('DISTINCT');
      fn.args.push(this.expr());
      while (this.acceptOp(',')) fn.args.push(this.expr());
      if (this.isWord('ORDER')) fn.orderBy = orderBy(this);
      if (this.g.separatorArgument && this.acceptWord('SEPARATOR')) {
        const sep = this.next();
        if (sep.t !== 'str') throw new FragmentSyntaxError('SEPARATOR takes a string', sep.pos);
        fn.separator = sep.v;
      }
    }
    this.expectOp(')');
    if (this.g.withinGroup && this.acceptWord('WITHIN')) {
      this.expectWord('GROUP');
      this.expectOp('(');
      fn.withinGroup = orderBy(this);
      this.expectOp(')');
    }
    if (this.g.aggregateFilter && this.isWord('FILTER') && this.isOp('(', 1)) {
      this.next();
      this.next();
      this.expectWord('WHERE');
      fn.filter = this.expr();
      this.expectOp(')');
    }
    if (this.acceptWord('OVER')) fn.over = window(this);
    return fn;
  }
}
