/**
 * The Dashboard resource: Superset's `/api/v1/dashboard/` list, get (by id or slug), create, update,
 * delete and bulk delete, with ownership checks, plus the `/charts` and `/datasets` sub-resources.
 */
import { isAdmin } from '@meridian/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import type { AppContext } from '../context.js';
import type { MetaSchema, Dashboard } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';
import { requirePermission, type AuthUser } from '../security/auth.js';
import { registerDashboardColorsRoute } from './dashboard-colors.js';
import { registerDashboardCopyRoute } from './dashboard-copy.js';
import { registerDashboardFiltersRoute } from './dashboard-filters.js';
import { syncLayoutCharts } from './dashboard-layout-sync.js';
import { prepareDashboardSave } from './dashboard-metadata.js';
import { dashboardBody, normalizeSlug, type DashboardBody } from './dashboard-schema.js';
import { HttpError, forbidden, notFound } from './errors.js';
import { naturalTime } from './humanize.js';
import { parseIdList, validated } from './list-query.js';
import { ownersOf, resolveOwners } from './owners.js';
import { registerResourceRoutes, type ResourceSpec } from './resource.js';
import { visibleDashboards } from './security-dashboard-access.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['dashboards'] }, 't'>;

export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';
const dashboardUrl = (d: { id: number; slug: string | null }) => `/superset/dashboard/${d.slug ?? d.id}/`;

