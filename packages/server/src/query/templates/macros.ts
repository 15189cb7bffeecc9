/**
 * Superset's template macros (jinja_context.py's ExtraCache and friends): url_param, current_username,
 * current_user_id, current_user_email, filter_values, get_filters, get_time_filter, metric, and the
 * query's from_dttm/to_dttm. What a macro reads that the rendered text may not show (the user, a URL
 * parameter) is recorded in `reads.cacheKeys`, so cached results are kept apart by it, as Superset's
 * extra cache keys are; filters a template handles itself (`remove_filter=True`) in `reads.removed`.
 */
import type { Dialect } from '../../engines/engine.js';

export interface TemplateUser {
  id: number;
  username: string;
  email: string;
}

/** A simple filter as a template sees it (Superset's `{op, col, val}`). */
export interface TemplateFilter {
  col: string;
  op: string;
  val: unknown;
}

/** What one query's templates read besides their text (shared by all its rendered parts). */
export interface TemplateReads {
  cacheKeys: unknown[];
  /** Columns whose filters a template read (the payload's applied_template_filters). */
  applied: Set<string>;
  /** Columns whose filters a template applies itself: the query leaves them out. */
  removed: Set<string>;
}

export const emptyReads = (): TemplateReads => ({ cacheKeys: [], applied: new Set(), removed: new Set() });

/** A chart query's side of the context: its filters, time range and dataset. */
export interface QueryScope {
  filters: TemplateFilter[];
  /** The query's time range (`time_range` or its TEMPORAL_RANGE filter) and its bounds. */
  timeRange: string | null;
  since: Date | null;
  until: Date | null;
  parseTimeRange(text: string): { since: Date | null; until: Date | null };
  /** A dataset column's engine type (get_time_filter's default target type). */
  columnType(name: string): string | undefined;
  /** A saved metric's SQL expression (the `metric` macro), undefined when the dataset has none. */
  metricExpression(name: string): string | undefined;
  datasetName: string;
  /** Superset's further query names: columns, groupby, metrics, row_limit, time_grain, filter… */
  values: Record<string, unknown>;
}

export interface MacroInput {
  user: TemplateUser | null;
  urlParams: Record<string, unknown>;
  dialect: Dialect;
  filters: TemplateFilter[];
  query?: QueryScope;
  reads?: TemplateReads;
  /** The macro error that stopped the render: nunjucks rethrows it as a plain error without it. */
  failure: { error: MacroError | null };
}

export class MacroError extends Error {}

/** Positional and keyword arguments (nunjucks passes keywords as a last object marked `__keywords`). */
function callArgs(names: string[], raw: unknown[]): Record<string, unknown> {
  const args = [...raw];
  const last = args[args.length - 1] as Record<string, unknown> | undefined;
  const keywords = last && typeof last === 'object' && last.__keywords === true ? args.pop() : {};
  const out: Record<string, unknown> = {};
  names.forEach((name, i) => (out[name] = args[i]));
  for (const [k, v] of Object.entries(keywords as Record<string, unknown>)) if (names.includes(k)) out[k] = v;
  return out;
}

