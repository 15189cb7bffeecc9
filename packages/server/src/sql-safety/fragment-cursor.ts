/** A cursor over fragment tokens: look ahead, take, accept or expect an operator or a bare word. */
import { FragmentSyntaxError, type Token } from './fragment-lexer.js';

export class TokenCursor {
  protected i = 0;

  constructor(private readonly tokens: Token[]) {}

  peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)]!;
  }
  next(): Token {
    const t = this.peek();
    if (t.t !== 'eof') this.i += 1;
    return t;
  }
  isOp(v: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.t === 'op' && t.v === v;
  }
  /** A bare (unquoted) word, compared upper-cased. */
  isWord(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.t === 'id' && !t.quoted && t.v.toUpperCase() === word;
  }
  acceptWord(word: string): boolean {
    if (!this.isWord(word)) return false;
    this.i += 1;
    return true;
  }
  acceptOp(v: string): boolean {
    if (!this.isOp(v)) return false;
    this.i += 1;
    return true;
  }
  expectOp(v: string): void {
    if (!this.acceptOp(v)) throw this.error(`expected "${v}" but found ${this.describe(this.peek())}`);
  }
  expectWord(word: string): void {
    if (!this.acceptWord(word)) throw this.error(`expected ${word} but found ${this.describe(this.peek())}`);
  }
  describe(t: Token): string {
    if (t.t === 'eof') return 'the end';
    if (t.t === 'str') return 'a string';
    return `"${t.v}"`;
  }
  error(message: string): FragmentSyntaxError {
    return new FragmentSyntaxError(message, this.peek().pos);
  }
}
