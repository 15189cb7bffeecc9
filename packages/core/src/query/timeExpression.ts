import {
  addToDate,
  DATE_UNITS,
  lastDayOf,
  LAST_DAY_UNITS,
  truncateDate,
  type DateUnit,
  type LastDayUnit,
} from './dateMath.js';
import { TimeRangeParseError } from './errors.js';
import { parseHumanDatetime } from './humanDate.js';

/**
 * Superset's date-expression language, used on either side of a time range:
 *   DATETIME("text")                          a human-readable instant (see parseHumanDatetime)
 *   DATEADD(expr, n, unit)                    n may be negative or a DATEDIFF(...)
 *   DATETRUNC(expr, unit)                     start of the unit (weeks start on Monday)
 *   LASTDAY(expr, year|quarter|month|week|day)
 *   DATEDIFF(expr, expr[, day|year])          an integer, only as DATEADD's amount
 * Function names and units are case-insensitive; strings take single or double quotes.
 */

type Token =
  | { type: 'word'; value: string; at: number }
  | { type: 'int'; value: number; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: '(' | ')' | ','; at: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ type: ch, at: i });
      i++;
    } else if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, i + 1);
      if (end < 0) throw syntaxError(text, `unterminated string at position ${i + 1}`);
      tokens.push({ type: 'string', value: text.slice(i + 1, end), at: i });
      i = end + 1;
    } else {
      const m = /^(?:[+-]?\d+|[A-Za-z_]+)/.exec(text.slice(i));
      if (!m) throw syntaxError(text, `unexpected "${ch}" at position ${i + 1}`);
      const word = m[0];
      tokens.push(
        /\d/.test(word) ? { type: 'int', value: Number(word), at: i } : { type: 'word', value: word, at: i },
      );
      i += word.length;
    }
  }
  return tokens;
}

function syntaxError(text: string, detail: string): TimeRangeParseError {
  return new TimeRangeParseError(`Invalid date expression [${text}]: ${detail}`, 'parse', text);
}

class Parser {
  private pos = 0;
  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
    private readonly now: Date,
  ) {}

  parseAll(): Date {
    const date = this.dateExpr();
    const extra = this.tokens[this.pos];
    if (extra) throw syntaxError(this.text, `unexpected text at position ${extra.at + 1}`);
    return date;
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private next(what: string): Token {
    const token = this.tokens[this.pos++];
    if (!token) throw syntaxError(this.text, `expected ${what} but the expression ended`);
    return token;
  }

  private expect(type: '(' | ')' | ','): void {
    const token = this.next(`"${type}"`);
    if (token.type !== type) throw syntaxError(this.text, `expected "${type}" at position ${token.at + 1}`);
  }

  /** Superset's grammar tolerates a trailing comma before the closing parenthesis. */
  private close(): void {
    if (this.peek()?.type === ',') this.pos++;
    this.expect(')');
  }

  private functionName(): { name: string; at: number } {
    const token = this.next('a date function');
    if (token.type !== 'word')
      throw syntaxError(this.text, `expected a date function at position ${token.at + 1}`);
    return { name: token.value.toUpperCase(), at: token.at };
  }

  private unit<U extends string>(allowed: readonly U[]): U {
    const token = this.next('a time unit');
    const unit = token.type === 'word' ? token.value.toLowerCase() : '';
    if (!(allowed as readonly string[]).includes(unit)) {
      throw syntaxError(this.text, `expected one of ${allowed.join(', ')} at position ${token.at + 1}`);
    }
    return unit as U;
  }

  /** `, unit)`: a function's last argument, a unit, and its closing parenthesis. */
  private lastUnit<U extends string>(allowed: readonly U[]): U {
    this.expect(',');
    const unit = this.unit(allowed);
    this.close();
    return unit;
  }

  private dateExpr(): Date {
    const { name, at } = this.functionName();
    this.expect('(');
    switch (name) {
      case 'DATETIME': {
        const token = this.next('a quoted string');
        if (token.type !== 'string')
          throw syntaxError(this.text, `expected a quoted string at position ${token.at + 1}`);
        this.close();
        return parseHumanDatetime(token.value, this.now);
      }
      case 'DATEADD': {
        const base = this.dateExpr();
        this.expect(',');
        const amount = this.intExpr();
        return addToDate(base, amount, this.lastUnit<DateUnit>(DATE_UNITS));
      }
      case 'DATETRUNC': {
        const base = this.dateExpr();
        return truncateDate(base, this.lastUnit<DateUnit>(DATE_UNITS));
      }
      case 'LASTDAY': {
        const base = this.dateExpr();
        return lastDayOf(base, this.lastUnit<LastDayUnit>(LAST_DAY_UNITS));
      }
      case 'HOLIDAY':
        throw new TimeRangeParseError(
          'HOLIDAY() date expressions are not supported',
          'unsupported',
          this.text,
        );
      default:
        throw syntaxError(this.text, `unknown date function "${name}" at position ${at + 1}`);
    }
  }

  private intExpr(): number {
    const token = this.peek();
    if (token?.type === 'int') {
      this.pos++;
      return token.value;
    }
    if (token?.type === 'word' && token.value.toUpperCase() === 'DATEDIFF') {
      this.pos++;
      this.expect('(');
      const from = this.dateExpr();
      this.expect(',');
      const to = this.dateExpr();
      let unit: 'day' | 'year' = 'day';
      if (this.peek()?.type === ',' && this.tokens[this.pos + 1]?.type === 'word') {
        this.pos++;
        unit = this.unit<'day' | 'year'>(['day', 'year']);
      }
      this.close();
      return unit === 'year'
        ? to.getUTCFullYear() - from.getUTCFullYear()
        : Math.floor((to.getTime() - from.getTime()) / 86_400_000); // Python timedelta.days floors
    }
    throw syntaxError(this.text, `expected an integer at position ${(token?.at ?? this.text.length) + 1}`);
  }
}

/** Evaluates a date expression such as `DATEADD(DATETIME("today"), -7, day)` against the clock `now`. */
export function evaluateDateExpression(text: string, now: Date): Date {
  return new Parser(text, tokenize(text), now).parseAll();
}

/** Whether `text` starts like a date function call (so it is evaluated rather than parsed as a date). */
export const isDateExpression = (text: string): boolean =>
  /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)\b/i.test(text.trim());
