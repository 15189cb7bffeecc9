/**
 * Saved queries' rules: a user sees and edits their own (as user or creator); admins see all. The
 * database must exist; a missing label or SQL is stored as empty text.
 */
import { isAdmin, type savedQueryBodySchema, type savedQueryPatchSchema } from '@meridian/core';
import type { z } from 'zod';
import { invalidField, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { databaseExists } from '../../meta/repositories/query.js';
import {
  deleteSavedQueries,
  findSavedQuery,
  insertSavedQuery,
  updateSavedQuery,
  type SavedQueryRow,
} from '../../meta/repositories/saved-query.js';
import type { AuthUser } from '../../security/auth.js';
import { tagNewObject } from '../tag/system-tags.js';

type SavedQueryBody = z.output<typeof savedQueryBodySchema>;
type SavedQueryPatch = z.output<typeof savedQueryPatchSchema>;

/** The user whose saved queries this user sees; null: all. */
export const savedQueryOwnerFilter = (user: AuthUser) => (isAdmin(user) ? null : user.id);

export async function findOwnSavedQuery(db: MetaDb, user: AuthUser, id: number): Promise<SavedQueryRow> {
  const row = await findSavedQuery(db, id);
  const owner = savedQueryOwnerFilter(user);
  if (!row || (owner !== null && row.user_id !== owner && row.created_by_fk !== owner))
    throw new NotFound('Not found');
  return row;
}

async function checkDatabase(db: MetaDb, id: number) {
  if (!(await databaseExists(db, id))) throw invalidField('db_id', 'Database does not exist');
}

export async function createSavedQuery(db: MetaDb, user: AuthUser, body: SavedQueryBody): Promise<number> {
  await checkDatabase(db, body.db_id);
  return db.transaction().execute(async (trx) => {
    const id = await insertSavedQuery(trx, {
      user_id: user.id,
      db_id: body.db_id,
      label: body.label ?? '',
      description: body.description ?? null,
      sql: body.sql ?? '',
      schema: body.schema ?? null,
      catalog: body.catalog ?? null,
      template_parameters: body.template_parameters ?? null,
      extra_json: body.extra_json ?? null,
      created_by_fk: user.id,
      changed_by_fk: user.id,
    });
    await tagNewObject(trx, 'query', id, [user.id]);
    return id;
  });
}

export async function changeSavedQuery(db: MetaDb, user: AuthUser, id: number, body: SavedQueryPatch) {
  if (body.db_id !== undefined) await checkDatabase(db, body.db_id);
  const { label, sql, ...rest } = body;
  const patch = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  await updateSavedQuery(db, id, {
    ...patch,
    ...(label !== undefined && { label: label ?? '' }),
    ...(sql !== undefined && { sql: sql ?? '' }),
    changed_by_fk: user.id,
  });
}

/** Deletes the user's saved queries (all of them visible to the user, or none). */
export async function removeSavedQueries(db: MetaDb, user: AuthUser, ids: number[]): Promise<void> {
  for (const id of ids) await findOwnSavedQuery(db, user, id);
  await deleteSavedQueries(db, ids);
}
