/**
 * The row-level security clauses of one (user, dataset): the stored rules that bind the user's roles,
 * then the guest token's rules. What the chart-data pipeline asks before it compiles a dataset query.
 */
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../auth.js';
import { applicableRules, guestRules, type RlsClause } from './applicable.js';
import { datasetRules } from './rules.js';

export interface RlsSource {
  /** The clauses binding `user` on dataset `datasetId` (empty: none). */
  forDataset(user: AuthUser, datasetId: number): Promise<RlsClause[]>;
}

export async function rlsClausesFor(db: MetaDb, user: AuthUser, datasetId: number): Promise<RlsClause[]> {
  const stored = await datasetRules(db, datasetId);
  return [...applicableRules(stored, Object.keys(user.roles)), ...guestRules(user.guest?.rls, datasetId)];
}

export const rlsSource = (db: MetaDb): RlsSource => ({
  forDataset: (user, datasetId) => rlsClausesFor(db, user, datasetId),
});
