/** `GET /api/v1/database/{id}/related_objects/`: charts, dashboards and SQL Lab tabs on it. */
import { isAdmin, type DatabaseRelatedObjects } from '@meridian/core';
import { tabStatesOf } from '../../meta/repositories/database.js';
import { findDatabase } from '../../security/access/database.js';
import { pathPk } from '../path-params.js';
import { relatedObjectsOf } from '../related-objects.js';
import type { Handler } from './handler.js';

export const getDatabaseRelatedObjects: Handler = async (ctx, request): Promise<DatabaseRelatedObjects> => {
  const user = request.user!;
  const row = await findDatabase(ctx, user, pathPk(request));
  const related = await relatedObjectsOf(ctx, user, (eb) =>
    eb(
      't.datasource_id',
      'in',
      eb.selectFrom('tables as d').select('d.id').where('d.database_id', '=', row.id),
    ),
  );
  // Other users' SQL Lab tabs are theirs alone.
  const tabs = await tabStatesOf(ctx.db, row.id, isAdmin(user) ? null : user.id);
  return {
    ...related,
    sqllab_tab_states: { count: tabs.length, result: tabs.map((t) => ({ ...t, active: t.active === 1 })) },
  };
};
