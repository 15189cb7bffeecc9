/**
 * Pure rules of a query's lifecycle (spec §3 "Query states", §4 "Query lifecycle", "Status colours"),
 * and the mapping of the server's query records onto the client's.
 */
import type { QueryExecutionResponse, ServerQuery } from '../../../api/sqllab';
import type { Query, QueryError, QueryState } from './types';

export const IN_PROGRESS_STATES: readonly QueryState[] = [
  'running',
  'started',
  'pending',
  'fetching',
  'scheduled',
];
export const FINISHED_STATES: readonly QueryState[] = ['stopped', 'failed', 'success', 'timed_out'];

export const isInProgress = (q: Pick<Query, 'state'> | undefined) =>
  q !== undefined && IN_PROGRESS_STATES.includes(q.state);
export const isFinished = (q: Pick<Query, 'state'> | undefined) =>
  q !== undefined && FINISHED_STATES.includes(q.state);

export type StatusColor = 'error' | 'info' | 'warning' | 'success';

/** offline, failed, stopped → error; pending, fetching → info; running → warning; success → success. */
export function statusColor(state: QueryState | 'offline'): StatusColor | undefined {
  switch (state) {
    case 'offline':
    case 'failed':
    case 'stopped':
    case 'timed_out':
      return 'error';
    case 'pending':
    case 'fetching':
      return 'info';
    case 'running':
    case 'started':
    case 'scheduled':
      return 'warning';
    case 'success':
      return 'success';
  }
}

const STATES = new Set<string>([...IN_PROGRESS_STATES, ...FINISHED_STATES]);
const asState = (s: string | undefined): QueryState | undefined =>
  s !== undefined && STATES.has(s) ? (s as QueryState) : undefined;

const LEVELS = new Set(['info', 'warning', 'error']);

/** A stored failure's errors (Superset's `errors` of Query.to_dict()): those with a message and a type. */
function errorsOf(v: unknown): QueryError[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return v.flatMap((e): QueryError[] => {
    if (typeof e !== 'object' || e === null) return [];
    const { message, error_type, level, extra } = e as Record<string, unknown>;
    if (typeof message !== 'string' || typeof error_type !== 'string') return [];
    return [
      {
        message,
        error_type,
        level: typeof level === 'string' && LEVELS.has(level) ? (level as QueryError['level']) : 'error',
        ...(typeof extra === 'object' && extra !== null ? { extra: extra as Record<string, unknown> } : {}),
      },
    ];
  });
}

/** The fields a server query record contributes to the client's query. */
export function fromServerQuery(s: ServerQuery & Record<string, unknown>): Partial<Query> & { id: string } {
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v));
  const out: Partial<Query> & { id: string } = { id: String(s.id ?? s.client_id) };
  const state = asState(s.state ?? (s.status as string | undefined));
  if (state) out.state = state;
  if (s.progress !== undefined) out.progress = Number(s.progress);
  const start = num(s.startDttm ?? s.start_time);
  if (start !== undefined) out.startDttm = start;
  const end = num(s.endDttm ?? s.end_time);
  if (end !== undefined) out.endDttm = end;
  if (s.rows !== undefined) out.rows = s.rows;
  const key = s.resultsKey ?? (s.results_key as string | undefined);
  if (key !== undefined) out.resultsKey = key;
  const err = s.errorMessage ?? (s.error_message as string | undefined);
  if (err !== undefined) out.errorMessage = err;
  const errors = errorsOf(s.errors);
  if (errors?.length) out.errors = errors;
  const executed = s.executedSql ?? (s.executed_sql as string | undefined);
  if (executed !== undefined) out.executedSql = executed;
  if (s.limitingFactor !== undefined) out.limitingFactor = s.limitingFactor;
  const tracking = s.trackingUrl ?? (s.tracking_url as string | undefined);
  if (tracking !== undefined) out.trackingUrl = tracking;
  if (s.queryId !== undefined || s.serverId !== undefined) out.queryId = Number(s.queryId ?? s.serverId);
  if (s.changed_on !== undefined) out.changed_on = s.changed_on;
  if (s.dbId !== undefined) out.dbId = s.dbId;
  if (s.sql !== undefined) out.sql = s.sql;
  if (s.schema !== undefined) out.schema = s.schema ?? null;
  if (s.catalog !== undefined) out.catalog = s.catalog ?? null;
  if (s.sqlEditorId !== undefined && s.sqlEditorId !== null) out.sqlEditorId = s.sqlEditorId;
  if (s.tab !== undefined && s.tab !== null) out.tab = s.tab;
  return out;
}

