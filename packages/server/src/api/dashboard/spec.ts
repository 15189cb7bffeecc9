/** The Dashboard resource's list spec: columns, relations, filters, visibility and serialization. */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Dashboard, MetaSchema } from '../../meta/schema.js';
import { visibleDashboards } from '../../security/access/dashboard.js';
import { listColumns } from '../database/list.js';
import type { ResourceSpec } from '../resource.js';
import { serializeDashboards } from './serialize.js';
import { AUDIT_RELATIONS, ownersRelation } from '../resource/spec.js';
import { containsPattern } from '../resource/filters.js';
import { tagListFilters } from '../tag/list-filters.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['dashboards'] }, 't'>;

export const dashboardSpec: ResourceSpec = {
  name: 'dashboard',
  view: 'Dashboard',
  table: 'dashboards',
  favoriteClass: 'Dashboard',
  columns: listColumns({
    id: 'number',
    dashboard_title: 'string',
    slug: 'string',
    published: 'boolean',
    certified_by: 'string',
    changed_on: 'datetime',
    created_on: 'datetime',
    uuid: 'string',
  }),
  sortAliases: { changed_on_delta_humanized: 'changed_on', created_on_delta_humanized: 'created_on' },
  relations: {
    owners: ownersRelation('dashboard_user', 'dashboard_id'),
    roles: {
      kind: 'm2m',
      linkTable: 'dashboard_roles',
      linkFk: 'dashboard_id',
      targetFk: 'role_id',
      target: 'ab_role',
    },
    ...AUDIT_RELATIONS,
  },
  customFilters: {
    // The search box: title or slug contains the text.
    title_or_slug: (eb, value) => {
      const s = containsPattern(value);
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
    ...tagListFilters('dashboard', 'dashboard'),
  } as ResourceSpec['customFilters'],
  defaultOrder: ['changed_on', 'desc'],
  // Admins see everything; owners theirs; others published ones whose datasets they may read.
  visible: (eb, user) => visibleDashboards(eb as Eb, user),
  serialize: (rows, ctx) => serializeDashboards(rows as Dashboard[], ctx),
};
