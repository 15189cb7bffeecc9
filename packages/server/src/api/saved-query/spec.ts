/**
 * `GET /api/v1/saved_query/` with the generic list machinery: filters (including the all-text and
 * tag filters), order, related database/created_by/changed_by, distinct. Tags are Superset's
 * custom tags (tag.type 'custom', tagged_object.object_type 'query').
 */
import { sql, type SqlBool } from 'kysely';
import { SAVED_QUERY_TAG_OBJECT, type SavedQueryRow } from '../../meta/repositories/saved-query.js';
import { savedQueryOwnerFilter } from '../../services/saved-query/saved-query.js';
import type { ResourceSpec } from '../resource.js';
import { AUDIT_RELATIONS, sameNameColumns } from '../resource/spec.js';
import { containsPattern } from '../resource/filters.js';
import { serializeSavedQueries } from './serialize.js';
import { tagListFilters } from '../tag/list-filters.js';

export const savedQuerySpec: ResourceSpec = {
  name: 'saved_query',
  view: 'SavedQuery',
  table: 'saved_query',
  columns: sameNameColumns({
    id: 'number',
    label: 'string',
    description: 'string',
    sql: 'string',
    schema: 'string',
    catalog: 'string',
    rows: 'number',
    last_run: 'datetime',
    changed_on: 'datetime',
    created_on: 'datetime',
  }),
  relations: {
    database: { kind: 'o2m', column: 'db_id', target: 'dbs' },
    ...AUDIT_RELATIONS,
  },
  customFilters: {
    saved_query_all_text: (eb, value) => {
      const text = containsPattern(value);
      return sql<SqlBool>`(lower(t.label) like ${text} escape '\\' or lower(coalesce(t.description, '')) like ${text} escape '\\' or lower(t.sql) like ${text} escape '\\')`;
    },
    saved_query_tags: (eb, value) => {
      const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
      return eb.exists(
        eb
          .selectFrom('tagged_object as o')
          .select(sql.lit(1).as('one'))
          .whereRef('o.object_id', '=', 't.id')
          .where('o.object_type', '=', SAVED_QUERY_TAG_OBJECT)
          .where('o.tag_id', 'in', ids.length ? ids : [-1]),
      );
    },
    ...tagListFilters('query', 'saved_query', false),
  },
  sortAliases: {
    changed_on_delta_humanized: 'changed_on',
    last_run_delta_humanized: 'last_run',
  },
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => {
    const owner = savedQueryOwnerFilter(user);
    return owner === null ? null : eb.or([eb('t.user_id', '=', owner), eb('t.created_by_fk', '=', owner)]);
  },
  serialize: (rows, ctx) => serializeSavedQueries(rows as SavedQueryRow[], ctx),
};
