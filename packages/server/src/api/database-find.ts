/** Looking up a database entry the caller may see. */
import type { AppContext } from '../context.js';
import { visibleDatabases } from '../datasources/access.js';
import type { DatabaseRow } from '../datasources/connections.js';
import type { AuthUser } from '../security/auth.js';
import { notFound } from './errors.js';

/** A database the user may see, or 404. */
export async function findDatabase(ctx: AppContext, user: AuthUser, id: number): Promise<DatabaseRow> {
  const row = await ctx.db
    .selectFrom('dbs as t')
    .selectAll('t')
    .where((eb) => {
      const vis = visibleDatabases(eb, user);
      return vis ? eb.and([eb('t.id', '=', id), vis]) : eb('t.id', '=', id);
    })
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
