/** Row-level security rules written straight into the metadata store, for tests of their enforcement. */
import type { MetaDb } from '../meta/db.js';
import { invalidateRls } from '../security/rls/index.js';

export interface RuleSpec {
  name: string;
  type?: 'Regular' | 'Base';
  clause: string;
  group?: string | null;
  /** Role names the rule lists. */
  roles: string[];
  datasets: number[];
}

/** Inserts a rule with its roles and datasets; its id. Drops the rules cache, as the RLS API does. */
export async function addRlsRule(db: MetaDb, spec: RuleSpec): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('row_level_security_filters')
    .values({
      name: spec.name,
      description: null,
      filter_type: spec.type ?? 'Regular',
      group_key: spec.group ?? null,
      clause: spec.clause,
      created_on: now,
      changed_on: now,
      created_by_fk: null,
      changed_by_fk: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = spec.roles.length
    ? await db.selectFrom('ab_role').select(['id', 'name']).where('name', 'in', spec.roles).execute()
    : [];
  if (roles.length !== spec.roles.length) throw new Error(`unknown role among ${spec.roles.join(', ')}`);
  for (const r of roles)
    await db.insertInto('rls_filter_roles').values({ role_id: r.id, rls_filter_id: row.id }).execute();
  for (const id of spec.datasets)
    await db.insertInto('rls_filter_tables').values({ table_id: id, rls_filter_id: row.id }).execute();
  invalidateRls();
  return row.id;
}

/** Deletes rules (their links first) and drops the rules cache. */
export async function deleteRlsRules(db: MetaDb, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', ids).execute();
  await db.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', ids).execute();
  await db.deleteFrom('row_level_security_filters').where('id', 'in', ids).execute();
  invalidateRls();
}
