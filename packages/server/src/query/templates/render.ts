/**
 * SQL templates with Jinja syntax (nunjucks) and Superset's macros (macros.ts) plus the template
 * parameters: the one renderer of SQL Lab and of chart queries (query-templater.ts). Templates are checked by guard.ts before they render;
 * failures are Superset's MISSING_TEMPLATE_PARAMS_ERROR / INVALID_TEMPLATE_PARAMS_ERROR.
 */
import nunjucks from 'nunjucks';
import type { Dialect } from '../../engines/engine.js';
import { MAX_SQL_CHARS } from '../../sql-safety/limits.js';
import { budgetedTemplate, RenderBudget } from './budget.js';
import { parseCheckedTemplate, TemplateSecurityError, TemplateSyntaxError } from './guard.js';
import {
  type MacroError,
  macros,
  type QueryScope,
  type TemplateFilter,
  type TemplateReads,
  type TemplateUser,
} from './macros.js';

export type { QueryScope, TemplateFilter, TemplateReads, TemplateUser } from './macros.js';

export interface TemplateInput {
  user: TemplateUser | null;
  /** The page's query string, or the chart's form data `url_params` (url_param). */
  urlParams?: Record<string, unknown>;
  /** The editor's or the chart's template parameters (a JSON object or its text). */
  templateParams?: Record<string, unknown> | string | null;
  dialect: Dialect;
  /** A chart query's filters, time range and dataset; without it (SQL Lab) the filters come from a
   * `form_data` URL parameter and from_dttm/to_dttm are empty. */
  query?: QueryScope;
  /** Collects what the template read besides its text (cache keys, filters it applied or removed). */
  reads?: TemplateReads;
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
function formDataFilters(urlParams: Record<string, unknown>): TemplateFilter[] {
  const raw = urlParams.form_data;
  if (typeof raw !== 'string') return [];
  try {
    const formData = JSON.parse(raw) as {
      extra_filters?: TemplateFilter[];
      adhoc_filters?: {
        expressionType?: string;
        subject?: string;
        operator?: string;
        comparator?: unknown;
      }[];
    };
    const out: TemplateFilter[] = [...(formData.extra_filters ?? [])];
    for (const f of formData.adhoc_filters ?? []) {
      if (f.expressionType === 'SIMPLE' && f.subject && f.operator)
        out.push({ col: f.subject, op: f.operator, val: f.comparator });
    }
    return out.filter((f) => typeof f?.col === 'string');
  } catch {
    return [];
  }
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
  const urlParams = input.urlParams ?? {};
  const filters = input.query?.filters ?? formDataFilters(urlParams);
  const failure = { error: null as MacroError | null };
  Object.assign(context, macros({ ...input, urlParams, filters, failure }), params);
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
    if (failure.error) throw new TemplateError('INVALID_TEMPLATE_PARAMS_ERROR', failure.error.message);
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