async function usersById(ctx: AppContext, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  const rows = wanted.length
    ? await ctx.db
        .selectFrom('ab_user')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', wanted)
        .execute()
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

async function serializeDashboards(rows: Dashboard[], ctx: AppContext) {
  const owners = await ownersOf(
    ctx.db,
    'dashboard_user',
    'dashboard_id',
    rows.map((r) => r.id),
  );
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.changed_by_fk, r.created_by_fk]),
  );
  return rows.map((d) => {
    const changedBy = d.changed_by_fk === null ? null : (users.get(d.changed_by_fk) ?? null);
    const createdBy = d.created_by_fk === null ? null : (users.get(d.created_by_fk) ?? null);
    return {
      id: d.id,
      uuid: d.uuid,
      dashboard_title: d.dashboard_title,
      slug: d.slug,
      url: dashboardUrl(d),
      published: d.published === 1,
      status: d.published === 1 ? 'published' : 'draft',
      css: d.css,
      json_metadata: d.json_metadata,
      position_json: d.position_json,
      certified_by: d.certified_by,
      certification_details: d.certification_details,
      is_managed_externally: d.is_managed_externally === 1,
      external_url: d.external_url,
      owners: owners.get(d.id) ?? [],
      changed_by: changedBy,
      changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}` : '',
      created_by: createdBy,
      // Superset answers changed_on too; the page's save compares it (confirm-dashboard-diff).
      changed_on: d.changed_on,
      changed_on_utc: d.changed_on,
      changed_on_delta_humanized: naturalTime(d.changed_on),
      created_on_delta_humanized: naturalTime(d.created_on),
      thumbnail_url: null,
      tags: [],
    };
  });
}

export const dashboardSpec: ResourceSpec = {
  name: 'dashboard',
  view: 'Dashboard',
  table: 'dashboards',
  favoriteClass: 'Dashboard',
  columns: {
    id: { column: 'id', type: 'number' },
    dashboard_title: { column: 'dashboard_title', type: 'string' },
    slug: { column: 'slug', type: 'string' },
    published: { column: 'published', type: 'boolean' },
    certified_by: { column: 'certified_by', type: 'string' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    created_on: { column: 'created_on', type: 'datetime' },
    uuid: { column: 'uuid', type: 'string', operators: ['eq', 'in'] },
  },
  sortAliases: { changed_on_delta_humanized: 'changed_on', created_on_delta_humanized: 'created_on' },
  relations: {
    owners: {
      kind: 'm2m',
      linkTable: 'dashboard_user',
      linkFk: 'dashboard_id',
      targetFk: 'user_id',
      target: 'ab_user',
    },
    roles: {
      kind: 'm2m',
      linkTable: 'dashboard_roles',
      linkFk: 'dashboard_id',
      targetFk: 'role_id',
      target: 'ab_role',
    },
    created_by: { kind: 'o2m', column: 'created_by_fk', target: 'ab_user' },
    changed_by: { kind: 'o2m', column: 'changed_by_fk', target: 'ab_user' },
  },
  customFilters: {
    // The search box: title or slug contains the text.
    title_or_slug: (eb, value) => {
      const s = `%${String(value)
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql`(lower(t.dashboard_title) like ${s} escape '\\' or lower(t.slug) like ${s} escape '\\')`;
    },
    dashboard_is_favorite: (eb, value, user) => {
      const starred = eb.exists(
        eb
          .selectFrom('favstar as f')
          .select(sql.lit(1).as('one'))
          .where('f.class_name', '=', 'Dashboard')
          .where('f.user_id', '=', user.id)
          .whereRef('f.obj_id', '=', 't.id'),
      );
      return value === false || value === 'false' ? eb.not(starred) : starred;
    },
    dashboard_is_certified: (eb, value) =>
      value === false || value === 'false'
        ? eb.or([eb('t.certified_by', 'is', null), eb('t.certified_by', '=', '')])
        : eb.and([eb('t.certified_by', 'is not', null), eb('t.certified_by', '!=', '')]),
  } as ResourceSpec['customFilters'],
  defaultOrder: ['changed_on', 'desc'],
  // Admins see everything; owners theirs; others published ones whose datasets they may read.
  visible: (eb, user) => visibleDashboards(eb as Eb, user),
  serialize: (rows, ctx) => serializeDashboards(rows as Dashboard[], ctx),
};

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, dashboardSpec);
  registerDashboardCopyRoute(app, ctx);
  registerDashboardColorsRoute(app, ctx);
  registerDashboardFiltersRoute(app, ctx);
  const read = { preHandler: requirePermission('can_read', 'Dashboard') };
  const write = { preHandler: requirePermission('can_write', 'Dashboard') };

  /** A visible dashboard by id or slug, or 404 (existence of invisible ones does not leak). */
  async function findVisible(request: FastifyRequest, idOrSlug: string): Promise<Dashboard> {
    const user = request.user!;
    const byId = /^\d+$/.test(idOrSlug);
    const row = await ctx.db
      .selectFrom('dashboards as t')
      .selectAll('t')
      .where((eb) => {
        const key = byId ? eb('t.id', '=', Number(idOrSlug)) : eb('t.slug', '=', idOrSlug);
        const vis = visibleDashboards(eb, user);
        return vis ? eb.and([key, vis]) : key;
      })
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  async function findEditable(request: FastifyRequest, id: number): Promise<Dashboard> {
    const row = await findVisible(request, String(id));
    const user = request.user!;
    if (!isAdmin(user)) {
      const own = await ctx.db
        .selectFrom('dashboard_user')
        .select('id')
        .where('dashboard_id', '=', row.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!own) throw forbidden('Changing this Dashboard is forbidden');
    }
    return row;
  }

  const idParam = (request: FastifyRequest) => {
    const raw = (request.params as { id: string }).id;
    if (!/^\d+$/.test(raw)) throw notFound();
    return Number(raw);
  };

  app.get('/api/v1/dashboard/:idOrSlug', read, async (request) => {
    const row = await findVisible(request, (request.params as { idOrSlug: string }).idOrSlug);
    const [result] = await serializeDashboards([row], ctx);
    return { id: row.id, result };
  });

  app.post('/api/v1/dashboard/', write, async (request, reply) => {
    const body = prepareDashboardSave(validated(dashboardBody, request.body ?? {}, ''));
    const id = await saveDashboard(ctx, request.user!, null, body);
    const row = await ctx.db
      .selectFrom('dashboards')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const [result] = await serializeDashboards([row], ctx);
    return reply.code(201).send({ id, result });
  });

  app.put('/api/v1/dashboard/:id', write, async (request) => {
    const existing = await findEditable(request, idParam(request));
    const body = prepareDashboardSave(validated(dashboardBody, request.body ?? {}, ''));
    await saveDashboard(ctx, request.user!, existing, body);
    const row = await ctx.db
      .selectFrom('dashboards')
      .selectAll()
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    const [result] = await serializeDashboards([row], ctx);
    return { id: existing.id, result, last_modified_time: Date.parse(row.changed_on) / 1000 };
  });

  app.delete('/api/v1/dashboard/:id', write, async (request) => {
    const row = await findEditable(request, idParam(request));
    await ctx.db.deleteFrom('dashboards').where('id', '=', row.id).execute();
    return { message: 'OK' };
  });

  app.delete('/api/v1/dashboard/', write, async (request) => {
    const ids = parseIdList((request.query as Record<string, unknown>).q);
    // Every id must be editable before anything is deleted: all or nothing.
    for (const id of ids) await findEditable(request, id);
    await ctx.db.deleteFrom('dashboards').where('id', 'in', ids).execute();
    return { message: `Deleted ${ids.length} dashboard${ids.length === 1 ? '' : 's'}` };
  });

  app.get('/api/v1/dashboard/:idOrSlug/charts', read, async (request) => {
    const d = await findVisible(request, (request.params as { idOrSlug: string }).idOrSlug);
    const slices = await ctx.db
      .selectFrom('dashboard_slices as ds')
      .innerJoin('slices as s', 's.id', 'ds.slice_id')
      .selectAll('s')
      .where('ds.dashboard_id', '=', d.id)
      .orderBy('s.id')
      .execute();
    return {
      result: slices.map((s) => ({
        id: s.id,
        slice_name: s.slice_name,
        viz_type: s.viz_type,
        form_data: { ...(JSON.parse(s.params ?? '{}') as object), slice_id: s.id, viz_type: s.viz_type },
        slice_url: `/explore/?slice_id=${s.id}`,
        url: `/explore/?slice_id=${s.id}`,
        description: s.description,
        cache_timeout: s.cache_timeout,
        certified_by: s.certified_by,
        certification_details: s.certification_details,
        is_managed_externally: s.is_managed_externally === 1,
        changed_on: s.changed_on,
        datasource_id: s.datasource_id,
        datasource_type: s.datasource_type,
      })),
    };
  });

  app.get('/api/v1/dashboard/:idOrSlug/datasets', read, async (request) => {
    const d = await findVisible(request, (request.params as { idOrSlug: string }).idOrSlug);
    const datasets = await ctx.db
      .selectFrom('tables as t')
      .innerJoin('dbs as db', 'db.id', 't.database_id')
      .select(['t.id', 't.table_name', 't.schema', 't.catalog', 't.main_dttm_col', 't.description', 't.sql'])
      .select(['db.id as database_id', 'db.database_name', 'db.sqlalchemy_uri'])
      .where('t.id', 'in', (eb) =>
        eb
          .selectFrom('dashboard_slices as ds')
          .innerJoin('slices as s', 's.id', 'ds.slice_id')
          .select('s.datasource_id')
          .where('ds.dashboard_id', '=', d.id)
          .where('s.datasource_type', '=', 'table')
          .where('s.datasource_id', 'is not', null)
          .$castTo<number>(),
      )
      .execute();
    const ids = datasets.map((t) => t.id);
    const columns = ids.length
      ? await ctx.db.selectFrom('table_columns').selectAll().where('table_id', 'in', ids).execute()
      : [];
    const metrics = ids.length
      ? await ctx.db.selectFrom('sql_metrics').selectAll().where('table_id', 'in', ids).execute()
      : [];
    return {
      result: datasets.map((t) => ({
        id: t.id,
        uid: `${t.id}__table`,
        type: 'table',
        table_name: t.table_name,
        datasource_name: t.table_name,
        name: t.schema ? `${t.schema}.${t.table_name}` : t.table_name,
        schema: t.schema,
        catalog: t.catalog,
        main_dttm_col: t.main_dttm_col,
        description: t.description,
        sql: t.sql,
        database: {
          id: t.database_id,
          database_name: t.database_name,
          backend: t.sqlalchemy_uri.split(':')[0],
        },
        columns: columns
          .filter((c) => c.table_id === t.id)
          .map((c) => ({
            id: c.id,
            column_name: c.column_name,
            verbose_name: c.verbose_name,
            type: c.type,
            is_dttm: c.is_dttm === 1,
            groupby: c.groupby === 1,
            filterable: c.filterable === 1,
            expression: c.expression,
            description: c.description,
          })),
        metrics: metrics
          .filter((m) => m.table_id === t.id)
          .map((m) => ({
            id: m.id,
            metric_name: m.metric_name,
            verbose_name: m.verbose_name,
            expression: m.expression,
            d3format: m.d3format,
            description: m.description,
            warning_text: m.warning_text,
          })),
      })),
    };
  });
}

