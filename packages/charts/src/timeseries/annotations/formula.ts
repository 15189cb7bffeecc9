/**
 * A formula annotation's expression in `x` (Superset evaluates it with mathjs): numbers, `x`,
 * + - * / % ^, parentheses, unary minus, the constants pi and e, and Math's common functions.
 * Parsed by recursive descent, never `eval`: anything else is an error naming the token.
 */
type Fn = (...args: number[]) => number;
const FUNCTIONS: Record<string, Fn> = {
  abs: Math.abs,
  ceil: Math.ceil,
  cos: Math.cos,
  exp: Math.exp,
  floor: Math.floor,
  log: (v, base) => (base === undefined ? Math.log(v) : Math.log(v) / Math.log(base)),
  log10: Math.log10,
  max: Math.max,
  min: Math.min,
  pow: Math.pow,
  round: Math.round,
  sin: Math.sin,
  sqrt: Math.sqrt,
  tan: Math.tan,
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };

const TOKEN = /\s*(\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+|[A-Za-z_]\w*|[-+*/%^(),])/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) throw new Error(`Unexpected character in formula at ${at + 1}: ${text.slice(at).trim()[0]}`);
    tokens.push(m[1]!);
  }
  return tokens;
}

/** A compiled expression: its value for an x. */
export type Formula = (x: number) => number;

export function compileFormula(text: string): Formula {
  const tokens = tokenize(text);
  let i = 0;
  const peek = () => tokens[i];
  const take = (expected?: string) => {
    const t = tokens[i++];
    if (t === undefined || (expected !== undefined && t !== expected))
      throw new Error(`Formula: expected ${expected ?? 'a value'}${t ? ` near "${t}"` : ''}`);
    return t;
  };
  // expr := term (('+'|'-') term)* ; term := unary (('*'|'/'|'%') unary)* ; unary := '-' unary | power
  // power := atom ('^' unary)? ; atom := number | x | constant | fn '(' args ')' | '(' expr ')'
  const expr = (): Formula => {
    let left = term();
    while (peek() === '+' || peek() === '-') {
      const op = take();
      const l = left;
      const r = term();
      left = op === '+' ? (x) => l(x) + r(x) : (x) => l(x) - r(x);
    }
    return left;
  };
  const term = (): Formula => {
    let left = unary();
    while (peek() === '*' || peek() === '/' || peek() === '%') {
      const op = take();
      const l = left;
      const r = unary();
      left = op === '*' ? (x) => l(x) * r(x) : op === '/' ? (x) => l(x) / r(x) : (x) => l(x) % r(x);
    }
    return left;
  };
  const unary = (): Formula => {
    if (peek() === '-') {
      take();
      const v = unary();
      return (x) => -v(x);
    }
    if (peek() === '+') take();
    return power();
  };
  const power = (): Formula => {
    const base = atom();
    if (peek() !== '^') return base;
    take();
    const exp = unary();
    return (x) => base(x) ** exp(x);
  };
  const atom = (): Formula => {
    const t = take();
    if (/^[\d.]/.test(t)) {
      const n = Number(t);
      return () => n;
    }
    if (t === '(') {
      const inner = expr();
      take(')');
      return inner;
    }
    if (t === 'x') return (x) => x;
    if (Object.hasOwn(CONSTANTS, t)) {
      const c = CONSTANTS[t]!;
      return () => c;
    }
    if (Object.hasOwn(FUNCTIONS, t)) {
      const fn = FUNCTIONS[t]!;
      take('(');
      const args: Formula[] = [expr()];
      while (peek() === ',') {
        take();
        args.push(expr());
      }
      take(')');
      return (x) => fn(...args.map((a) => a(x)));
    }
    throw new Error(`Formula: unknown name "${t}"`);
  };
  const compiled = expr();
  if (i < tokens.length) throw new Error(`Formula: unexpected "${tokens[i]}"`);
  return compiled;
}
