/**
 * `POST /api/v1/security/guest_token/` (Superset's SecurityRestApi.guest_token, `can_grant_guest_token`):
 * every resource must name an embedded dashboard (its embedded uuid, or the id of an embedded
 * dashboard), every RLS clause must pass the SQL fragment gate in the grammar of each engine it may
 * run on. Answers `{token}`.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { SqlFamily } from '../../sql-safety/functions.js';
import { safeFragment, SqlExpressionError } from '../../sql-safety/fragment.js';
import { guestAudience } from '../../security/guest-access/authenticate.js';
import { resolveGuestScope } from '../../security/guest-access/scope.js';
import { signGuestToken } from '../../security/guest-access/token.js';
import { badRequest } from '../errors.js';
import { invalidField } from '../../domain-errors.js';
import { validated } from '../list-query.js';
import { guestTokenCreateSchema, type GuestTokenCreate } from './schema.js';

export const EMBEDDED_NOT_FOUND = 'EmbeddedDashboard not found.';

/** The SQL families of the engines holding these datasets. */
async function familiesOf(ctx: AppContext, datasetIds: readonly number[]): Promise<Set<SqlFamily>> {
  const families = new Set<SqlFamily>();
  if (datasetIds.length === 0) return families;
  const dbs = await ctx.db
    .selectFrom('tables as t')
    .innerJoin('dbs as d', 'd.id', 't.database_id')
    .selectAll('d')
    .where('t.id', 'in', [...datasetIds])
    .distinct()
    .execute();
  for (const d of dbs) families.add((await ctx.connections.connector(d)).spec.sqlFamily);
  return families;
}

async function checkRules(ctx: AppContext, body: GuestTokenCreate, scopeDatasets: number[]) {
  for (const [i, rule] of body.rls.entries()) {
    let families: Set<SqlFamily>;
    if (rule.dataset !== undefined) {
      const exists = await ctx.db
        .selectFrom('tables')
        .select('id')
        .where('id', '=', rule.dataset)
        .executeTakeFirst();
      if (!exists) throw invalidField(`rls.${i}.dataset`, 'Dataset does not exist');
      families = await familiesOf(ctx, [rule.dataset]);
    } else {
      families = await familiesOf(ctx, scopeDatasets);
    }
    // No dataset to run on yet: the clause must still be one expression.
    if (families.size === 0) families.add('duckdb');
    for (const family of families) {
      try {
        safeFragment(rule.clause, family, `rls.${i}.clause`);
      } catch (err) {
        if (err instanceof SqlExpressionError) {
          throw invalidField(`rls.${i}.clause`, err.message.slice(err.field.length + 2));
        }
        throw err;
      }
    }
  }
}

export const postGuestToken = (ctx: AppContext) => async (request: FastifyRequest) => {
  const body = validated(guestTokenCreateSchema, request.body ?? {}, '');
  for (const resource of body.resources) {
    const found = await ctx.db
      .selectFrom('embedded_dashboards')
      .select('id')
      .where((eb) =>
        /^\d+$/.test(resource.id)
          ? eb.or([eb('uuid', '=', resource.id), eb('dashboard_id', '=', Number(resource.id))])
          : eb('uuid', '=', resource.id),
      )
      .executeTakeFirst();
    if (!found) throw badRequest(EMBEDDED_NOT_FOUND);
  }
  const scope = await resolveGuestScope(ctx.db, body.resources);
  await checkRules(ctx, body, scope.datasetIds);
  const token = await signGuestToken(ctx.config.guest, guestAudience(ctx.config, request), {
    user: body.user ?? {},
    resources: body.resources,
    rls: body.rls,
  });
  return { token };
};
