/**
 * Superset's choice for one imported object: the stored object with its uuid is reused untouched
 * when it is only a dependency, updated in place (same id) when its kind is overwritten; an object
 * not stored yet is created. The permission each choice needs is checked here.
 */
import type { MetaDb } from '../../meta/db.js';
import type { AuthUser } from '../../security/auth.js';
import type { KindName } from '../configs/index.js';
import { requireCreate, requireOverwrite } from './access.js';
import type { WriteContext, WriteMode } from './types.js';

export type Decision = { action: 'reuse' | 'update'; id: number } | { action: 'create' };

/** Reuse, update or create the object of this kind and uuid. */
export async function decide(
  trx: MetaDb,
  ctx: WriteContext,
  user: AuthUser,
  target: { kind: KindName; uuid: string },
  mode: WriteMode,
): Promise<Decision> {
  const id = ctx.ids[target.kind].get(target.uuid);
  if (id === undefined) {
    requireCreate(user, target.kind);
    return { action: 'create' };
  }
  if (!mode.overwrite) return { action: 'reuse', id };
  await requireOverwrite(trx, user, target.kind, id);
  return { action: 'update', id };
}

/** Records a created object's id under its uuid, for the objects that refer to it. */
export function remember(ctx: WriteContext, kind: KindName, uuid: string, id: number): void {
  ctx.ids[kind].set(uuid, id);
}
