/* eslint-disable @typescript-eslint/no-explicit-any --
   The list machinery works over any resource table chosen at runtime; typed builders would need a
   generic per table. Inputs are validated against each resource's column map before they reach SQL. */
/** What a resource module declares: its table, list columns, relations, visibility and serializer. */
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';

export type ColumnType = 'string' | 'number' | 'boolean' | 'datetime';
export type Eb = ExpressionBuilder<any, any>;
export type Qb = SelectQueryBuilder<any, any, any>;

export interface ListColumn {
  /** Column of the base table (aliased `t`). */
  column: string;
  type: ColumnType;
  /** Operators offered for this column; default by type. */
  operators?: string[];
  sortable?: boolean;
}

/** List columns named as their base table's: `{ id: 'number' }` → `{ id: { column: 'id', type: 'number' } }`. */
export const sameNameColumns = (types: Record<string, ColumnType>): Record<string, ListColumn> =>
  Object.fromEntries(Object.entries(types).map(([name, type]) => [name, { column: name, type }]));

/** A many-to-many relation to users, roles or groups through a link table (owners, roles, groups). */
export interface LinkRelation {
  kind: 'm2m';
  linkTable: string;
  linkFk: string;
  targetFk: string;
  /** `tables`: datasets (filterable as a relation; the resource answers its own `related/tables`). */
  target: 'ab_user' | 'ab_role' | 'ab_group' | 'tables';
}
/** A foreign key on the base table (created_by, changed_by; a saved query's database). */
export interface FkRelation {
  kind: 'o2m';
  column: string;
  target: 'ab_user' | 'dbs';
}
export type Relation = LinkRelation | FkRelation;

/** `created_by` and `changed_by`: the users who created and last changed a row. */
export const AUDIT_RELATIONS: Record<'created_by' | 'changed_by', FkRelation> = {
  created_by: { kind: 'o2m', column: 'created_by_fk', target: 'ab_user' },
  changed_by: { kind: 'o2m', column: 'changed_by_fk', target: 'ab_user' },
};

/** `owners`: the users linked to a row through `linkTable` (`linkFk` the row's id, `user_id` the user's). */
export const ownersRelation = (linkTable: string, linkFk: string): LinkRelation => ({
  kind: 'm2m',
  linkTable,
  linkFk,
  targetFk: 'user_id',
  target: 'ab_user',
});

export interface ResourceSpec {
  /** URL segment: /api/v1/{name}/ */
  name: string;
  /** Permission view: can_read/can_write on it. */
  view: string;
  table: string;
  /** favstar class_name; absent when the resource has no favorites. */
  favoriteClass?: string;
  columns: Record<string, ListColumn>;
  relations: Record<string, Relation>;
  /** Resource-specific operators: `opr` name → predicate builder. */
  customFilters?: Record<string, (eb: Eb, value: unknown, user: AuthUser) => Expression<SqlBool>>;
  /** Sort keys that are not plain columns (e.g. changed_on_delta_humanized → changed_on). */
  sortAliases?: Record<string, string>;
  defaultOrder: [string, 'asc' | 'desc'];
  /** Rows the user may see at all (ownership, publication, data access). */
  visible(eb: Eb, user: AuthUser): Expression<SqlBool> | null;
  /** The list's own select on the filtered base (`t`); all of `t`'s columns without it. */
  listSelect?: (base: Qb) => Qb;
  /** Turns base rows into API objects (list shape). */
  serialize(rows: any[], ctx: AppContext): Promise<Record<string, unknown>[]>;
}
