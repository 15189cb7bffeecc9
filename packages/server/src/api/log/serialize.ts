/** A log row as Superset's LogRestApi answers it (list and get): the row and `user.username`. */
import type { LogEntry } from '@meridian/core';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { LogTable } from '../../meta/schema.js';

export async function serializeLogs(rows: Selectable<LogTable>[], ctx: AppContext): Promise<LogEntry[]> {
  const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  const users = ids.length
    ? await ctx.db.selectFrom('ab_user').select(['id', 'username']).where('id', 'in', ids).execute()
    : [];
  const names = new Map(users.map((u) => [u.id, u.username]));
  return rows.map((r) => {
    const username = r.user_id === null ? undefined : names.get(r.user_id);
    return {
      id: r.id,
      action: r.action,
      user_id: r.user_id,
      user: username === undefined ? null : { username },
      json: r.json,
      dttm: r.dttm,
      dashboard_id: r.dashboard_id,
      slice_id: r.slice_id,
      duration_ms: r.duration_ms,
      referrer: r.referrer,
    } satisfies LogEntry;
  });
}
