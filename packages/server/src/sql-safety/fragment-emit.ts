/**
 * Writes a fragment's tree back as SQL for its engine. This text, never the user's, is what runs:
 * every sub-expression is parenthesised (our reading of precedence is the engine's reading), tokens
 * are separated by spaces (no `- -1` turning into a comment), strings and quoted names are written
 * with the one quoting rule that means the same text on that engine whatever its settings.
 */
import type { Expr, FrameBound, Name, OrderItem, WindowSpec } from './fragment-ast.js';
import type { SqlFamily } from './functions.js';
import { grammarOf } from './grammar.js';

/** A string literal. PostgreSQL strings with a backslash are written as E'' (valid whatever
 * standard_conforming_strings says); MySQL's backslashes are doubled (harmless under
 * NO_BACKSLASH_ESCAPES: the quote stays doubled, so the literal still ends where we say). */
export function quoteString(value: string, family: SqlFamily): string {
  const doubled = value.replace(/'/g, "''");
  const g = grammarOf(family);
  if (g.mysqlStrings) return `'${doubled.replace(/\\/g, '\\\\')}'`;
  if (g.escapeStringPrefix && value.includes('\\')) return `E'${doubled.replace(/\\/g, '\\\\')}'`;
  return `'${doubled}'`;
}

export function quoteName(name: string, family: SqlFamily): string {
  const q = grammarOf(family).nameQuote;
  return `${q}${name.split(q).join(q + q)}${q}`;
}

const name = (n: Name, family: SqlFamily) => (n.quoted ? quoteName(n.name, family) : n.name);

export function emitFragment(e: Expr, family: SqlFamily): string {
  const emit = (x: Expr) => emitFragment(x, family);
  const list = (xs: Expr[]) => xs.map(emit).join(', ');
  const not = (flag: boolean) => (flag ? 'NOT ' : '');
  switch (e.k) {
    case 'num':
      return e.v;
    case 'str':
      return quoteString(e.v, family);
    case 'const':
      return e.v;
    case 'col':
      return e.parts.map((p) => name(p, family)).join('.');
    case 'unary':
      return `(${e.op} ${emit(e.e)})`;
    case 'bin':
      return `(${emit(e.l)} ${e.op} ${emit(e.r)})`;
    case 'is':
      return `(${emit(e.e)} IS ${not(e.not)}${e.what})`;
    case 'distinctFrom':
      return `(${emit(e.e)} IS ${not(e.not)}DISTINCT FROM ${emit(e.r)})`;
    case 'in':
      return `(${emit(e.e)} ${not(e.not)}IN (${list(e.list)}))`;
    case 'between':
      return `(${emit(e.e)} ${not(e.not)}BETWEEN ${emit(e.lo)} AND ${emit(e.hi)})`;
    case 'like':
      return `(${emit(e.e)} ${not(e.not)}${e.op} ${emit(e.pattern)}${e.escape ? ` ESCAPE ${emit(e.escape)}` : ''})`;
    case 'case': {
      const whens = e.whens.map(([w, t]) => ` WHEN ${emit(w)} THEN ${emit(t)}`).join('');
      const operand = e.operand ? ` ${emit(e.operand)}` : '';
      return `(CASE${operand}${whens}${e.else ? ` ELSE ${emit(e.else)}` : ''} END)`;
    }
    case 'cast':
      return `${e.tryCast ? 'TRY_CAST' : 'CAST'}(${emit(e.e)} AS ${e.type})`;
    case 'typed':
      return `${e.type} ${quoteString(e.v, family)}`;
    case 'interval':
      return `INTERVAL ${emit(e.value)}${e.unit ? ` ${e.unit}` : ''}`;
    case 'extract':
      return `EXTRACT(${e.field} FROM ${emit(e.e)})`;
    case 'position':
      return `POSITION(${emit(e.needle)} IN ${emit(e.haystack)})`;
    case 'substring':
      return `SUBSTRING(${emit(e.e)}${e.from ? ` FROM ${emit(e.from)}` : ''}${e.for ? ` FOR ${emit(e.for)}` : ''})`;
    case 'trim': {
      const head = [e.side, e.chars ? emit(e.chars) : null].filter(Boolean).join(' ');
      return `TRIM(${head ? `${head} FROM ` : ''}${emit(e.e)})`;
    }
    case 'fn': {
      let args = e.star ? '*' : `${e.distinct ? 'DISTINCT ' : ''}${list(e.args)}`;
      if (e.orderBy.length) args += ` ${orderBy(e.orderBy, family)}`;
      if (e.separator !== null) args += ` SEPARATOR ${quoteString(e.separator, family)}`;
      let sql = `${e.name}(${args})`;
      if (e.withinGroup) sql += ` WITHIN GROUP (${orderBy(e.withinGroup, family)})`;
      if (e.filter) sql += ` FILTER (WHERE ${emit(e.filter)})`;
      if (e.over) sql += ` OVER (${windowSpec(e.over, family)})`;
      return sql;
    }
  }
}

function orderBy(items: OrderItem[], family: SqlFamily): string {
  const item = (o: OrderItem) =>
    [emitFragment(o.expr, family), o.dir, o.nulls ? `NULLS ${o.nulls}` : null].filter(Boolean).join(' ');
  return `ORDER BY ${items.map(item).join(', ')}`;
}

const bound = (b: FrameBound) => (b.offset ? `${b.offset} ${b.kind}` : b.kind);

function windowSpec(w: WindowSpec, family: SqlFamily): string {
  const parts: string[] = [];
  if (w.partitionBy.length)
    parts.push(`PARTITION BY ${w.partitionBy.map((x) => emitFragment(x, family)).join(', ')}`);
  if (w.orderBy.length) parts.push(orderBy(w.orderBy, family));
  if (w.frame) {
    const { unit, start, end } = w.frame;
    parts.push(end ? `${unit} BETWEEN ${bound(start)} AND ${bound(end)}` : `${unit} ${bound(start)}`);
  }
  return parts.join(' ');
}
