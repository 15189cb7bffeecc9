/** A theme as Superset's REST API answers it (list and get). */
import type { Theme } from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { ThemeRow } from '../../meta/repositories/theme.js';
import { naturalTime } from '../humanize.js';
import { usersById } from '../users-by-id.js';

export async function serializeThemes(rows: ThemeRow[], ctx: AppContext): Promise<Theme[]> {
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
  );
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return rows.map((r) => {
    const changedBy = user(r.changed_by_fk);
    return {
      id: r.id,
      uuid: r.uuid,
      theme_name: r.theme_name,
      json_data: r.json_data,
      is_system: r.is_system === 1,
      is_system_default: r.is_system_default === 1,
      is_system_dark: r.is_system_dark === 1,
      created_on: r.created_on,
      changed_on: r.changed_on,
      changed_on_delta_humanized: naturalTime(r.changed_on),
      changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}` : '',
      created_by: user(r.created_by_fk),
      changed_by: changedBy,
    };
  });
}
