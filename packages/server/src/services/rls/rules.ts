/**
 * Row-level security rule commands (Superset's Create/Update/DeleteRLSRuleCommand): the roles and
 * datasets named must all exist (a 400 naming `roles` or `tables`), the name is unique (422, as the
 * store's constraint answers in Superset) and the clause is accepted by every dataset's engine.
 * Each command's checks and writes share one transaction: a refused save leaves nothing written.
 * A command that went through drops the rules the query pipeline keeps (other processes: its TTL).
 */
import type { RlsPost, RlsPut } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { invalidField, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import * as repo from '../../meta/repositories/rls.js';
import type { AuthUser } from '../../security/auth.js';
import { invalidateRls } from '../../security/rls/index.js';
import { checkClause } from './clause.js';

export const RULE_NOT_FOUND = 'Not found';
export const ROLES_NOT_FOUND = 'Some roles do not exist';
export const TABLES_NOT_FOUND = 'Datasource does not exist';
export const NAME_TAKEN = 'Name must be unique';

/** Checks the links and the clause of the rule as it will be saved. */
async function validate(
  ctx: AppContext,
  trx: MetaDb,
  user: AuthUser,
  rule: { name?: string; roles?: number[]; tables: number[]; clause: string },
  exceptId?: number,
) {
  if (rule.name !== undefined && (await repo.rlsNameTaken(trx, rule.name, exceptId)))
    throw invalidField('name', NAME_TAKEN, 422);
  if (rule.roles) {
    const found = await repo.existingRoleIds(trx, rule.roles);
    if (rule.roles.some((id) => !found.has(id))) throw invalidField('roles', ROLES_NOT_FOUND);
  }
  const datasets = await repo.datasetsWithUris(trx, rule.tables);
  const found = new Set(datasets.map((d) => d.id));
  if (rule.tables.some((id) => !found.has(id))) throw invalidField('tables', TABLES_NOT_FOUND);
  checkClause(ctx, user, rule.clause, datasets);
}

const fieldsOf = (body: RlsPut) => ({
  ...(body.name !== undefined && { name: body.name }),
  ...(body.description !== undefined && { description: body.description }),
  ...(body.filter_type !== undefined && { filter_type: body.filter_type }),
  ...(body.group_key !== undefined && { group_key: body.group_key }),
  ...(body.clause !== undefined && { clause: body.clause }),
});

export async function createRule(
  ctx: AppContext,
  user: AuthUser,
  body: RlsPost,
  now: string,
): Promise<number> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    await validate(ctx, trx, user, body);
    const ruleId = await repo.insertRlsRule(
      trx,
      {
        name: body.name,
        description: body.description ?? null,
        filter_type: body.filter_type,
        group_key: body.group_key ?? null,
        clause: body.clause,
      },
      user.id,
      now,
    );
    await repo.setRlsRoles(trx, ruleId, body.roles);
    await repo.setRlsTables(trx, ruleId, body.tables);
    return ruleId;
  });
  invalidateRls();
  return id;
}

export async function updateRule(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: RlsPut,
  now: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await repo.findRlsRule(trx, id);
    if (!current) throw new NotFound(RULE_NOT_FOUND);
    const tables = body.tables ?? (await repo.rlsRuleTableIds(trx, id));
    await validate(ctx, trx, user, { ...body, tables, clause: body.clause ?? current.clause }, id);
    await repo.updateRlsRule(trx, id, fieldsOf(body), user.id, now);
    if (body.roles) await repo.setRlsRoles(trx, id, body.roles);
    if (body.tables) await repo.setRlsTables(trx, id, body.tables);
  });
  invalidateRls();
}

/** Deletes the rules, all or none: every id must be a rule. */
export async function deleteRules(db: MetaDb, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if ((await repo.countRlsRules(trx, ids)) !== new Set(ids).size) throw new NotFound(RULE_NOT_FOUND);
    await repo.deleteRlsRules(trx, ids);
  });
  invalidateRls();
}
