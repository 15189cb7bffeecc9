/**
 * The chart-data job (Superset's `load_chart_data_into_cache`): runs a query context through the
 * chart-data pipeline as the user who asked — loaded again from the metadata store, so their current
 * permissions apply — which caches its query results; keeps the query context for the result URL; and
 * appends a `done` event (with `result_url`) or an `error` event (with `errors`) to the user's channel.
 * The payload is plain JSON and everything else comes from the stores, so any worker can run it; a job
 * delivered again after its event was written does not run again.
 */
import { chartDataDepsOf } from '../api/chart/saved-data.js';
import type { AppContext } from '../context.js';
import { rolePermissions } from '../meta/repositories/security.js';
import { findUserById } from '../meta/repositories/user.js';
import { runChartData, type CachedResultRef } from '../query/chart-data.js';
import { Timing } from '../query/timing.js';
import type { AuthUser } from '../security/auth.js';
import { AccessDenied } from '../domain-errors.js';
import { eventErrors } from './errors.js';
import type { JobMetadata } from './events.js';
import { saveQueryContext } from './query-context-cache.js';

export const CHART_DATA_JOB = 'chart-data.async';

export interface ChartDataJob {
  job: JobMetadata;
  /** The query context as the client sent it. */
  form_data: Record<string, unknown>;
  force: boolean;
}

export const resultUrlOf = (key: string) => `/api/v1/chart/data/${key}`;

/** How long a job process reuses a user's roles (as the web's auth does: role edits apply within seconds). */
const USER_CACHE_MS = 5_000;

/** The job's user as the pipeline checks them; refused when gone or inactive. */
function jobUsers(ctx: AppContext) {
  const cache = new Map<number, { user: AuthUser; until: number }>();
  return async (userId: number | null): Promise<AuthUser> => {
    const hit = userId === null ? undefined : cache.get(userId);
    if (hit && hit.until > Date.now()) return hit.user;
    const row = userId === null ? undefined : await findUserById(ctx.db, userId);
    if (!row || !row.active) throw new AccessDenied('The user of this query is no longer active');
    const { id, username, first_name, last_name, email } = row;
    const user = { id, username, first_name, last_name, email, roles: await rolePermissions(ctx.db, id) };
    if (cache.size > 1000) cache.clear();
    cache.set(id, { user, until: Date.now() + USER_CACHE_MS });
    return user;
  };
}

export function registerAsyncQueryJobs(ctx: AppContext): void {
  const events = ctx.asyncEvents;
  const chartData = chartDataDepsOf(ctx);
  const jobUser = jobUsers(ctx);
  ctx.jobs.process<ChartDataJob>(CHART_DATA_JOB, async ({ job, form_data, force }) => {
    if (await events.hasJob(job.channel_id, job.job_id)) return;
    let event: JobMetadata;
    let unforeseen: Error | null = null;
    try {
      const user = await jobUser(job.user_id);
      let ref: CachedResultRef | null = null;
      const answer = await runChartData(chartData, user, form_data, new Timing(), {
        force,
        onResultRef: (r) => (ref = r),
      });
      const ttl = answer.format === 'json' ? chartData.limits.defaultCacheTimeoutSeconds : null;
      // Read back without force: the result URL serves what this run has just cached (by its keys).
      const key = await saveQueryContext(ctx.resultCache, user.id, { ...form_data, force: false }, ttl, ref);
      event = { ...job, status: 'done', errors: [], result_url: resultUrlOf(key) };
    } catch (err) {
      const { errors, foreseen } = eventErrors(err);
      if (!foreseen) unforeseen = err instanceof Error ? err : new Error(String(err));
      event = { ...job, status: 'error', errors, result_url: null };
    }
    await events.add(job.channel_id, event);
    // Reported (logged) after the event is out; a retry finds the event and stops.
    if (unforeseen) throw unforeseen;
  });
}
