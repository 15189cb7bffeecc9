/** The Chart resource for the shared list machinery: columns, sort aliases, relations, filters. */
import type { ExpressionBuilder } from 'kysely';
import { CHART_FAVORITE_CLASS, chartListFilters } from '../../meta/repositories/chart.js';
import type { MetaSchema } from '../../meta/schema.js';
import { visibleCharts, type SliceRow } from '../../security/access/chart.js';
import { listColumns } from '../database/list.js';
import type { ResourceSpec } from '../resource.js';
import { serializeChartList } from './serialize.js';
import { ownersRelation } from '../resource/spec.js';
import { tagListFilters } from '../tag/list-filters.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['slices'] }, 't'>;

const userLink = (column: string) => ({ kind: 'o2m' as const, column, target: 'ab_user' as const });

export const chartSpec: ResourceSpec = {
  name: 'chart',
  view: 'Chart',
  table: 'slices',
  favoriteClass: CHART_FAVORITE_CLASS,
  columns: listColumns({
    id: 'number',
    uuid: 'string',
    slice_name: 'string',
    viz_type: 'string',
    description: 'string',
    datasource_id: 'number',
    datasource_type: 'string',
    certified_by: 'string',
    cache_timeout: 'number',
    changed_on: 'datetime',
    created_on: 'datetime',
    last_saved_at: 'datetime',
    changed_by_fk: 'number',
    last_saved_by_fk: 'number',
  }),
  // Related names sort by the related id (no join in the generic list).
  sortAliases: {
    changed_on_delta_humanized: 'changed_on',
    created_on_delta_humanized: 'created_on',
    datasource_name: 'datasource_id',
    'changed_by.first_name': 'changed_by_fk',
    'last_saved_by.id': 'last_saved_by_fk',
    'last_saved_by.first_name': 'last_saved_by_fk',
    'last_saved_by.last_name': 'last_saved_by_fk',
  },
  relations: {
    owners: ownersRelation('slice_user', 'slice_id'),
    // Filtering only; `related/dashboards` has its own route.
    dashboards: {
      kind: 'm2m',
      linkTable: 'dashboard_slices',
      linkFk: 'slice_id',
      targetFk: 'dashboard_id',
      target: 'ab_user',
    },
    created_by: userLink('created_by_fk'),
    changed_by: userLink('changed_by_fk'),
    last_saved_by: userLink('last_saved_by_fk'),
  },
  customFilters: {
    ...(chartListFilters as ResourceSpec['customFilters']),
    ...tagListFilters('chart', 'chart'),
  },
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => visibleCharts(eb as Eb, user),
  serialize: (rows, ctx) => serializeChartList(rows as SliceRow[], ctx),
};
