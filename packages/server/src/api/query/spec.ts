/**
 * `GET /api/v1/query/` with the generic list machinery (filters, order, related user/database,
 * distinct), reading only the listed columns and a prefix of long SQL. A user lists their own
 * queries; admins and holders of all_query_access everyone's.
 */
import { seesAllQueries } from '../../sqllab/history.js';
import type { ResourceSpec } from '../resource.js';
import { sameNameColumns } from '../resource/spec.js';
import { selectQueryListColumns } from './list-columns.js';
import { serializeQueryList, type ListedQuery } from './serialize.js';

export const querySpec: ResourceSpec = {
  name: 'query',
  view: 'Query',
  table: 'query',
  columns: sameNameColumns({
    id: 'number',
    changed_on: 'datetime',
    status: 'string',
    sql: 'string',
    schema: 'string',
    tab_name: 'string',
    rows: 'number',
    start_time: 'number',
    end_time: 'number',
  }),
  relations: {
    user: { kind: 'o2m', column: 'user_id', target: 'ab_user' },
    database: { kind: 'o2m', column: 'database_id', target: 'dbs' },
  },
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => (seesAllQueries(user) ? null : eb('t.user_id', '=', user.id)),
  listSelect: selectQueryListColumns,
  serialize: (rows, ctx) => serializeQueryList(rows as ListedQuery[], ctx),
};
