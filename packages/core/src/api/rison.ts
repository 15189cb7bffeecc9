/**
 * Rison: the compact URI-friendly JSON that Superset's REST API takes in `?q=`.
 * Grammar: objects `(a:1,b:'x')`, arrays `!(1,2)`, `!t` `!f` `!n`, quoted strings with `!` as escape,
 * bare identifiers and numbers. Parse errors carry the offset so the API can say what is wrong.
 */
export class RisonError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'RisonError';
  }
}

// Characters that cannot appear in an unquoted identifier.
const NOT_IDCHAR = ` '!:(),*@$`;
const isIdChar = (c: string) => c > ' ' && !NOT_IDCHAR.includes(c);
const isIdStart = (c: string) => isIdChar(c) && !'-0123456789'.includes(c);

/** Nesting deeper than this is refused: the parser recurses, so an unbounded depth overflows the stack. */
export const DEFAULT_MAX_RISON_DEPTH = 1000;

export interface RisonOptions {
  /** Deepest nesting of objects and arrays accepted. */
  maxDepth?: number;
}

class Parser {
  private i = 0;
  private depth = 0;
  constructor(
    private readonly s: string,
    private readonly maxDepth: number,
  ) {}

  parseAll(): unknown {
    const value = this.value();
    if (this.i < this.s.length) this.fail(`unexpected '${this.s[this.i]}'`);
    return value;
  }

  private fail(message: string): never {
    throw new RisonError(`Invalid rison at position ${this.i}: ${message}`, this.i);
  }

  private value(): unknown {
    const c = this.s[this.i];
    if (c === undefined) this.fail('unexpected end of input');
    if (c === '(') return this.object();
    if (c === "'") return this.string();
    if (c === '!') return this.bang();
    if (c === '-' || (c >= '0' && c <= '9')) return this.number();
    if (isIdStart(c)) return this.ident();
    return this.fail(`unexpected '${c}'`);
  }

  private enter(): void {
    if (++this.depth > this.maxDepth) this.fail(`nesting deeper than ${this.maxDepth}`);
  }

  private object(): Record<string, unknown> {
    this.enter();
    this.i++; // (
    const out: Record<string, unknown> = {};
    if (this.s[this.i] === ')') {
      this.i++;
      this.depth--;
      return out;
    }
    for (;;) {
      const c = this.s[this.i];
      const key =
        c === "'"
          ? this.string()
          : c !== undefined && isIdChar(c)
            ? this.ident(true)
            : this.fail('expected a key');
      if (this.s[this.i] !== ':') this.fail(`expected ':' after key '${key}'`);
      this.i++;
      out[key] = this.value();
      if (this.endOfItem()) return out;
    }
  }

  /** After an object's or array's item: true at its closing `)`, false after a `,`. */
  private endOfItem(): boolean {
    const next = this.s[this.i];
    this.i++;
    if (next === ')') {
      this.depth--;
      return true;
    }
    if (next !== ',') {
      this.i--;
      this.fail("expected ',' or ')'");
    }
    return false;
  }

  private array(): unknown[] {
    this.enter();
    this.i++; // (
    const out: unknown[] = [];
    if (this.s[this.i] === ')') {
      this.i++;
      this.depth--;
      return out;
    }
    for (;;) {
      out.push(this.value());
      if (this.endOfItem()) return out;
    }
  }

  private bang(): unknown {
    const c = this.s[this.i + 1];
    this.i += 2;
    if (c === 't') return true;
    if (c === 'f') return false;
    if (c === 'n') return null;
    if (c === '(') {
      this.i--;
      return this.array();
    }
    this.i -= 2;
    return this.fail(`unknown literal '!${c ?? ''}'`);
  }

  private string(): string {
    this.i++; // '
    let out = '';
    for (;;) {
      const c = this.s[this.i++];
      if (c === undefined) this.fail('unterminated string');
      if (c === "'") return out;
      if (c === '!') {
        const e = this.s[this.i++];
        if (e !== '!' && e !== "'") this.fail(`invalid string escape '!${e ?? ''}'`);
        out += e;
      } else out += c;
    }
  }

  private number(): number {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?(e[-+]?\d+)?/.exec(this.s.slice(this.i));
    if (!m) return this.fail('invalid number');
    this.i += m[0].length;
    return Number(m[0]);
  }

  private ident(allowDigitStart = false): string {
    const start = this.i;
    while (this.i < this.s.length && isIdChar(this.s[this.i]!)) this.i++;
    if (start === this.i && !allowDigitStart) this.fail('expected an identifier');
    return this.s.slice(start, this.i);
  }
}

export function parseRison(text: string, options: RisonOptions = {}): unknown {
  return new Parser(text, options.maxDepth ?? DEFAULT_MAX_RISON_DEPTH).parseAll();
}

function encodeString(s: string): string {
  if (s !== '' && isIdStart(s[0]!) && [...s].every(isIdChar)) return s;
  return `'${s.replace(/[!']/g, (c) => `!${c}`)}'`;
}

export function encodeRison(value: unknown): string {
  if (value === null || value === undefined) return '!n';
  if (value === true) return '!t';
  if (value === false) return '!f';
  // Rison writes exponents without '+' (1e21).
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('e+', 'e') : '!n';
  if (typeof value === 'string') return encodeString(value);
  if (Array.isArray(value)) return `!(${value.map(encodeRison).join(',')})`;
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encodeString(k)}:${encodeRison(v)}`);
    return `(${parts.join(',')})`;
  }
  // Functions and symbols have no rison form, as in JSON.
  return '!n';
}
