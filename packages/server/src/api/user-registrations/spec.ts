/**
 * The registration requests' list spec: Flask-AppBuilder's RegisterUser columns, without the
 * password and the activation hash (as Superset's UserRegistrationsRestAPI leaves them out).
 */
import type { ResourceSpec } from '../resource.js';
import { sameNameColumns } from '../resource/spec.js';
import { REGISTRATION_COLUMNS } from '../../services/security/registrations.js';

export const userRegistrationSpec: ResourceSpec = {
  name: 'security/user_registrations',
  view: 'UserRegistrationsRestAPI',
  table: 'ab_register_user',
  columns: sameNameColumns({
    id: 'number',
    username: 'string',
    email: 'string',
    first_name: 'string',
    last_name: 'string',
    registration_date: 'datetime',
  }),
  relations: {},
  defaultOrder: ['id', 'asc'],
  visible: () => null,
  listSelect: (base) => base.select(REGISTRATION_COLUMNS.map((c) => `t.${c}`)),
  serialize: (rows: Record<string, unknown>[]) =>
    Promise.resolve(rows.map((r) => Object.fromEntries(REGISTRATION_COLUMNS.map((c) => [c, r[c] ?? null])))),
};
