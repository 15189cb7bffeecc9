/**
 * A render budget for SQL templates. nunjucks renders into one string and gives no hook on it, so
 * the checked template is rewritten before it is compiled: every output, loop and assigned value
 * goes through a budget filter that counts as the render goes and stops it at once when the output
 * passes MAX_RENDERED_SQL_CHARS or the loops pass MAX_TEMPLATE_LOOP_ITEMS (a `{% for %}` over a big
 * range with a long body is refused before its output is built, not after).
 */
import nunjucks from 'nunjucks';
import { MAX_RENDERED_SQL_CHARS, MAX_TEMPLATE_LOOP_ITEMS } from '../../sql-safety/limits.js';
import type { NjNode } from './guard.js';

export class TemplateBudgetError extends Error {}

const loopsTooLong = `Template loops are limited to ${MAX_TEMPLATE_LOOP_ITEMS} items.`;
const tooLong = `The rendered query is longer than ${MAX_RENDERED_SQL_CHARS} characters.`;

interface NodeCtor {
  new (lineno: number, colno: number, ...fields: unknown[]): NjNode;
}
const nodes = (nunjucks as unknown as { nodes: Record<string, NodeCtor> }).nodes;
interface Compiler {
  compile(node: NjNode): void;
  getCode(): string;
}
const CompilerCtor = (
  nunjucks as unknown as { compiler: { Compiler: new (name: string, throwOnUndefined: boolean) => Compiler } }
).compiler.Compiler;

// Filter names the rewritten template calls; harmless if a template calls them itself.
const OUTPUT = 'meridian_budget_output';
const LOOP = 'meridian_budget_loop';
const VALUE = 'meridian_budget_value';

const sizeOf = (v: unknown): number =>
  typeof v === 'string' || Array.isArray(v)
    ? v.length
    : v !== null && typeof v === 'object'
      ? Object.keys(v).length
      : 0;

/** One render's counters; the filters and `range` of one environment share it. */
export class RenderBudget {
  private output = 0;
  private loopItems = 0;
  private rangeItems = 0;
  /** Why the render was stopped: nunjucks rethrows errors from inside a render as plain ones. */
  refused: TemplateBudgetError | null = null;

  private refuse(message: string): never {
    throw (this.refused = new TemplateBudgetError(message));
  }

  /** Counts the items of one `for` loop, all loops of the render together. */
  loop(n: number): void {
    if ((this.loopItems += n) > MAX_TEMPLATE_LOOP_ITEMS) this.refuse(loopsTooLong);
  }

  /** Counts the items `range` makes, before it makes them (a range is often a loop's list too). */
  range(n: number): void {
    if ((this.rangeItems += n) > MAX_TEMPLATE_LOOP_ITEMS) this.refuse(loopsTooLong);
  }

  emit(v: unknown): unknown {
    // Counted as nunjucks prints it (suppressValue): String(v), nothing for null and undefined.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects print as nunjucks prints them
    if (v !== null && v !== undefined) this.output += String(v).length;
    if (this.output > MAX_RENDERED_SQL_CHARS) this.refuse(tooLong);
    return v;
  }

  /** A value a call, filter, concatenation or assignment made: no longer than the output may be. */
  value(v: unknown): unknown {
    if (typeof v === 'string' || Array.isArray(v)) this.size(v.length);
    return v;
  }

  /** A size about to be built (a filter's width or count argument). */
  size(n: number): void {
    if (n > MAX_RENDERED_SQL_CHARS) this.refuse(tooLong);
  }

  install(env: nunjucks.Environment): void {
    env.addFilter(OUTPUT, (v: unknown) => this.emit(v));
    env.addFilter(VALUE, (v: unknown) => this.value(v));
    env.addFilter(LOOP, (v: unknown) => {
      this.loop(sizeOf(v));
      return v;
    });
  }
}

function filterCall(name: string, arg: NjNode): NjNode {
  const at = [arg.lineno as number, arg.colno as number] as const;
  return new nodes.Filter!(...at, new nodes.Symbol!(...at, name), new nodes.NodeList!(...at, [arg]));
}

/** Rewrites `node` in place, children first (NodeLists keep theirs in the `children` field). */
function instrument(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(instrument);
    return;
  }
  const n = node as NjNode | null;
  if (!n || typeof n !== 'object' || typeof n.typename !== 'string') return;
  for (const field of n.fields) instrument(n[field]);
  if (n.typename === 'Output') {
    n.children = (n.children as NjNode[]).map((child) =>
      filterCall(
        OUTPUT,
        child.typename === 'TemplateData'
          ? new nodes.Literal!(child.lineno as number, child.colno as number, child.value)
          : child,
      ),
    );
  } else if (n.typename === 'For') n.arr = filterCall(LOOP, n.arr as NjNode);
  else if (n.typename === 'Set' && n.value) n.value = filterCall(VALUE, n.value as NjNode);
}

/** Values a call, filter or concatenation makes are checked too (a doubling `~` or `join` grows fast). */
function wrapValues(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(wrapValues);
  const n = node as NjNode | null;
  if (!n || typeof n !== 'object' || typeof n.typename !== 'string') return node;
  for (const field of n.fields) n[field] = wrapValues(n[field]);
  if (['FunCall', 'Filter', 'Concat', 'Add', 'Mul'].includes(n.typename)) return filterCall(VALUE, n);
  return n;
}

/** Compiles a checked template's tree with the budget filters in it. */
export function budgetedTemplate(root: NjNode, env: nunjucks.Environment): nunjucks.Template {
  instrument(wrapValues(root));
  const compiler = new CompilerCtor('sql', false);
  compiler.compile(root);
  // nunjucks' own precompiled form: the code returns the template's render functions.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- what nunjucks does for every template
  const props = (new Function(compiler.getCode()) as () => object)();
  return new nunjucks.Template({ type: 'code', obj: props } as unknown as string, env, 'sql');
}
