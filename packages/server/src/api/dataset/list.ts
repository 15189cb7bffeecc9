/**
 * The Dataset list machinery's spec (list, `_info`, related, distinct): columns, sorts, the kind and
 * certification filters, visibility; and `related/database`, the databases the user sees.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import { visibleDatasets } from '../../datasources/access.js';
import type { DatasetRow } from '../../datasources/dataset-repository.js';
import type { MetaSchema } from '../../meta/schema.js';
import type { Handler } from '../database/handler.js';
import { qArg } from '../database/handler.js';
import { listColumns } from '../database/list.js';
import { parseRelatedQuery } from '../list-query.js';
import type { ResourceSpec } from '../resource.js';
import { relatedDatabaseOptions } from '../resource/related.js';
import { serializeDatasetList } from './serialize.js';
import { AUDIT_RELATIONS, ownersRelation } from '../resource/spec.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['tables'] }, 't'>;

const isVirtual = (eb: Eb) => eb.and([eb('t.sql', 'is not', null), eb('t.sql', '!=', '')]);

/** A boolean filter's value: false (or 'false') picks the other side. */
const isFalse = (value: unknown) => value === false || value === 'false';

export const datasetSpec: ResourceSpec = {
  name: 'dataset',
  view: 'Dataset',
  table: 'tables',
  columns: listColumns({
    id: 'number',
    uuid: 'string',
    table_name: 'string',
    schema: 'string',
    catalog: 'string',
    sql: 'string',
    description: 'string',
    is_sqllab_view: 'boolean',
    changed_on: 'datetime',
    created_on: 'datetime',
    database_id: 'number',
    changed_by_fk: 'number',
  }),
  // The list page sorts by related names too; without a join they group by the related id.
  sortAliases: {
    changed_on_delta_humanized: 'changed_on',
    kind: 'sql',
    'database.database_name': 'database_id',
    'changed_by.first_name': 'changed_by_fk',
  },
  relations: {
    owners: ownersRelation('sqlatable_user', 'table_id'),
    // Filtering by database id works as for any foreign key; `related/database` has its own route.
    database: { kind: 'o2m', column: 'database_id', target: 'ab_user' },
    ...AUDIT_RELATIONS,
  },
  customFilters: {
    // Superset's kind filter: value true means physical (no SQL), false means virtual.
    dataset_is_null_or_empty: (eb, value) => {
      const virtual = isVirtual(eb as Eb);
      return isFalse(value) ? virtual : eb.not(virtual);
    },
    dataset_is_certified: (eb, value) => {
      const certified = sql<boolean>`t.extra like ${'%"certification"%'}`;
      return isFalse(value) ? eb.not(certified) : certified;
    },
  } as ResourceSpec['customFilters'],
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => visibleDatasets(eb as Eb, user),
  serialize: (rows, ctx) => serializeDatasetList(rows as DatasetRow[], ctx),
};

/** `related/database`: before the generic `related/:column`, which only knows users and roles. */
export const relatedDatabases: Handler = (ctx, request) =>
  relatedDatabaseOptions(ctx, request.user!, parseRelatedQuery(qArg(request)));