/** Spec §4: starting a query clears the earlier result data of the editor's latest query. */
export function clearResultData(q: Query): Query {
  return q.results ? { ...q, results: { ...q.results, data: [] } } : q;
}

/** Success is ignored if the query is stopped or the answer's status is not success. */
export function applySuccess(q: Query, r: QueryExecutionResponse, now: number): Query {
  if (q.state === 'stopped' || r.status !== 'success') return q;
  const fromServer = fromServerQuery(r.query);
  const data = r.data ?? [];
  return {
    ...q,
    ...fromServer,
    id: q.id,
    state: 'success',
    progress: 100,
    results: {
      data,
      columns: r.columns ?? [],
      ...(r.displayLimitReached ? { displayLimitReached: true } : {}),
      ...(r.selected_columns ? { selected_columns: r.selected_columns } : {}),
      ...(r.expanded_columns ? { expanded_columns: r.expanded_columns } : {}),
    },
    rows: fromServer.rows ?? data.length,
    endDttm: fromServer.endDttm ?? now,
    errorMessage: null,
  };
}

/** Failure is ignored if the query is stopped. */
export function applyFailure(
  q: Query,
  failure: { message: string; errors?: Query['errors']; link?: string | null },
  now: number,
): Query {
  if (q.state === 'stopped') return q;
  return {
    ...q,
    state: 'failed',
    errorMessage: failure.message,
    errors: failure.errors ?? [],
    link: failure.link ?? null,
    endDttm: now,
  };
}

/**
 * Merges polled changes: never overrides a local stopped or failed query, and keeps an existing
 * fetching, success or running state over an incoming success.
 */
export function applyRefresh(
  queries: Record<string, Query>,
  changed: readonly (Partial<Query> & { id: string })[],
): Record<string, Query> {
  let out = queries;
  for (const c of changed) {
    const prev = queries[c.id];
    if (!prev) continue; // another window's query: the history list shows it
    if (prev.state === 'stopped' || prev.state === 'failed') continue;
    const keep = c.state === 'success' && ['fetching', 'success', 'running'].includes(prev.state);
    if (out === queries) out = { ...queries };
    out[c.id] = { ...prev, ...c, state: keep ? prev.state : (c.state ?? prev.state) };
  }
  return out;
}

/** Drops running or pending queries older than `intervalMs` that never made progress. */
export function clearInactive(queries: Record<string, Query>, intervalMs: number, now: number) {
  const entries = Object.entries(queries).filter(
    ([, q]) =>
      !(
        (q.state === 'running' || q.state === 'pending') &&
        now - Number(q.changed_on ?? q.startDttm) > intervalMs &&
        q.progress === 0
      ),
  );
  return entries.length === Object.keys(queries).length ? queries : Object.fromEntries(entries);
}

/** The duration shown beside a query: end minus start, or so far. */
export function queryDuration(q: Pick<Query, 'startDttm' | 'endDttm'>, now: number): number {
  return Math.max(0, (q.endDttm ?? now) - q.startDttm);
}

/** "00:00:01.23" */
export function formatDuration(ms: number): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = ((ms % 60_000) / 1000).toFixed(2).padStart(5, '0');
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${s}`;
}
