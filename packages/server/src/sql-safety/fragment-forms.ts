/**
 * The special forms of fragment expressions, each read by its own function over the parser:
 * ORDER BY lists, windows and frames, CASE, INTERVAL, EXTRACT, POSITION, SUBSTRING, TRIM, and type
 * names for CAST.
 */
import type { Expr, FrameBound, OrderItem, WindowSpec } from './fragment-ast.js';
import { FragmentSyntaxError } from './fragment-lexer.js';
import type { FragmentParser } from './fragment-parser.js';
import { EXPRESSION_WORDS, STATEMENT_WORDS } from './fragment-words.js';

const TYPE_WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function orderBy(p: FragmentParser): OrderItem[] {
  p.expectWord('ORDER');
  p.expectWord('BY');
  const items: OrderItem[] = [];
  do {
    const expr = p.expr();
    const dir = p.acceptWord('ASC') ? 'ASC' : p.acceptWord('DESC') ? 'DESC' : null;
    let nulls: OrderItem['nulls'] = null;
    if (p.acceptWord('NULLS')) {
      if (p.acceptWord('FIRST')) nulls = 'FIRST';
      else if (p.acceptWord('LAST')) nulls = 'LAST';
      else throw p.error('expected FIRST or LAST after NULLS');
    }
    items.push({ expr, dir, nulls });
  } while (p.acceptOp(','));
  return items;
}

export function window(p: FragmentParser): WindowSpec {
  if (!p.isOp('(')) throw p.error('named windows are not allowed: write OVER (…)');
  p.next();
  const spec: WindowSpec = { partitionBy: [], orderBy: [], frame: null };
  if (p.acceptWord('PARTITION')) {
    p.expectWord('BY');
    do spec.partitionBy.push(p.expr());
    while (p.acceptOp(','));
  }
  if (p.isWord('ORDER')) spec.orderBy = orderBy(p);
  const unit = ['ROWS', 'RANGE', 'GROUPS'].find((u) => p.acceptWord(u));
  if (unit) {
    if (p.acceptWord('BETWEEN')) {
      const start = frameBound(p);
      p.expectWord('AND');
      spec.frame = { unit: unit as 'ROWS', start, end: frameBound(p) };
    } else spec.frame = { unit: unit as 'ROWS', start: frameBound(p), end: null };
  }
  p.expectOp(')');
  return spec;
}

export function frameBound(p: FragmentParser): FrameBound {
  if (p.acceptWord('UNBOUNDED')) {
    if (p.acceptWord('PRECEDING')) return { kind: 'UNBOUNDED PRECEDING' };
    p.expectWord('FOLLOWING');
    return { kind: 'UNBOUNDED FOLLOWING' };
  }
  if (p.acceptWord('CURRENT')) {
    p.expectWord('ROW');
    return { kind: 'CURRENT ROW' };
  }
  const n = p.next();
  if (n.t !== 'num') throw new FragmentSyntaxError('expected a frame offset', n.pos);
  if (p.acceptWord('PRECEDING')) return { kind: 'PRECEDING', offset: n.v };
  p.expectWord('FOLLOWING');
  return { kind: 'FOLLOWING', offset: n.v };
}

export function caseExpr(p: FragmentParser): Expr {
  const operand = p.isWord('WHEN') ? null : p.expr();
  const whens: [Expr, Expr][] = [];
  while (p.acceptWord('WHEN')) {
    const when = p.expr();
    p.expectWord('THEN');
    whens.push([when, p.expr()]);
  }
  if (whens.length === 0) throw p.error('CASE needs at least one WHEN');
  const otherwise = p.acceptWord('ELSE') ? p.expr() : null;
  p.expectWord('END');
  return { k: 'case', operand, whens, else: otherwise };
}