/** Creates (existing = null) or updates a dashboard with its owners and roles in one transaction. */
async function saveDashboard(
  ctx: AppContext,
  user: AuthUser,
  existing: Dashboard | null,
  body: DashboardBody,
): Promise<number> {
  const slug = normalizeSlug(body.slug);
  if (slug) {
    const clash = await ctx.db
      .selectFrom('dashboards')
      .select('id')
      .where('slug', '=', slug)
      .$if(existing !== null, (q) => q.where('id', '!=', existing!.id))
      .executeTakeFirst();
    if (clash) throw new HttpError(400, 'invalid', { message: { slug: ['Must be unique'] } });
  }
  const owners =
    body.owners !== undefined || !existing ? await resolveOwners(ctx.db, body.owners, user) : undefined;
  if (body.roles?.length) {
    const found = await ctx.db.selectFrom('ab_role').select('id').where('id', 'in', body.roles).execute();
    if (found.length !== new Set(body.roles).size) {
      throw new HttpError(400, 'invalid', { message: { roles: ['Some roles do not exist'] } });
    }
  }
  const certifiedBy = body.certified_by === undefined ? existing?.certified_by : body.certified_by || null;
  const now = nowIso();
  const values = {
    ...(body.dashboard_title !== undefined && {
      dashboard_title: body.dashboard_title?.trim() || UNTITLED_DASHBOARD,
    }),
    ...(slug !== undefined && { slug }),
    ...(body.position_json !== undefined && { position_json: body.position_json || null }),
    ...(body.json_metadata !== undefined && { json_metadata: body.json_metadata || null }),
    ...(body.css !== undefined && { css: body.css }),
    ...(body.published !== undefined && { published: body.published ? 1 : 0 }),
    ...(body.certified_by !== undefined && { certified_by: certifiedBy ?? null }),
    // Details only mean something with a certifier.
    ...((body.certification_details !== undefined || body.certified_by !== undefined) && {
      certification_details: certifiedBy
        ? (body.certification_details ?? existing?.certification_details ?? null)
        : null,
    }),
    ...(body.external_url !== undefined && { external_url: body.external_url }),
    ...(body.is_managed_externally !== undefined && {
      is_managed_externally: body.is_managed_externally ? 1 : 0,
    }),
    ...(body.theme_id !== undefined && { theme_id: body.theme_id }),
    changed_on: now,
    changed_by_fk: user.id,
  };
  return ctx.db.transaction().execute(async (trx) => {
    let id: number;
    if (existing) {
      id = existing.id;
      await trx.updateTable('dashboards').set(values).where('id', '=', id).execute();
    } else {
      const row = await trx
        .insertInto('dashboards')
        .values({
          uuid: crypto.randomUUID(),
          dashboard_title: UNTITLED_DASHBOARD,
          published: 0,
          is_managed_externally: 0,
          created_on: now,
          created_by_fk: user.id,
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    if (owners) {
      await trx.deleteFrom('dashboard_user').where('dashboard_id', '=', id).execute();
      await trx
        .insertInto('dashboard_user')
        .values(owners.map((user_id) => ({ dashboard_id: id, user_id })))
        .execute();
    }
    // A saved layout decides which charts the dashboard shows (Superset's set_dash_metadata).
    if (body.position_json !== undefined) await syncLayoutCharts(trx, id, body.position_json || null);
    if (body.roles !== undefined) {
      await trx.deleteFrom('dashboard_roles').where('dashboard_id', '=', id).execute();
      if (body.roles.length) {
        await trx
          .insertInto('dashboard_roles')
          .values([...new Set(body.roles)].map((role_id) => ({ dashboard_id: id, role_id })))
          .execute();
      }
    }
    return id;
  });
}
