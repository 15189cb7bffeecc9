/** The owner rules of datasets (`sqlatable_user`) for the dataset services. */
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';
import type { OwnerRules } from '../../services/owners.js';
import { replaceOwners, resolveOwners } from '../owners.js';

export const datasetOwners = (ctx: AppContext, user: AuthUser): OwnerRules => ({
  resolve: (requested) => resolveOwners(ctx.db, requested, user),
  replace: (db, id, owners) => replaceOwners(db, 'sqlatable_user', 'table_id', id, owners),
});
