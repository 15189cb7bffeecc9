/**
 * A precedence-climbing parser from fragment tokens to the expression tree of fragment-ast.ts. It
 * accepts the expression subset analysts write in metrics, columns and filters, and refuses the
 * rest with a message (subqueries, statements, qualified or denied functions, `*` outside COUNT).
 */
import type { Expr, FrameBound, Name, OrderItem, WindowSpec } from './fragment-ast.js';
import { FragmentSyntaxError, type Token } from './fragment-lexer.js';
import { isDeniedFunction, type SqlFamily } from './functions.js';

/** Words that begin or belong to a statement: never a bare column name in a fragment. */
const STATEMENT_WORDS = new Set(
  (
    'SELECT INSERT UPDATE DELETE MERGE UPSERT WITH VALUES TABLE FROM WHERE UNION INTERSECT EXCEPT ' +
    'INTO CREATE DROP ALTER TRUNCATE CALL EXEC EXECUTE PRAGMA ATTACH DETACH COPY GRANT REVOKE SET ' +
    'LIMIT OFFSET ORDER GROUP HAVING JOIN ON USING LATERAL RETURNING WINDOW QUALIFY EXISTS ' +
    'PREPARE DEALLOCATE DECLARE FETCH LOAD INSTALL HANDLER DO'
  ).split(' '),
);
/** Words with a meaning in expressions: not column names when bare. */
const EXPRESSION_WORDS = new Set(
  (
    'AND OR NOT IS IN LIKE ILIKE GLOB REGEXP RLIKE BETWEEN CASE WHEN THEN ELSE END AS DISTINCT ' +
    'OVER FILTER PARTITION BY ASC DESC NULLS ESCAPE XOR DIV MOD SEPARATOR WITHIN ISNULL NOTNULL ' +
    'COLLATE SIMILAR ANY ALL SOME ARRAY'
  ).split(' '),
);
const COMPARISONS = new Set(['=', '==', '<>', '!=', '<', '>', '<=', '>=', '<=>', '~', '~*', '!~', '!~*']);
const LIKE_WORDS: Record<SqlFamily, readonly string[]> = {
  postgresql: ['LIKE', 'ILIKE'],
  duckdb: ['LIKE', 'ILIKE', 'GLOB'],
  sqlite: ['LIKE', 'GLOB', 'REGEXP'],
  mysql: ['LIKE', 'REGEXP', 'RLIKE'],
};
const TYPED_LITERALS = new Set(['DATE', 'TIME', 'TIMESTAMP', 'TIMESTAMPTZ']);
const MAX_NESTING = 64;
const TYPE_WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;

