/** An embedded configuration as Superset's EmbeddedDashboardResponseSchema answers it. */
import type { AppContext } from '../../context.js';
import { allowedDomainsOf, type EmbeddedRow } from '../../meta/repositories/embedded.js';

export async function serializeEmbedded(ctx: AppContext, row: EmbeddedRow) {
  const changedBy =
    row.changed_by_fk === null
      ? undefined
      : await ctx.db
          .selectFrom('ab_user')
          .select(['id', 'first_name', 'last_name', 'username'])
          .where('id', '=', row.changed_by_fk)
          .executeTakeFirst();
  return {
    allowed_domains: allowedDomainsOf(row),
    changed_by: changedBy ?? null,
    changed_on: row.changed_on,
    dashboard_id: String(row.dashboard_id),
    uuid: row.uuid,
  };
}
