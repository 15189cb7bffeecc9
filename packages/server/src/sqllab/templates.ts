/**
 * SQL templates with Jinja syntax (nunjucks) and Superset's macros: url_param, current_username,
 * current_user_id, current_user_email, filter_values, get_filters, from_dttm, to_dttm and the
 * editor's template parameters. Templates are checked by template-guard.ts before they render;
 * failures are Superset's MISSING_TEMPLATE_PARAMS_ERROR / INVALID_TEMPLATE_PARAMS_ERROR.
 */
import nunjucks from 'nunjucks';
import type { Dialect } from '../engines/engine.js';
import { MAX_SQL_CHARS } from '../sql-safety/limits.js';
import { budgetedTemplate, RenderBudget } from './template-budget.js';
import { parseCheckedTemplate, TemplateSecurityError, TemplateSyntaxError } from './template-guard.js';

export interface TemplateUser {
  id: number;
  username: string;
  email: string;
}

export interface TemplateInput {
  user: TemplateUser | null;
  /** The page's query string (url_param). */
  urlParams?: Record<string, unknown>;
  /** The editor's template parameters (a JSON object or its text). */
  templateParams?: Record<string, unknown> | string | null;
  dialect: Dialect;
}

export class TemplateError extends Error {
  constructor(
    readonly errorType: 'MISSING_TEMPLATE_PARAMS_ERROR' | 'INVALID_TEMPLATE_PARAMS_ERROR',
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface FilterLike {
  col: string;
  op: string;
  val: unknown;
}

export function parseTemplateParams(raw: TemplateInput['templateParams']): Record<string, unknown> {
  if (raw === null || raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new TemplateError('INVALID_TEMPLATE_PARAMS_ERROR', 'The template parameters are not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new TemplateError(
      'INVALID_TEMPLATE_PARAMS_ERROR',
      'The template parameters must be a JSON object.',
    );
  return parsed as Record<string, unknown>;
}

/** Filters carried by a `form_data` URL parameter (extra_filters and simple adhoc filters). */
function formDataFilters(urlParams: Record<string, unknown>): FilterLike[] {
  const raw = urlParams.form_data;
  if (typeof raw !== 'string') return [];
  try {
    const formData = JSON.parse(raw) as {
      extra_filters?: FilterLike[];
      adhoc_filters?: {
        expressionType?: string;
        subject?: string;
        operator?: string;
        comparator?: unknown;
      }[];
    };
    const out: FilterLike[] = [...(formData.extra_filters ?? [])];
    for (const f of formData.adhoc_filters ?? []) {
      if (f.expressionType === 'SIMPLE' && f.subject && f.operator)
        out.push({ col: f.subject, op: f.operator, val: f.comparator });
    }
    return out.filter((f) => typeof f?.col === 'string');
  } catch {
    return [];
  }
}

function escapeInner(dialect: Dialect, value: string): string {
  const quoted = dialect.quoteString(value);
  const m = /^[A-Za-z]*'([\s\S]*)'$/.exec(quoted);
  return m ? m[1]! : value.replace(/'/g, "''");
}

function macros(input: TemplateInput) {
  const urlParams = input.urlParams ?? {};
  const filters = formDataFilters(urlParams);
  const user = input.user;
  return {
    url_param(param: string, defaultValue: unknown = null, _addToCacheKeys = true, escapeResult = true) {
      const value = urlParams[param] ?? defaultValue;
      if (typeof value === 'string' && escapeResult) return escapeInner(input.dialect, value);
      return value;
    },
    current_username: () => user?.username ?? null,
    current_user_id: () => user?.id ?? null,
    current_user_email: () => user?.email ?? null,
    filter_values(column: string, defaultValue: unknown = null) {
      const values = filters
        .filter((f) => f.col === column && ['IN', 'in', '==', '='].includes(f.op))
        .flatMap((f) => (Array.isArray(f.val) ? (f.val as unknown[]) : [f.val]));
      if (values.length > 0) return values;
      return defaultValue === null || defaultValue === undefined ? [] : [defaultValue];
    },
    get_filters: (column: string) =>
      filters.filter((f) => f.col === column).map((f) => ({ op: f.op, col: f.col, val: f.val })),
    from_dttm: null,
    to_dttm: null,
  };
}

/** Built-in filters that build output by a number argument (`center(1e9)`), capped like the output. */
const SIZED_FILTERS = ['center', 'indent', 'batch', 'slice'];

function environment(budget: RenderBudget): nunjucks.Environment {
  const env = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });
  budget.install(env);
  for (const name of SIZED_FILTERS) {
    const filter = env.getFilter(name) as (...args: unknown[]) => unknown;
    env.addFilter(name, (...args: unknown[]) => {
      for (const arg of args.slice(1)) if (typeof arg === 'number') budget.size(Math.abs(arg));
      return filter(...args);
    });
  }
  env.addGlobal('range', (start: number, stop?: number, step = 1) => {
    const [from, to] = stop === undefined ? [0, Number(start)] : [Number(start), Number(stop)];
    const out: number[] = [];
    if (!Number.isFinite(from) || !Number.isFinite(to) || !Number.isFinite(step) || step === 0) return out;
    budget.range(Math.max(0, Math.ceil((to - from) / step)));
    for (let i = from; step > 0 ? i < to : i > to; i += step) out.push(i);
    return out;
  });
  return env;
}

export const hasTemplate = (sql: string): boolean => /\{\{|\{%|\{#/.test(sql);

/** The SQL with its template rendered; plain SQL comes back unchanged. */
export function renderSqlTemplate(sql: string, input: TemplateInput): string {
  const params = parseTemplateParams(input.templateParams);
  if (!hasTemplate(sql)) return sql;
  if (sql.length > MAX_SQL_CHARS)
    throw new TemplateError(
      'INVALID_TEMPLATE_PARAMS_ERROR',
      `The template is longer than ${MAX_SQL_CHARS} characters.`,
    );
  const context: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  Object.assign(context, macros(input), params);
  const budget = new RenderBudget();
  try {
    const { root, unbound } = parseCheckedTemplate(sql);
    const missing = [...unbound].filter((name) => !(name in context) && !isGlobal(name));
    if (missing.length > 0) {
      throw new TemplateError(
        'MISSING_TEMPLATE_PARAMS_ERROR',
        `The following parameters in your query are undefined: ${missing.map((m) => `"${m}"`).join(', ')}.`,
        { undefined_parameters: missing, template_parameters: params },
      );
    }
    return budgetedTemplate(root, environment(budget)).render(context);
  } catch (err) {
    if (err instanceof TemplateError) throw err;
    const refused = budget.refused ?? (err instanceof TemplateSecurityError ? err : null);
    if (refused) throw new TemplateError('INVALID_TEMPLATE_PARAMS_ERROR', refused.message);
    const detail = err instanceof TemplateSyntaxError || err instanceof Error ? err.message : String(err);
    throw new TemplateError(
      'INVALID_TEMPLATE_PARAMS_ERROR',
      'The query contains one or more malformed template parameters.',
      { detail: detail.replace(/^\(unknown path\)\s*/, '') },
    );
  }
}

const GLOBALS = new Set([
  'range',
  'cycler',
  'joiner',
  'loop',
  'true',
  'false',
  'none',
  'True',
  'False',
  'None',
]);
const isGlobal = (name: string) => GLOBALS.has(name);
