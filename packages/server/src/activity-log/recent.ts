/**
 * The caller's recent activity (Superset's LogDAO.get_recent_activity): the `log` rows the web sent
 * for this user whose event is one of `actions` (mount_dashboard, mount_explorer), newest first, as
 * `{action, item_type, item_url, item_title, time, time_delta_humanized}`. With `distinct`, one entry
 * per object (its latest view within a year). Only dashboards and charts that still exist, have a
 * title and that the caller may still see are listed.
 */
import { naturalTime, type RecentActivity } from '@meridian/core';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../context.js';
import type { MetaSchema } from '../meta/schema.js';
import type { AuthUser } from '../security/auth.js';
import { visibleCharts } from '../security/access/chart.js';
import { visibleDashboards } from '../security/access/dashboard.js';

export interface RecentActivityOptions {
  actions: string[];
  distinct: boolean;
  page: number;
  pageSize: number;
}

type Tables = MetaSchema & {
  l: MetaSchema['logs'];
  d: MetaSchema['dashboards'];
  s: MetaSchema['slices'];
};
type Eb = ExpressionBuilder<Tables, 'l' | 'd' | 's'>;

const YEAR_MS = 365 * 86_400_000;
const always = sql<SqlBool>`1 = 1`;

/** `"event_name": "<action>"` in the row's JSON, written compactly (ours) or spaced (Superset's). */
function eventNameIs(eb: Eb, action: string) {
  const literal = action.replace(/[\\%_]/g, (c) => `\\${c}`);
  return eb.or(
    [`%"event_name":"${literal}"%`, `%"event_name": "${literal}"%`].map(
      (pattern) => sql<SqlBool>`${eb.ref('l.json')} LIKE ${pattern} ESCAPE '\\'`,
    ),
  );
}

/** The row's object exists, has a title and is visible: its dashboard if it has one, else its chart. */
function subjectVisible(eb: Eb, user: AuthUser) {
  const dashboards = eb
    .selectFrom('dashboards as t')
    .select('t.id')
    .where((t) => visibleDashboards(t, user) ?? always);
  const charts = eb
    .selectFrom('slices as t')
    .select('t.id')
    .where((t) => visibleCharts(t, user) ?? always);
  return eb.or([
    eb.and([
      eb('l.dashboard_id', 'is not', null),
      eb('d.dashboard_title', 'is not', null),
      eb('d.dashboard_title', '!=', ''),
      eb('d.id', 'in', dashboards),
    ]),
    eb.and([
      eb('l.dashboard_id', 'is', null),
      eb('s.slice_name', 'is not', null),
      eb('s.slice_name', '!=', ''),
      eb('s.id', 'in', charts),
    ]),
  ]);
}

interface ActivityRow {
  dttm: string;
  dashboard_id: number | null;
  slice_id: number | null;
  slug: string | null;
  dashboard_title: string | null;
  slice_name: string | null;
}

function baseQuery(ctx: AppContext, user: AuthUser, options: RecentActivityOptions) {
  return ctx.db
    .selectFrom('logs as l')
    .leftJoin('dashboards as d', 'd.id', 'l.dashboard_id')
    .leftJoin('slices as s', 's.id', 'l.slice_id')
    .where('l.action', '=', 'log')
    .where('l.user_id', '=', user.id)
    .where((eb) => eb.or(options.actions.map((a) => eventNameIs(eb, a))))
    .where((eb) => subjectVisible(eb, user));
}

async function activityRows(
  ctx: AppContext,
  user: AuthUser,
  options: RecentActivityOptions,
): Promise<ActivityRow[]> {
  const base = baseQuery(ctx, user, options);
  const offset = options.page * options.pageSize;
  if (!options.distinct) {
    return base
      .select(['l.dttm', 'l.dashboard_id', 'l.slice_id', 'd.slug', 'd.dashboard_title', 's.slice_name'])
      .orderBy('l.dttm', 'desc')
      .orderBy('l.id', 'desc')
      .limit(options.pageSize)
      .offset(offset)
      .execute();
  }
  const yearAgo = new Date(Date.now() - YEAR_MS).toISOString();
  return base
    .where('l.dttm', '>', yearAgo)
    .select((eb) => [
      eb.fn.max('l.dttm').as('dttm'),
      'l.dashboard_id',
      'l.slice_id',
      'd.slug',
      'd.dashboard_title',
      's.slice_name',
    ])
    .groupBy(['l.dashboard_id', 'l.slice_id', 'd.slug', 'd.dashboard_title', 's.slice_name'])
    .orderBy('dttm', 'desc')
    .orderBy((eb) => eb.fn.max('l.id'), 'desc')
    .limit(options.pageSize)
    .offset(offset)
    .execute();
}

function entryOf(row: ActivityRow, now: number): RecentActivity {
  const dashboard = row.dashboard_id !== null;
  return {
    action: 'log',
    item_type: dashboard ? 'dashboard' : 'slice',
    item_url: dashboard
      ? `/superset/dashboard/${row.slug || row.dashboard_id}/`
      : `/explore/?slice_id=${row.slice_id}`,
    item_title: (dashboard ? row.dashboard_title : row.slice_name) ?? '',
    time: Date.parse(row.dttm),
    time_delta_humanized: naturalTime(row.dttm, now),
  };
}

export async function recentActivity(
  ctx: AppContext,
  user: AuthUser,
  options: RecentActivityOptions,
): Promise<RecentActivity[]> {
  const rows = await activityRows(ctx, user, options);
  const now = Date.now();
  return rows.map((r) => entryOf(r, now));
}