export class FragmentParser {
  private i = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly family: SqlFamily,
  ) {}

  parse(): Expr {
    const expr = this.expr();
    if (this.peek().t !== 'eof') {
      if (this.isOp(',')) throw this.error('must be a single expression');
      throw this.error(`unexpected ${this.describe(this.peek())}`);
    }
    return expr;
  }

  // ---- tokens ----
  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)]!;
  }
  private next(): Token {
    const t = this.peek();
    if (t.t !== 'eof') this.i += 1;
    return t;
  }
  private isOp(v: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.t === 'op' && t.v === v;
  }
  /** A bare (unquoted) word, compared upper-cased. */
  private isWord(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.t === 'id' && !t.quoted && t.v.toUpperCase() === word;
  }
  private acceptWord(word: string): boolean {
    if (!this.isWord(word)) return false;
    this.i += 1;
    return true;
  }
  private acceptOp(v: string): boolean {
    if (!this.isOp(v)) return false;
    this.i += 1;
    return true;
  }
  private expectOp(v: string): void {
    if (!this.acceptOp(v)) throw this.error(`expected "${v}" but found ${this.describe(this.peek())}`);
  }
  private expectWord(word: string): void {
    if (!this.acceptWord(word)) throw this.error(`expected ${word} but found ${this.describe(this.peek())}`);
  }
  private describe(t: Token): string {
    if (t.t === 'eof') return 'the end';
    if (t.t === 'str') return 'a string';
    return `"${t.v}"`;
  }
  private error(message: string): FragmentSyntaxError {
    return new FragmentSyntaxError(message, this.peek().pos);
  }

  // ---- boolean levels ----
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
      if (this.acceptWord('OR') || (this.family === 'mysql' && this.acceptOp('||')))
        left = { k: 'bin', op: 'OR', l: left, r: this.and() };
      else if (this.family === 'mysql' && this.acceptWord('XOR'))
        left = { k: 'bin', op: 'XOR', l: left, r: this.and() };
      else return left;
    }
  }
  private and(): Expr {
    let left = this.not();
    while (this.acceptWord('AND') || (this.family === 'mysql' && this.acceptOp('&&')))
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
    if (op === '<=>') return this.family === 'mysql';
    if (op.includes('~')) return this.family === 'postgresql' || this.family === 'duckdb';
    return true;
  }
  private predicateWordAt(offset: number): boolean {
    return ['IN', 'BETWEEN', ...LIKE_WORDS[this.family]].some((w) => this.isWord(w, offset));
  }

  // ---- arithmetic ----
  private concat(): Expr {
    let left = this.additive();
    for (;;) {
      const t = this.peek();
      const json = t.t === 'op' && (t.v === '->' || t.v === '->>');
      const pipe = t.t === 'op' && t.v === '||' && this.family !== 'mysql';
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
      } else if (this.family === 'mysql' && (this.isWord('DIV') || this.isWord('MOD'))) {
        const op = (this.next() as { v: string }).v.toUpperCase();
        left = { k: 'bin', op, l: left, r: this.power() };
      } else return left;
    }
  }
  private power(): Expr {
    const left = this.unary();
    if (this.family === 'postgresql' && this.acceptOp('^'))
      return { k: 'bin', op: '^', l: left, r: this.power() };
    return left;
  }
  private unary(): Expr {
    const t = this.peek();
    if (t.t === 'op' && (t.v === '-' || t.v === '+' || (t.v === '~' && this.family !== 'sqlite'))) {
      this.next();
      return { k: 'unary', op: t.v, e: this.unary() };
    }
    return this.postfix();
  }
  private postfix(): Expr {
    let e = this.primary();
    while (this.family !== 'mysql' && this.family !== 'sqlite' && this.acceptOp('::'))
      e = { k: 'cast', e, type: this.typeName(), tryCast: false };
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
    if (word === 'CASE') return this.caseExpr();
    if (word === 'INTERVAL') return this.interval();
    if (TYPED_LITERALS.has(word) && this.peek().t === 'str')
      return { k: 'typed', type: word, v: (this.next() as { v: string }).v };
    if (call && (word === 'CAST' || (word === 'TRY_CAST' && this.family === 'duckdb'))) {
      this.next();
      const e = this.expr();
      this.expectWord('AS');
      const type = this.typeName();
      this.expectOp(')');
      return { k: 'cast', e, type, tryCast: word === 'TRY_CAST' };
    }
    if (call && word === 'EXTRACT') return this.extract();
    if (call && word === 'POSITION') return this.position();
    if (call && (word === 'SUBSTRING' || word === 'SUBSTR')) return this.substring(t.v);
    if (call && word === 'TRIM') return this.trim();
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
    const fn = this.plainCall(name);
    if (this.isOp('*') && this.isOp(')', 1)) {
      this.next();
      fn.star = true;
    } else if (!this.isOp(')')) {
      fn.distinct = this.acceptWord('DISTINCT');
      fn.args.push(this.expr());
      while (this.acceptOp(',')) fn.args.push(this.expr());
      if (this.isWord('ORDER')) fn.orderBy = this.orderBy();
      if (this.family === 'mysql' && this.acceptWord('SEPARATOR')) {
        const sep = this.next();
        if (sep.t !== 'str') throw new FragmentSyntaxError('SEPARATOR takes a string', sep.pos);
        fn.separator = sep.v;
      }
    }
    this.expectOp(')');
    if (this.family === 'postgresql' && this.acceptWord('WITHIN')) {
      this.expectWord('GROUP');
      this.expectOp('(');
      fn.withinGroup = this.orderBy();
      this.expectOp(')');
    }
    if (this.family !== 'mysql' && this.isWord('FILTER') && this.isOp('(', 1)) {
      this.next();
      this.next();
      this.expectWord('WHERE');
      fn.filter = this.expr();
      this.expectOp(')');
    }
    if (this.acceptWord('OVER')) fn.over = this.window();
    return fn;
  }

  private orderBy(): OrderItem[] {
    this.expectWord('ORDER');
    this.expectWord('BY');
    const items: OrderItem[] = [];
    do {
      const expr = this.expr();
      const dir = this.acceptWord('ASC') ? 'ASC' : this.acceptWord('DESC') ? 'DESC' : null;
      let nulls: OrderItem['nulls'] = null;
      if (this.acceptWord('NULLS')) {
        if (this.acceptWord('FIRST')) nulls = 'FIRST';
        else if (this.acceptWord('LAST')) nulls = 'LAST';
        else throw this.error('expected FIRST or LAST after NULLS');
      }
      items.push({ expr, dir, nulls });
    } while (this.acceptOp(','));
    return items;
  }

  private window(): WindowSpec {
    if (!this.isOp('(')) throw this.error('named windows are not allowed: write OVER (…)');
    this.next();
    const spec: WindowSpec = { partitionBy: [], orderBy: [], frame: null };
    if (this.acceptWord('PARTITION')) {
      this.expectWord('BY');
      do spec.partitionBy.push(this.expr());
      while (this.acceptOp(','));
    }
    if (this.isWord('ORDER')) spec.orderBy = this.orderBy();
    const unit = ['ROWS', 'RANGE', 'GROUPS'].find((u) => this.acceptWord(u));
    if (unit) {
      if (this.acceptWord('BETWEEN')) {
        const start = this.frameBound();
        this.expectWord('AND');
        spec.frame = { unit: unit as 'ROWS', start, end: this.frameBound() };
      } else spec.frame = { unit: unit as 'ROWS', start: this.frameBound(), end: null };
    }
    this.expectOp(')');
    return spec;
  }

  private frameBound(): FrameBound {
    if (this.acceptWord('UNBOUNDED')) {
      if (this.acceptWord('PRECEDING')) return { kind: 'UNBOUNDED PRECEDING' };
      this.expectWord('FOLLOWING');
      return { kind: 'UNBOUNDED FOLLOWING' };
    }
    if (this.acceptWord('CURRENT')) {
      this.expectWord('ROW');
      return { kind: 'CURRENT ROW' };
    }
    const n = this.next();
    if (n.t !== 'num') throw new FragmentSyntaxError('expected a frame offset', n.pos);
    if (this.acceptWord('PRECEDING')) return { kind: 'PRECEDING', offset: n.v };
    this.expectWord('FOLLOWING');
    return { kind: 'FOLLOWING', offset: n.v };
  }

  private caseExpr(): Expr {
    const operand = this.isWord('WHEN') ? null : this.expr();
    const whens: [Expr, Expr][] = [];
    while (this.acceptWord('WHEN')) {
      const when = this.expr();
      this.expectWord('THEN');
      whens.push([when, this.expr()]);
    }
    if (whens.length === 0) throw this.error('CASE needs at least one WHEN');
    const otherwise = this.acceptWord('ELSE') ? this.expr() : null;
    this.expectWord('END');
    return { k: 'case', operand, whens, else: otherwise };
  }

  private interval(): Expr {
    const value = this.unary();
    const t = this.peek();
    // A unit is a bare word such as DAY, MONTHS or DAY_HOUR (MySQL); anything else ends the literal.
    const unit =
      t.t === 'id' && !t.quoted && /^[A-Za-z]+(_[A-Za-z]+)?$/.test(t.v) && !this.isKeywordAfterValue(t.v)
        ? (this.next() as { v: string }).v.toUpperCase()
        : null;
    return { k: 'interval', value, unit };
  }
  private isKeywordAfterValue(word: string): boolean {
    const w = word.toUpperCase();
    return EXPRESSION_WORDS.has(w) || STATEMENT_WORDS.has(w);
  }

  private extract(): Expr {
    this.expectOp('(');
    const field = this.next();
    if (field.t !== 'id' || field.quoted)
      throw new FragmentSyntaxError('EXTRACT needs a field name', field.pos);
    this.expectWord('FROM');
    const e = this.expr();
    this.expectOp(')');
    return { k: 'extract', field: field.v.toUpperCase(), e };
  }

  private position(): Expr {
    this.expectOp('(');
    const needle = this.concat();
    this.expectWord('IN');
    const haystack = this.concat();
    this.expectOp(')');
    return { k: 'position', needle, haystack };
  }

  private substring(name: string): Expr {
    this.expectOp('(');
    const e = this.expr();
    if (this.isWord('FROM') || this.isWord('FOR')) {
      const from = this.acceptWord('FROM') ? this.expr() : null;
      const len = this.acceptWord('FOR') ? this.expr() : null;
      this.expectOp(')');
      return { k: 'substring', e, from, for: len };
    }
    // The comma form is an ordinary call.
    const args = [e];
    while (this.acceptOp(',')) args.push(this.expr());
    this.expectOp(')');
    return { ...this.plainCall(name), args };
  }

  private trim(): Expr {
    this.expectOp('(');
    const side = (['BOTH', 'LEADING', 'TRAILING'] as const).find((s) => this.acceptWord(s)) ?? null;
    if (side && this.acceptWord('FROM')) {
      const e = this.expr();
      this.expectOp(')');
      return { k: 'trim', side, chars: null, e };
    }
    const first = this.expr();
    if (this.acceptWord('FROM')) {
      const e = this.expr();
      this.expectOp(')');
      return { k: 'trim', side, chars: first, e };
    }
    if (side) throw this.error('expected FROM in TRIM');
    const args = [first];
    while (this.acceptOp(',')) args.push(this.expr());
    this.expectOp(')');
    return { ...this.plainCall('trim'), args };
  }

  private plainCall(name: string): Extract<Expr, { k: 'fn' }> {
    return {
      k: 'fn',
      name,
      distinct: false,
      star: false,
      args: [],
      orderBy: [],
      separator: null,
      withinGroup: null,
      filter: null,
      over: null,
    };
  }

  /** A type name: one word with an optional (n[, m]), or a known multi-word type. */
  private typeName(): string {
    const first = this.next();
    if (first.t !== 'id' || first.quoted || !TYPE_WORD.test(first.v))
      throw new FragmentSyntaxError('expected a type name', first.pos);
    const words = [first.v.toUpperCase()];
    const w = words[0]!;
    if (w === 'DOUBLE' && this.acceptWord('PRECISION')) words.push('PRECISION');
    if (w === 'CHARACTER' && this.acceptWord('VARYING')) words.push('VARYING');
    if ((w === 'SIGNED' || w === 'UNSIGNED') && (this.isWord('INTEGER') || this.isWord('INT')))
      words.push((this.next() as { v: string }).v.toUpperCase());
    if ((w === 'TIMESTAMP' || w === 'TIME') && (this.isWord('WITH') || this.isWord('WITHOUT'))) {
      words.push((this.next() as { v: string }).v.toUpperCase());
      this.expectWord('TIME');
      this.expectWord('ZONE');
      words.push('TIME', 'ZONE');
    }
    if (this.acceptOp('(')) {
      const size: string[] = [];
      do {
        const n = this.next();
        if (n.t !== 'num' || !/^\d+$/.test(n.v)) throw new FragmentSyntaxError('expected a type size', n.pos);
        size.push(n.v);
      } while (this.acceptOp(','));
      this.expectOp(')');
      words[words.length - 1] += `(${size.join(', ')})`;
    }
    return words.join(' ');
  }
}
