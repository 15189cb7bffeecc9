/** A list of named security objects (roles, permissions, view menus): `{id, name}` ordered by name. */
import type { ResourceSpec } from '../resource.js';
import { sameNameColumns } from '../resource/spec.js';

export const namedSpec = (name: string, view: string, table: string): ResourceSpec => ({
  name,
  view,
  table,
  columns: sameNameColumns({ id: 'number', name: 'string' }),
  relations: {},
  defaultOrder: ['name', 'asc'],
  visible: () => null,
  serialize: (rows: { id: number; name: string }[]) =>
    Promise.resolve(rows.map((r) => ({ id: r.id, name: r.name }))),
});
