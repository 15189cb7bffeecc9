/** A tag as Superset's REST API answers it (list and get). */
import type { Tag } from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { TagTable } from '../../meta/schema.js';
import { tagTypeId } from '../../services/tag/vocabulary.js';
import { naturalTime } from '../humanize.js';
import { usersById } from '../users-by-id.js';
import type { Selectable } from 'kysely';

export type TagRow = Selectable<TagTable>;

export async function serializeTags(rows: TagRow[], ctx: AppContext): Promise<Tag[]> {
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
  );
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: tagTypeId(r.type),
    description: r.description,
    changed_on_delta_humanized: naturalTime(r.changed_on),
    created_on_delta_humanized: naturalTime(r.created_on),
    created_by: user(r.created_by_fk),
    changed_by: user(r.changed_by_fk),
  }));
}
