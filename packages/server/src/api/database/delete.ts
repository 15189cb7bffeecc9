/** `DELETE /api/v1/database/{id}`: refused while datasets, alerts or reports depend on it. */
import { findDatabase } from '../../security/access/database.js';
import { deleteDatabase as deleteEntry } from '../../services/database/save.js';
import { pathPk } from '../path-params.js';
import type { Handler } from './handler.js';

export const deleteDatabase: Handler = async (ctx, request) => {
  const row = await findDatabase(ctx, request.user!, pathPk(request));
  await deleteEntry(ctx, row);
  return { message: 'OK' };
};
