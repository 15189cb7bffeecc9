/** The action log's list spec (`/api/v1/log/`): every row, for those who may read Log (admins). */
import type { Selectable } from 'kysely';
import type { LogTable } from '../../meta/schema.js';
import type { ResourceSpec } from '../resource.js';
import { sameNameColumns } from '../resource/spec.js';
import { serializeLogs } from './serialize.js';

export const logSpec: ResourceSpec = {
  name: 'log',
  view: 'Log',
  table: 'logs',
  columns: sameNameColumns({
    id: 'number',
    action: 'string',
    dttm: 'datetime',
    user_id: 'number',
    dashboard_id: 'number',
    slice_id: 'number',
    duration_ms: 'number',
    referrer: 'string',
    json: 'string',
  }),
  relations: {
    user: { kind: 'o2m', column: 'user_id', target: 'ab_user' },
  },
  defaultOrder: ['dttm', 'desc'],
  visible: () => null,
  serialize: (rows, ctx) => serializeLogs(rows as Selectable<LogTable>[], ctx),
};
