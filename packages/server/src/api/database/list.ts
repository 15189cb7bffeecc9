/** The Database list machinery's spec (list, `_info`, related, distinct): columns, sorts, visibility. */
import type { ExpressionBuilder } from 'kysely';
import { visibleDatabases } from '../../datasources/access.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import type { MetaSchema } from '../../meta/schema.js';
import type { ResourceSpec } from '../resource.js';
import { serializeDatabaseList } from './serialize.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['dbs'] }, 't'>;

export const databaseSpec: ResourceSpec = {
  name: 'database',
  view: 'Database',
  table: 'dbs',
  columns: {
    id: { column: 'id', type: 'number' },
    uuid: { column: 'uuid', type: 'string', operators: ['eq', 'in'] },
    database_name: { column: 'database_name', type: 'string' },
    expose_in_sqllab: { column: 'expose_in_sqllab', type: 'boolean' },
    allow_run_async: { column: 'allow_run_async', type: 'boolean' },
    allow_dml: { column: 'allow_dml', type: 'boolean' },
    allow_file_upload: { column: 'allow_file_upload', type: 'boolean' },
    allow_ctas: { column: 'allow_ctas', type: 'boolean' },
    allow_cvas: { column: 'allow_cvas', type: 'boolean' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    created_on: { column: 'created_on', type: 'datetime' },
    created_by_fk: { column: 'created_by_fk', type: 'number' },
  },
  // Superset's list also sorts by creator; without a join it groups by the creator's id.
  sortAliases: { changed_on_delta_humanized: 'changed_on', 'created_by.first_name': 'created_by_fk' },
  relations: {
    created_by: { kind: 'o2m', column: 'created_by_fk', target: 'ab_user' },
    changed_by: { kind: 'o2m', column: 'changed_by_fk', target: 'ab_user' },
  },
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => visibleDatabases(eb as Eb, user),
  serialize: (rows, ctx) => serializeDatabaseList(rows as DatabaseRow[], ctx),
};