export function interval(p: FragmentParser): Expr {
  const value = p.unary();
  const t = p.peek();
  // A unit is a bare word such as DAY, MONTHS or DAY_HOUR (MySQL); anything else ends the literal.
  const unit =
    t.t === 'id' && !t.quoted && /^[A-Za-z]+(_[A-Za-z]+)?$/.test(t.v) && !isKeywordAfterValue(t.v)
      ? (p.next() as { v: string }).v.toUpperCase()
      : null;
  return { k: 'interval', value, unit };
}

export function isKeywordAfterValue(word: string): boolean {
  const w = word.toUpperCase();
  return EXPRESSION_WORDS.has(w) || STATEMENT_WORDS.has(w);
}

export function extract(p: FragmentParser): Expr {
  p.expectOp('(');
  const field = p.next();
  if (field.t !== 'id' || field.quoted)
    throw new FragmentSyntaxError('EXTRACT needs a field name', field.pos);
  p.expectWord('FROM');
  const e = p.expr();
  p.expectOp(')');
  return { k: 'extract', field: field.v.toUpperCase(), e };
}

export function position(p: FragmentParser): Expr {
  p.expectOp('(');
  const needle = p.concat();
  p.expectWord('IN');
  const haystack = p.concat();
  p.expectOp(')');
  return { k: 'position', needle, haystack };
}

export function substring(p: FragmentParser, name: string): Expr {
  p.expectOp('(');
  const e = p.expr();
  if (p.isWord('FROM') || p.isWord('FOR')) {
    const from = p.acceptWord('FROM') ? p.expr() : null;
    const len = p.acceptWord('FOR') ? p.expr() : null;
    p.expectOp(')');
    return { k: 'substring', e, from, for: len };
  }
  // The comma form is an ordinary call.
  const args = [e];
  while (p.acceptOp(',')) args.push(p.expr());
  p.expectOp(')');
  return { ...plainCall(name), args };
}

export function trim(p: FragmentParser): Expr {
  p.expectOp('(');
  const side = (['BOTH', 'LEADING', 'TRAILING'] as const).find((s) => p.acceptWord(s)) ?? null;
  if (side && p.acceptWord('FROM')) {
    const e = p.expr();
    p.expectOp(')');
    return { k: 'trim', side, chars: null, e };
  }
  const first = p.expr();
  if (p.acceptWord('FROM')) {
    const e = p.expr();
    p.expectOp(')');
    return { k: 'trim', side, chars: first, e };
  }
  if (side) throw p.error('expected FROM in TRIM');
  const args = [first];
  while (p.acceptOp(',')) args.push(p.expr());
  p.expectOp(')');
  return { ...plainCall('trim'), args };
}

export function plainCall(name: string): Extract<Expr, { k: 'fn' }> {
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
export function typeName(p: FragmentParser): string {
  const first = p.next();
  if (first.t !== 'id' || first.quoted || !TYPE_WORD.test(first.v))
    throw new FragmentSyntaxError('expected a type name', first.pos);
  const words = [first.v.toUpperCase()];
  const w = words[0]!;
  if (w === 'DOUBLE' && p.acceptWord('PRECISION')) words.push('PRECISION');
  if (w === 'CHARACTER' && p.acceptWord('VARYING')) words.push('VARYING');
  if ((w === 'SIGNED' || w === 'UNSIGNED') && (p.isWord('INTEGER') || p.isWord('INT')))
    words.push((p.next() as { v: string }).v.toUpperCase());
  if ((w === 'TIMESTAMP' || w === 'TIME') && (p.isWord('WITH') || p.isWord('WITHOUT'))) {
    words.push((p.next() as { v: string }).v.toUpperCase());
    p.expectWord('TIME');
    p.expectWord('ZONE');
    words.push('TIME', 'ZONE');
  }
  if (p.acceptOp('(')) {
    const size: string[] = [];
    do {
      const n = p.next();
      if (n.t !== 'num' || !/^\d+$/.test(n.v)) throw new FragmentSyntaxError('expected a type size', n.pos);
      size.push(n.v);
    } while (p.acceptOp(','));
    p.expectOp(')');
    words[words.length - 1] += `(${size.join(', ')})`;
  }
  return words.join(' ');
}
