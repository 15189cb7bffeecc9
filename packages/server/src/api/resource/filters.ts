/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call --
   The list machinery works over any resource table chosen at runtime; typed builders would need a
   generic per table. Inputs are validated against each resource's column map before they reach SQL. */
/** List filters (rison `filters`) as predicates on a resource's visible rows. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';
import { badRequest } from '../errors.js';
import type { ListFilter } from '../list-query.js';
import type { ColumnType, Eb, ListColumn, Qb, Relation, ResourceSpec } from './spec.js';

const DEFAULT_OPS: Record<ColumnType, string[]> = {
  string: ['eq', 'neq', 'ct', 'sw', 'ew', 'in', 'nct'],
  number: ['eq', 'neq', 'gt', 'lt', 'in'],
  boolean: ['eq', 'neq'],
  datetime: ['eq', 'neq', 'gt', 'lt'],
};

/** The operators a list column takes: its own, or its type's. */
export const columnOperators = (col: ListColumn): readonly string[] => col.operators ?? DEFAULT_OPS[col.type];

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `%value%` lower-cased, for a case-insensitive LIKE with `\` as the escape. */
export const containsPattern = (value: unknown) => `%${escapeLike(String(value).toLowerCase())}%`;

function coerce(value: unknown, type: ColumnType, field: string): unknown {
  const bad = () => badRequest(`filters: value for ${field} must be a ${type}`);
  switch (type) {
    case 'string':
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      throw bad();
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
      throw bad();
    }
    case 'boolean':
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (value === 'true' || value === 'false') return value === 'true' ? 1 : 0;
      throw bad();
    case 'datetime':
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
      throw bad();
  }
}

function columnPredicate(
  eb: Eb,
  col: ListColumn,
  name: string,
  opr: string,
  value: unknown,
): Expression<SqlBool> {
  const ops = col.operators ?? DEFAULT_OPS[col.type];
  if (!ops.includes(opr)) throw badRequest(`filters: operator ${opr} is not allowed on column ${name}`);
  const ref = eb.ref(`t.${col.column}`);
  if (opr === 'in') {
    if (!Array.isArray(value) || value.length === 0)
      throw badRequest(`filters: value for ${name} must be a non-empty list`);
    return eb(ref, 'in', value.map((v) => coerce(v, col.type, name)) as any[]);
  }
  const v = coerce(value, col.type, name);
  switch (opr) {
    case 'eq':
      return eb(ref, '=', v);
    case 'neq':
      return eb.or([eb(ref, '!=', v), eb(ref, 'is', null)]);
    case 'gt':
      return eb(ref, '>', v);
    case 'lt':
      return eb(ref, '<', v);
    default: {
      const s = escapeLike(String(v).toLowerCase());
      const pattern = opr === 'sw' ? `${s}%` : opr === 'ew' ? `%${s}` : `%${s}%`;
      const like = sql<SqlBool>`lower(${ref}) like ${pattern} escape '\\'`;
      return opr === 'nct' ? eb.not(like) : like;
    }
  }
}

function relationPredicate(
  eb: Eb,
  spec: ResourceSpec,
  rel: Relation,
  name: string,
  opr: string,
  value: unknown,
) {
  const ids = (Array.isArray(value) ? value : [value]).map((v) => coerce(v, 'number', name) as number);
  if (rel.kind === 'o2m') {
    if (opr !== 'rel_o_m' && opr !== 'eq')
      throw badRequest(`filters: operator ${opr} is not allowed on column ${name}`);
    const ref = eb.ref(`t.${rel.column}`);
    // FAB compares with the related row it finds: an id of no row matches rows without one (Superset's
    // home sends `created_by` 0 for its Examples tab: objects nobody created).
    const known = eb.exists(
      eb.selectFrom(`${rel.target} as r`).select(sql.lit(1).as('one')).where('r.id', 'in', ids),
    );
    return eb.or([eb(ref, 'in', ids), eb.and([eb(ref, 'is', null), eb.not(known)])]);
  }
  if (opr !== 'rel_m_m') throw badRequest(`filters: operator ${opr} is not allowed on column ${name}`);
  return eb.exists(
    eb
      .selectFrom(`${rel.linkTable} as l`)
      .select(sql.lit(1).as('one'))
      .whereRef(`l.${rel.linkFk}`, '=', 't.id')
      .where(`l.${rel.targetFk}`, 'in', ids),
  );
}

export function filterPredicate(
  eb: Eb,
  spec: ResourceSpec,
  f: ListFilter,
  user: AuthUser,
): Expression<SqlBool> {
  const custom = spec.customFilters?.[f.opr];
  if (custom) return custom(eb, f.value, user);
  const rel = spec.relations[f.col];
  if (rel) return relationPredicate(eb, spec, rel, f.col, f.opr, f.value);
  const col = spec.columns[f.col];
  if (!col) throw badRequest(`filters: Filter column: ${f.col} not allowed to filter`);
  return columnPredicate(eb, col, f.col, f.opr, f.value);
}

/** The visible rows of a resource with the list filters applied. */
export function filteredQuery(
  ctx: AppContext,
  spec: ResourceSpec,
  user: AuthUser,
  filters: ListFilter[],
): Qb {
  let q: Qb = (ctx.db as any).selectFrom(`${spec.table} as t`);
  q = q.where((eb: Eb) => {
    const preds = filters.map((f) => filterPredicate(eb, spec, f, user));
    const vis = spec.visible(eb, user);
    if (vis) preds.push(vis);
    return preds.length ? eb.and(preds) : sql<SqlBool>`1 = 1`;
  });
  return q;
}
