/** The Database list machinery's spec (list, `_info`, related, distinct): columns, sorts, visibility. */
import type { ExpressionBuilder } from 'kysely';
import { visibleDatabases } from '../../datasources/access.js';
import type { DatabaseRow } from '../../datasources/connections.js';
import type { MetaSchema } from '../../meta/schema.js';
import type { ColumnType, ListColumn, ResourceSpec } from '../resource.js';
import { serializeDatabaseList } from './serialize.js';
import { AUDIT_RELATIONS } from '../resource/spec.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['dbs'] }, 't'>;

/** List columns named as their table's columns, `{name: type}`; a `uuid` is matched whole (eq, in). */
export const listColumns = (types: Record<string, ColumnType>): Record<string, ListColumn> =>
  Object.fromEntries(
    Object.entries(types).map(([name, type]) => [
      name,
      { column: name, type, ...(name === 'uuid' && { operators: ['eq', 'in'] }) },
    ]),
  );

export const databaseSpec: ResourceSpec = {
  name: 'database',
  view: 'Database',
  table: 'dbs',
  columns: listColumns({
    id: 'number',
    uuid: 'string',
    database_name: 'string',
    expose_in_sqllab: 'boolean',
    allow_run_async: 'boolean',
    allow_dml: 'boolean',
    allow_file_upload: 'boolean',
    allow_ctas: 'boolean',
    allow_cvas: 'boolean',
    changed_on: 'datetime',
    created_on: 'datetime',
    created_by_fk: 'number',
  }),
  // Superset's list also sorts by creator; without a join it groups by the creator's id.
  sortAliases: { changed_on_delta_humanized: 'changed_on', 'created_by.first_name': 'created_by_fk' },
  relations: {
    ...AUDIT_RELATIONS,
  },
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => visibleDatabases(eb as Eb, user),
  serialize: (rows, ctx) => serializeDatabaseList(rows as DatabaseRow[], ctx),
};
