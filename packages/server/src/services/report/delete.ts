/** Deleting report schedules: each must be visible (404) and the caller's to change (403). */
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../../security/auth.js';
import { findEditableReport } from './access.js';
import { deleteReports } from './store.js';

export async function removeReports(db: MetaDb, user: AuthUser, ids: number[]): Promise<void> {
  for (const id of ids) await findEditableReport(db, user, id);
  await deleteReports(db, [...new Set(ids)]);
}
