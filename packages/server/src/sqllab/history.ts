/**
 * Who reaches which query of SQL Lab's history: a user their own (another user's query, result or
 * export is "not found", so nothing about it leaks); admins and holders of all_query_access read
 * everyone's list and queries. Stopping and reading stored results by key follow the same rule.
 */
import { can, isAdmin } from '@meridian/core';
import { errorEnvelope, Invalid, NotFound } from '../domain-errors.js';
import type { MetaDb } from '../meta/db.js';
import { findQueryById, findQueryByResultsKey } from '../meta/repositories/query.js';
import type { AuthUser } from '../security/auth.js';
import { findQueryByClientId, type QueryRow } from './query-record.js';
import type { StoredResults } from './results-store.js';
import type { SqlLab } from './service.js';

export const seesAllQueries = (user: AuthUser) =>
  isAdmin(user) || can(user, 'all_query_access', 'all_query_access');

export async function visibleQuery(db: MetaDb, user: AuthUser, id: number): Promise<QueryRow> {
  const row = await findQueryById(db, id);
  if (!row || (row.user_id !== user.id && !seesAllQueries(user))) throw new NotFound('Not found');
  return row;
}

/** The caller's query by client id. */
export async function ownQueryByClientId(
  db: MetaDb,
  userId: number,
  clientId: string,
  message = 'Not found',
): Promise<QueryRow> {
  const row = await findQueryByClientId(db, clientId);
  if (!row || row.user_id !== userId) throw new NotFound(message);
  return row;
}

/** Stops the caller's query; refused when the engine could not be asked to cancel. */
export async function stopOwnQuery(lab: SqlLab, db: MetaDb, userId: number, clientId: string) {
  const row = await ownQueryByClientId(db, userId, clientId);
  if (!(await lab.stop(row))) throw new Invalid('Could not cancel query');
}

const RERUN = 'You need to re-run the original query.';
const MISSING = `The query associated with these results could not be found. ${RERUN}`;
const EXPIRED = `Data could not be retrieved from the results backend. ${RERUN}`;

/** The stored results of a key and their query (404 for another user's key, 410 once expired). */
export async function resultsByKey(lab: SqlLab, db: MetaDb, userId: number, key: string) {
  const row = await findQueryByResultsKey(db, key);
  if (!row || row.user_id !== userId)
    throw new NotFound(MISSING, errorEnvelope('RESULTS_BACKEND_ERROR', MISSING));
  return { row, results: await storedResults(lab, row.results_key) };
}

/** The stored results of a query's key, or 410. */
export async function storedResults(lab: SqlLab, key: string | null): Promise<StoredResults> {
  const payload = key ? await lab.results.get(key) : null;
  if (!payload) throw new NotFound(EXPIRED, errorEnvelope('RESULTS_BACKEND_ERROR', EXPIRED), 410);
  return payload;
}
