/**
 * `GET /api/v1/query/` with the generic list machinery (filters, order, related user/database,
 * distinct). A user lists their own queries; admins and holders of all_query_access everyone's.
 */
import { seesAllQueries } from '../../sqllab/history.js';
import type { QueryRow } from '../../sqllab/query-record.js';
import type { ResourceSpec } from '../resource.js';
import { serializeQueryList } from './serialize.js';

export const querySpec: ResourceSpec = {
  name: 'query',
  view: 'Query',
  table: 'query',
  columns: {
    id: { column: 'id', type: 'number' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    status: { column: 'status', type: 'string' },
    sql: { column: 'sql', type: 'string' },
    schema: { column: 'schema', type: 'string' },
    tab_name: { column: 'tab_name', type: 'string' },
    rows: { column: 'rows', type: 'number' },
    start_time: { column: 'start_time', type: 'number' },
    end_time: { column: 'end_time', type: 'number' },
  },
  relations: {
    user: { kind: 'o2m', column: 'user_id', target: 'ab_user' },
    database: { kind: 'o2m', column: 'database_id', target: 'dbs' },
  },
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => (seesAllQueries(user) ? null : eb('t.user_id', '=', user.id)),
  serialize: (rows, ctx) => serializeQueryList(rows as QueryRow[], ctx),
};
