/**
 * Row-level security rules in the metadata store: the rule rows (`row_level_security_filters`) and
 * their links to roles (`rls_filter_roles`) and datasets (`rls_filter_tables`). Single statements; the
 * service (services/rls) runs them in one transaction per command.
 */
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { MetaDb } from '../db.js';
import type { RlsFilterTable } from '../schema/rls-embedded.js';
import { createdBy } from './audit.js';

export type RlsRuleRow = Selectable<RlsFilterTable>;
export type RlsRuleFields = Pick<
  Insertable<RlsFilterTable>,
  'name' | 'description' | 'filter_type' | 'group_key' | 'clause'
>;

export interface RlsLinks {
  tables: Map<number, { id: number; schema: string | null; table_name: string }[]>;
  roles: Map<number, { id: number; name: string }[]>;
}

export const findRlsRule = (db: MetaDb, id: number): Promise<RlsRuleRow | undefined> =>
  db.selectFrom('row_level_security_filters').selectAll().where('id', '=', id).executeTakeFirst();

/** How many of the ids are rules. */
export async function countRlsRules(db: MetaDb, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .selectFrom('row_level_security_filters')
    .select('id')
    .where('id', 'in', ids)
    .execute();
  return rows.length;
}

/** Whether another rule (not `exceptId`) already has the name. */
export async function rlsNameTaken(db: MetaDb, name: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('row_level_security_filters').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The datasets and roles of each rule, by rule id (datasets by schema and name, roles by name). */
export async function rlsLinks(db: MetaDb, ruleIds: readonly number[]): Promise<RlsLinks> {
  const links: RlsLinks = { tables: new Map(), roles: new Map() };
  if (ruleIds.length === 0) return links;
  const tables = await db
    .selectFrom('rls_filter_tables as l')
    .innerJoin('tables as t', 't.id', 'l.table_id')
    .select(['l.rls_filter_id', 't.id', 't.schema', 't.table_name'])
    .where('l.rls_filter_id', 'in', ruleIds)
    .orderBy(sql`coalesce(t.schema, '')`)
    .orderBy('t.table_name')
    .orderBy('t.id')
    .execute();
  for (const t of tables) {
    const list = links.tables.get(t.rls_filter_id) ?? [];
    list.push({ id: t.id, schema: t.schema, table_name: t.table_name });
    links.tables.set(t.rls_filter_id, list);
  }
  const roles = await db
    .selectFrom('rls_filter_roles as l')
    .innerJoin('ab_role as r', 'r.id', 'l.role_id')
    .select(['l.rls_filter_id', 'r.id', 'r.name'])
    .where('l.rls_filter_id', 'in', ruleIds)
    .orderBy('r.name')
    .execute();
  for (const r of roles) {
    const list = links.roles.get(r.rls_filter_id) ?? [];
    list.push({ id: r.id, name: r.name });
    links.roles.set(r.rls_filter_id, list);
  }
  return links;
}

/** The ids of a rule's datasets. */
export async function rlsRuleTableIds(db: MetaDb, ruleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('rls_filter_tables')
    .select('table_id')
    .where('rls_filter_id', '=', ruleId)
    .execute();
  return rows.map((r) => r.table_id);
}

/** The roles among the ids that exist. */
export async function existingRoleIds(db: MetaDb, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('ab_role').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The datasets among the ids that exist, with their database's URI (its engine decides the dialect). */
export function datasetsWithUris(db: MetaDb, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tables as t')
    .innerJoin('dbs as d', 'd.id', 't.database_id')
    .select(['t.id', 't.table_name', 'd.id as database_id', 'd.sqlalchemy_uri'])
    .where('t.id', 'in', ids)
    .execute();
}

export async function insertRlsRule(
  db: MetaDb,
  fields: RlsRuleFields,
  userId: number,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('row_level_security_filters')
    .values({ ...fields, ...createdBy(userId, now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRlsRule(
  db: MetaDb,
  id: number,
  fields: Updateable<RlsFilterTable>,
  userId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('row_level_security_filters')
    .set({ ...fields, changed_on: now, changed_by_fk: userId })
    .where('id', '=', id)
    .execute();
}

/** Replaces the rule's roles. */
export async function setRlsRoles(db: MetaDb, ruleId: number, roleIds: readonly number[]): Promise<void> {
  await db.deleteFrom('rls_filter_roles').where('rls_filter_id', '=', ruleId).execute();
  if (roleIds.length)
    await db
      .insertInto('rls_filter_roles')
      .values([...new Set(roleIds)].map((role_id) => ({ role_id, rls_filter_id: ruleId })))
      .execute();
}

/** Replaces the rule's datasets. */
export async function setRlsTables(db: MetaDb, ruleId: number, tableIds: readonly number[]): Promise<void> {
  await db.deleteFrom('rls_filter_tables').where('rls_filter_id', '=', ruleId).execute();
  if (tableIds.length)
    await db
      .insertInto('rls_filter_tables')
      .values([...new Set(tableIds)].map((table_id) => ({ table_id, rls_filter_id: ruleId })))
      .execute();
}

/** Deletes the rules and their links (the links first: not every store enforces the cascade). */
export async function deleteRlsRules(db: MetaDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', ids).execute();
  await db.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', ids).execute();
  await db.deleteFrom('row_level_security_filters').where('id', 'in', ids).execute();
}
