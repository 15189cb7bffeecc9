/**
 * A small Handlebars interpreter: it walks the AST from `Handlebars.parse` (parsing evaluates no code)
 * instead of `Handlebars.compile`, which builds a `new Function` that the app's CSP (no unsafe-eval)
 * blocks. It covers what chart templates use: content, comments, paths (`this`, `./x`, `../x`, `@data`,
 * block params), `{{ }}` escaped vs `{{{ }}}` raw, helper calls with params, hash args and
 * subexpressions, literals, the built-ins (builtins.ts) and registered helpers.
 * Only own properties of data are read (never __proto__, constructor, prototype); unknown helpers and
 * paths render nothing. Work is bounded by a step budget and an output cap, so no template hangs the page.
 */
import Handlebars from 'handlebars';
import { builtinHelpers, type DataFrame, type Helper, type InterpretOptions } from './builtins.js';
import { escapeHtml, lookupOwn, toText } from './interpretValues.js';

export type { Helper, InterpretOptions } from './builtins.js';

export interface Limits {
  /** Nodes visited plus loop iterations. */
  maxSteps: number;
  /** Characters of output. */
  maxOutput: number;
}

export const DEFAULT_LIMITS: Limits = { maxSteps: 200_000, maxOutput: 2_000_000 };

/** Where a node runs. */
interface Scope {
  /** Context stack, innermost first (a block that keeps the context adds no level, as in Handlebars). */
  contexts: unknown[];
  data: DataFrame;
  /** Block params (`as |item i|`), innermost first. */
  params: Record<string, unknown>[];
}

type Expr = hbs.AST.Expression;
type Program = hbs.AST.Program;
type Call = { path: Expr; params: Expr[]; hash?: hbs.AST.Hash; program?: Program; inverse?: Program };

class Interpreter {
  private steps = 0;
  private output = 0;
  private readonly builtins: Record<string, Helper>;
  private readonly blockMissing: Helper;

  constructor(
    private readonly helpers: ReadonlyMap<string, Helper>,
    private readonly limits: Limits,
  ) {
    ({ builtins: this.builtins, blockMissing: this.blockMissing } = builtinHelpers(() => this.step()));
  }

  step() {
    if (++this.steps > this.limits.maxSteps) throw new Error('Template too complex: step budget exceeded');
  }

  private emit(s: string) {
    this.output += s.length;
    if (this.output > this.limits.maxOutput) throw new Error('Template output too long');
    return s;
  }

  program(program: Program, scope: Scope): string {
    let out = '';
    for (const node of program.body) out += this.node(node, scope);
    return out;
  }

  private node(node: hbs.AST.Node, scope: Scope): string {
    this.step();
    switch (node.type) {
      case 'ContentStatement':
        return this.emit((node as hbs.AST.ContentStatement).value);
      case 'CommentStatement':
        return '';
      case 'MustacheStatement': {
        const m = node as hbs.AST.MustacheStatement;
        const value = this.call(m, scope, false);
        return this.emit(m.escaped ? escapeHtml(value) : toText(value));
      }
      case 'BlockStatement':
        // The block's own content was counted as it was emitted.
        return toText(this.call(node as hbs.AST.BlockStatement, scope, true));
      case 'PartialStatement':
      case 'PartialBlockStatement':
        throw new Error('Partials are not supported in chart templates');
      default:
        throw new Error(`Unsupported template statement: ${node.type}`);
    }
  }

  private evaluate(expr: Expr, scope: Scope): unknown {
    this.step();
    switch (expr.type) {
      case 'StringLiteral':
      case 'NumberLiteral':
      case 'BooleanLiteral':
        return (expr as hbs.AST.StringLiteral).value;
      case 'UndefinedLiteral':
        return undefined;
      case 'NullLiteral':
        return null;
      case 'PathExpression':
        return this.resolve(expr as hbs.AST.PathExpression, scope);
      case 'SubExpression':
        return this.call(expr as hbs.AST.SubExpression, scope, false);
      default:
        throw new Error(`Unsupported expression: ${expr.type}`);
    }
  }

  private resolve(path: hbs.AST.PathExpression, scope: Scope): unknown {
    const parts = path.parts.map(String);
    if (path.data) {
      let frame: DataFrame | undefined = scope.data;
      for (let i = 0; i < path.depth && frame; i++) frame = frame._parent;
      return parts.reduce<unknown>(lookupOwn, frame);
    }
    // Block params shadow context names for a plain `name` path.
    if (path.depth === 0 && parts.length && !/^(this|\.)[./]/.test(path.original)) {
      const holder = scope.params.find((p) => Object.hasOwn(p, parts[0]!));
      if (holder) return parts.slice(1).reduce(lookupOwn, holder[parts[0]!]);
    }
    return parts.reduce(lookupOwn, scope.contexts[Math.min(path.depth, scope.contexts.length - 1)]);
  }

  /** A helper name is a simple identifier (`{{name}}`, not `{{./name}}`, `{{a.b}}` or `{{@x}}`). */
  private helperFor(path: Expr): Helper | undefined {
    if (path.type !== 'PathExpression') return undefined;
    const p = path as hbs.AST.PathExpression;
    if (p.data || p.depth > 0 || p.parts.length !== 1 || p.original !== p.parts[0]) return undefined;
    const name = String(p.parts[0]);
    return Object.hasOwn(this.builtins, name) ? this.builtins[name] : this.helpers.get(name);
  }

  /** A mustache, block or subexpression: a helper call, or the path's value. */
  private call(node: Call, scope: Scope, block: boolean): unknown {
    const helper = this.helperFor(node.path);
    const isCall = node.params.length > 0 || (node.hash?.pairs.length ?? 0) > 0;
    if (!helper && isCall) return undefined; // unknown helper: nothing, as Handlebars renders it
    if (!helper && !block) return this.evaluate(node.path, scope);
    const args = node.params.map((p) => this.evaluate(p, scope));
    const hash: Record<string, unknown> = {};
    for (const pair of node.hash?.pairs ?? []) hash[pair.key] = this.evaluate(pair.value, scope);
    const self = scope.contexts[0];
    const options: InterpretOptions = {
      name: node.path.type === 'PathExpression' ? (node.path as hbs.AST.PathExpression).original : '',
      hash,
      data: scope.data,
      fn: this.runner(node.program, scope),
      inverse: this.runner(node.inverse, scope),
    };
    if (helper) return helper.call(self, ...args, options);
    return this.blockMissing.call(self, this.evaluate(node.path, scope), options);
  }

  /** options.fn / options.inverse: the block's program on a context, data frame and block params. */
  private runner(program: Program | undefined, scope: Scope): InterpretOptions['fn'] {
    const self = scope.contexts[0];
    return (ctx = self, opts = {}) => {
      if (!program) return '';
      const names = program.blockParams ?? [];
      const bound: Record<string, unknown> = {};
      names.forEach((n, i) => (bound[n] = opts.blockParams?.[i]));
      return this.program(program, {
        contexts: ctx === self ? scope.contexts : [ctx, ...scope.contexts],
        data: opts.data ?? scope.data,
        params: names.length ? [bound, ...scope.params] : scope.params,
      });
    };
  }
}

/** Renders `template` on `context` with the registered `helpers`; throws on parse errors and limits. */
export function interpret(
  template: string,
  context: unknown,
  helpers: ReadonlyMap<string, Helper>,
  limits: Limits = DEFAULT_LIMITS,
): string {
  const ast = Handlebars.parse(template);
  return new Interpreter(helpers, limits).program(ast, {
    contexts: [context],
    data: { root: context },
    params: [],
  });
}