function escapeInner(dialect: Dialect, value: string): string {
  const quoted = dialect.quoteString(value);
  const m = /^[A-Za-z]*'([\s\S]*)'$/.exec(quoted);
  return m ? m[1]! : value.replace(/'/g, "''");
}

/** Superset prints datetimes in templates in ISO form without a zone: 2024-01-01T00:00:00. */
const isoDttm = (d: Date | null) => (d ? d.toISOString().slice(0, 19) : null);
const sqlTimestamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

const strftime = (d: Date, format: string) =>
  format.replace(/%([YmdHMS%])/g, (_, c: string) => {
    const parts: Record<string, string> = {
      Y: String(d.getUTCFullYear()),
      m: String(d.getUTCMonth() + 1).padStart(2, '0'),
      d: String(d.getUTCDate()).padStart(2, '0'),
      H: String(d.getUTCHours()).padStart(2, '0'),
      M: String(d.getUTCMinutes()).padStart(2, '0'),
      S: String(d.getUTCSeconds()).padStart(2, '0'),
      '%': '%',
    };
    return parts[c]!;
  });

const addOnce = (list: unknown[], value: unknown) => {
  const text = JSON.stringify(value);
  if (!list.some((v) => JSON.stringify(v) === text)) list.push(value);
};

/** get_time_filter: the bounds of a column's time filter (or the query's time range) as SQL. */
function timeFilterMacro(input: MacroInput) {
  const { filters, query, reads } = input;
  return (...raw: unknown[]) => {
    const a = callArgs(['column', 'default', 'target_type', 'strftime', 'remove_filter'], raw);
    let timeRange = query?.timeRange ?? null;
    let targetType = typeof a.target_type === 'string' ? a.target_type : undefined;
    if (typeof a.column === 'string') {
      const flt = filters.find((f) => f.col === a.column && f.op === 'TEMPORAL_RANGE');
      if (flt) {
        if (reads) {
          reads.applied.add(a.column);
          if (a.remove_filter === true) reads.removed.add(a.column);
        }
        timeRange = String(flt.val);
        targetType ??= query?.columnType(a.column);
      }
    }
    if ((!timeRange || timeRange === 'No filter') && typeof a.default === 'string') timeRange = a.default;
    timeRange ||= 'No filter';
    const bounds = query ? query.parseTimeRange(timeRange) : { since: null, until: null };
    const format = (d: Date | null) => {
      if (!d) return null;
      if (typeof a.strftime === 'string') return strftime(d, a.strftime);
      return input.dialect.temporalLiteral(sqlTimestamp(d), targetType);
    };
    return { from_expr: format(bounds.since), to_expr: format(bounds.until), time_range: timeRange };
  };
}

export function macros(input: MacroInput): Record<string, unknown> {
  const { user, urlParams, filters, query } = input;
  const reads = input.reads;
  const cacheKey = (value: unknown, add: unknown) => {
    if (reads && add !== false) addOnce(reads.cacheKeys, value);
  };
  const matching = (column: string, remove: unknown) => {
    const found = filters.filter((f) => f.col === column && f.op !== 'TEMPORAL_RANGE');
    if (found.length && reads) {
      reads.applied.add(column);
      if (remove === true) reads.removed.add(column);
    }
    return found;
  };
  return {
    url_param(...raw: unknown[]) {
      const a = callArgs(['param', 'default', 'add_to_cache_keys', 'escape_result'], raw);
      const value = urlParams[String(a.param)] ?? a.default ?? null;
      cacheKey({ url_param: a.param, value }, a.add_to_cache_keys);
      if (typeof value === 'string' && a.escape_result !== false) return escapeInner(input.dialect, value);
      return value;
    },
    current_username(...raw: unknown[]) {
      const username = user?.username ?? null;
      cacheKey({ username }, callArgs(['add_to_cache_keys'], raw).add_to_cache_keys);
      return username;
    },
    current_user_id(...raw: unknown[]) {
      const id = user?.id ?? null;
      cacheKey({ user_id: id }, callArgs(['add_to_cache_keys'], raw).add_to_cache_keys);
      return id;
    },
    current_user_email(...raw: unknown[]) {
      const email = user?.email ?? null;
      cacheKey({ user_email: email }, callArgs(['add_to_cache_keys'], raw).add_to_cache_keys);
      return email;
    },
    filter_values(...raw: unknown[]) {
      const a = callArgs(['column', 'default', 'remove_filter'], raw);
      const values = matching(String(a.column), a.remove_filter)
        .filter((f) => ['IN', 'in', '==', '='].includes(f.op))
        .flatMap((f) => (Array.isArray(f.val) ? (f.val as unknown[]) : [f.val]));
      if (values.length > 0) return values;
      return a.default === null || a.default === undefined ? [] : [a.default];
    },
    get_filters(...raw: unknown[]) {
      const a = callArgs(['column', 'remove_filter'], raw);
      return matching(String(a.column), a.remove_filter).map((f) => {
        const op = f.op.toUpperCase();
        const val = (op === 'IN' || op === 'NOT IN') && !Array.isArray(f.val) ? [f.val] : f.val;
        return { op, col: f.col, val };
      });
    },
    get_time_filter: timeFilterMacro(input),
    metric(...raw: unknown[]) {
      const a = callArgs(['metric_key', 'dataset_id'], raw);
      const expression = query?.metricExpression(String(a.metric_key));
      if (expression === undefined)
        throw (input.failure.error = new MacroError(
          `Metric \`\`${String(a.metric_key)}\`\` not found in ${query?.datasetName ?? 'this dataset'}.`,
        ));
      return expression;
    },
    from_dttm: isoDttm(query?.since ?? null),
    to_dttm: isoDttm(query?.until ?? null),
    True: true,
    False: false,
    None: null,
    ...query?.values,
  };
}
