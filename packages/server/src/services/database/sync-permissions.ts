/**
 * Superset's "sync permissions" of one database connection: its `database_access` pair (renamed in
 * place after a rename, grants kept), a `schema_access` pair for every schema the engine lists now
 * (so new schemas can be granted before any dataset uses them), and the pairs of its datasets.
 */
import type { AppContext } from '../../context.js';
import { ensurePermissionView } from '../../meta/repositories/security.js';
import type { AuthUser } from '../../security/auth.js';
import { schemaPerm } from '../../security/access/database.js';
import { syncDatabasePermissions } from '../../security/permission-sync.js';
import { openDatabase } from './browse.js';
import { guarded } from './errors.js';

/** Syncs the database the user may see (404 otherwise); engine failures are 422 before any write. */
export async function syncDatabaseAccess(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const { row, connector } = await openDatabase(ctx, user, id);
  // Read the engine first: a database that cannot be reached changes nothing.
  const schemas = connector.spec.capabilities.supportsSchemas
    ? await guarded(() => connector.getSchemas(null))
    : [];
  await ctx.db.transaction().execute(async (trx) => {
    await syncDatabasePermissions(trx, row.id);
    for (const schema of schemas) {
      await ensurePermissionView(trx, 'schema_access', schemaPerm(row.database_name, schema));
    }
  });
}
