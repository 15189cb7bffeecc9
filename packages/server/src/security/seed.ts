/** Seeds the built-in roles and their pairs; idempotent, runs at every start. */
import type { MetaDb } from '../meta/db.js';
import { ensurePermissionView, ensureRole, grant } from '../meta/repositories/security.js';
import { ALL_PAIRS, BUILTIN_ROLES } from './roles.js';

export async function seedSecurity(db: MetaDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const pvIds = new Map<string, number>();
    for (const [permission, view] of ALL_PAIRS) {
      pvIds.set(`${permission}\u0000${view}`, await ensurePermissionView(trx, permission, view));
    }
    for (const [role, pairs] of Object.entries(BUILTIN_ROLES)) {
      const roleId = await ensureRole(trx, role);
      for (const [permission, view] of pairs)
        await grant(trx, roleId, pvIds.get(`${permission}\u0000${view}`)!);
    }
  });
}
