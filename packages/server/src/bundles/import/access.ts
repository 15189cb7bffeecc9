/**
 * Superset's rules for writing an imported object: creating one needs `can_write` on its kind;
 * updating an existing one in place needs that and being an admin or one of its owners (a saved
 * query's owner is its author; databases have no owners, so `can_write` on Database suffices).
 */
import { can, isAdmin } from '@meridian/core';
import { AccessDenied } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../../security/auth.js';
import type { KindName } from '../configs/index.js';
import { ownerIds } from './owners.js';

const VIEWS: Record<KindName, { view: string; noun: string; plural: string }> = {
  database: { view: 'Database', noun: 'database', plural: 'databases' },
  dataset: { view: 'Dataset', noun: 'dataset', plural: 'datasets' },
  chart: { view: 'Chart', noun: 'chart', plural: 'charts' },
  dashboard: { view: 'Dashboard', noun: 'dashboard', plural: 'dashboards' },
  saved_query: { view: 'SavedQuery', noun: 'saved query', plural: 'saved queries' },
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 403 unless the user may create objects of this kind. */
export function requireCreate(user: AuthUser, kind: KindName): void {
  const { view, noun, plural } = VIEWS[kind];
  if (!can(user, 'can_write', view))
    throw new AccessDenied(
      `${capitalised(noun)} doesn't exist and user doesn't have permission to create ${plural}`,
    );
}

async function ownsIt(db: MetaDb, user: AuthUser, kind: KindName, id: number): Promise<boolean> {
  if (kind === 'database') return true;
  if (kind === 'saved_query') {
    const row = await db.selectFrom('saved_query').select('user_id').where('id', '=', id).executeTakeFirst();
    return row?.user_id === user.id;
  }
  return (await ownerIds(db, kind, id)).includes(user.id);
}

/** 403 unless the user may overwrite the existing object `id` of this kind. */
export async function requireOverwrite(
  db: MetaDb,
  user: AuthUser,
  kind: KindName,
  id: number,
): Promise<void> {
  const { view, noun } = VIEWS[kind];
  const allowed = can(user, 'can_write', view) && (isAdmin(user) || (await ownsIt(db, user, kind, id)));
  if (!allowed)
    throw new AccessDenied(`A ${noun} already exists and user doesn't have permissions to overwrite it`);
}
