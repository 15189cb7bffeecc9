/** Looking up a dataset the caller may see, and one the caller may change (owner or admin). */
import { isAdmin } from '@meridian/core';
import type { AppContext } from '../context.js';
import { visibleDatasets } from '../datasources/access.js';
import type { DatasetRow } from '../datasources/dataset-repository.js';
import type { AuthUser } from '../security/auth.js';
import { forbidden, notFound } from './errors.js';

export const DATASET_FORBIDDEN = 'Changing this dataset is forbidden';

/** A dataset the user may see, or 404 (existence of others does not leak). */
export async function findDataset(ctx: AppContext, user: AuthUser, id: number): Promise<DatasetRow> {
  const row = await ctx.db
    .selectFrom('tables as t')
    .selectAll('t')
    .where((eb) => {
      const vis = visibleDatasets(eb, user);
      return vis ? eb.and([eb('t.id', '=', id), vis]) : eb('t.id', '=', id);
    })
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function isDatasetOwner(ctx: AppContext, user: AuthUser, id: number): Promise<boolean> {
  const own = await ctx.db
    .selectFrom('sqlatable_user')
    .select('id')
    .where('table_id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return own !== undefined;
}

/** A visible dataset the user owns (or any, for admins); 403 otherwise. */
export async function findEditableDataset(ctx: AppContext, user: AuthUser, id: number): Promise<DatasetRow> {
  const row = await findDataset(ctx, user, id);
  if (!isAdmin(user) && !(await isDatasetOwner(ctx, user, id))) throw forbidden(DATASET_FORBIDDEN);
  return row;
}
