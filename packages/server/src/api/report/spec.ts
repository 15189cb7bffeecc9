/**
 * `GET /api/v1/report/` with the generic list machinery: Superset's search columns (name with its
 * all-text filter `report_all_text`, active, type, last_state, creation_method, dashboard_id,
 * chart_id, created_by, owners), its order columns, and ReportScheduleFilter as the visibility.
 */
import { sql, type SqlBool } from 'kysely';
import { visibleReports } from '../../services/report/access.js';
import type { ReportRow } from '../../services/report/store.js';
import type { ResourceSpec } from '../resource.js';
import { containsPattern } from '../resource/filters.js';
import { AUDIT_RELATIONS, ownersRelation, sameNameColumns } from '../resource/spec.js';
import { serializeReportList } from './serialize.js';

export const reportSpec: ResourceSpec = {
  name: 'report',
  view: 'ReportSchedule',
  table: 'report_schedule',
  columns: sameNameColumns({
    id: 'number',
    name: 'string',
    description: 'string',
    active: 'boolean',
    type: 'string',
    last_state: 'string',
    creation_method: 'string',
    dashboard_id: 'number',
    chart_id: 'number',
    crontab: 'string',
    last_eval_dttm: 'datetime',
    changed_on: 'datetime',
    created_on: 'datetime',
    created_by_fk: 'number',
    changed_by_fk: 'number',
  }),
  relations: {
    ...AUDIT_RELATIONS,
    owners: ownersRelation('report_schedule_user', 'report_schedule_id'),
  },
  customFilters: {
    report_all_text: (_eb, value) => {
      const text = containsPattern(value);
      return sql<SqlBool>`(lower(t.name) like ${text} escape '\\' or lower(coalesce(t.description, '')) like ${text} escape '\\' or lower(coalesce(t.sql, '')) like ${text} escape '\\')`;
    },
  },
  sortAliases: {
    changed_on_delta_humanized: 'changed_on',
    crontab_humanized: 'crontab',
    // The list machinery sorts on the base table: by the creator and last editor.
    'created_by.first_name': 'created_by_fk',
    'changed_by.first_name': 'changed_by_fk',
  },
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => visibleReports(eb as Parameters<typeof visibleReports>[0], user),
  serialize: (rows, ctx) => serializeReportList(ctx, rows as ReportRow[]),
};
