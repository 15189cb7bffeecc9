/**
 * The sandbox of SQL templates. nunjucks is not a sandbox on its own (`range.constructor(...)`
 * reaches Function), so every template is parsed first and refused unless it only uses allowed
 * node kinds, attribute names that are literal and harmless (never `constructor`, `prototype`,
 * `call`/`apply`/`bind` or anything starting with `_`), and no include/import/extends. The names
 * it reads but never defines are returned, so missing parameters are reported as Superset does.
 */
import nunjucks from 'nunjucks';

export interface NjNode {
  typename: string;
  fields: string[];
  value?: unknown;
  [field: string]: unknown;
}

const njParser = (nunjucks as unknown as { parser: { parse(src: string): NjNode } }).parser;

export class TemplateSecurityError extends Error {}
export class TemplateSyntaxError extends Error {}

const ALLOWED_NODES = new Set([
  'Root',
  'NodeList',
  'Output',
  'TemplateData',
  'Literal',
  'Symbol',
  'Group',
  'Array',
  'Pair',
  'Dict',
  'LookupVal',
  'If',
  'InlineIf',
  'For',
  'Set',
  'Capture',
  'Filter',
  'FunCall',
  'KeywordArgs',
  'Macro',
  'Compare',
  'CompareOperand',
  'Or',
  'And',
  'Not',
  'In',
  'Is',
  'Add',
  'Sub',
  'Mul',
  'Div',
  'FloorDiv',
  'Mod',
  'Pow',
  'Neg',
  'Pos',
  'Concat',
  'Switch',
  'Case',
]);

const DENIED_NAMES = new Set([
  'constructor',
  'prototype',
  'caller',
  'callee',
  'arguments',
  'call',
  'apply',
  'bind',
  'valueOf',
  'toString',
  'toLocaleString',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'eval',
  'Function',
  'globalThis',
  'global',
  'process',
  'require',
  'module',
  // String methods that allocate by a number: the render budget could only count them afterwards.
  'repeat',
  'padStart',
  'padEnd',
]);

const deniedName = (name: string) => name.startsWith('_') || DENIED_NAMES.has(name);

function refuse(what: string): never {
  throw new TemplateSecurityError(`The template uses ${what}, which is not allowed.`);
}

interface Names {
  used: Set<string>;
  defined: Set<string>;
}

function symbolName(node: unknown): string | null {
  const n = node as NjNode | null;
  return n && n.typename === 'Symbol' && typeof n.value === 'string' ? n.value : null;
}

/** Names a node binds (Set targets, For variables, Macro names and arguments). */
function bind(node: unknown, names: Names) {
  if (Array.isArray(node)) {
    for (const child of node) bind(child, names);
    return;
  }
  const n = node as NjNode | null;
  if (!n) return;
  const name = symbolName(n);
  if (name !== null) {
    if (deniedName(name)) refuse(`the name "${name}"`);
    names.defined.add(name);
    return;
  }
  if (n.typename === 'Array' || n.typename === 'NodeList')
    for (const child of (n.children as unknown[]) ?? []) bind(child, names);
  if (n.typename === 'Pair') bind(n.key, names);
  if (n.typename === 'KeywordArgs') for (const child of (n.children as unknown[]) ?? []) bind(child, names);
}

function walk(node: unknown, names: Names): void {
  if (node === null || node === undefined) return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, names);
    return;
  }
  const n = node as NjNode;
  if (typeof n !== 'object' || typeof n.typename !== 'string') return;
  if (!ALLOWED_NODES.has(n.typename)) refuse(`{% ${n.typename.toLowerCase()} %}`);
  switch (n.typename) {
    case 'Symbol': {
      const name = String(n.value);
      if (deniedName(name)) refuse(`the name "${name}"`);
      names.used.add(name);
      return;
    }
    case 'LookupVal': {
      const val = n.val as NjNode;
      if (val?.typename !== 'Literal' || !['string', 'number'].includes(typeof val.value))
        refuse('an attribute or index that is not a literal');
      if (typeof val.value === 'string' && deniedName(val.value)) refuse(`the attribute "${val.value}"`);
      walk(n.target, names);
      return;
    }
    case 'Filter':
      walk(n.args, names);
      return;
    case 'Is':
      // `x is defined`: the test's name is not a variable.
      walk(n.left, names);
      if (symbolName(n.right) === null) walk(n.right, names);
      return;
    case 'Set':
      bind(n.targets, names);
      walk(n.value, names);
      walk(n.body, names);
      return;
    case 'For':
      bind(n.name, names);
      walk(n.arr, names);
      walk(n.body, names);
      walk(n.else_, names);
      return;
    case 'Macro':
      bind(n.name, names);
      bind(n.args, names);
      walk(n.body, names);
      return;
    case 'Pair':
      // Dict keys and keyword-argument names are names, not variables.
      if (symbolName(n.key) === null) walk(n.key, names);
      else if (deniedName(symbolName(n.key)!)) refuse(`the name "${symbolName(n.key)}"`);
      walk(n.value, names);
      return;
    default:
      for (const field of n.fields) walk(n[field], names);
  }
}

/** Parses and checks `template`: its tree, and the names it reads without defining them itself. */
export function parseCheckedTemplate(template: string): { root: NjNode; unbound: Set<string> } {
  let root: NjNode;
  try {
    root = njParser.parse(template);
  } catch (err) {
    throw new TemplateSyntaxError(err instanceof Error ? err.message : String(err));
  }
  const names: Names = { used: new Set(), defined: new Set() };
  walk(root, names);
  return { root, unbound: new Set([...names.used].filter((n) => !names.defined.has(n))) };
}

/** Parses and checks `template`; returns the names it reads without defining them itself. */
export const checkTemplate = (template: string): Set<string> => parseCheckedTemplate(template).unbound;
