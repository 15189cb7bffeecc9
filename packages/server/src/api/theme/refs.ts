/** The themes dashboards name (`theme: {id, theme_name, json_data}` of the dashboard answer). */
import type { MetaDb } from '../../meta/db.js';

export interface ThemeRef {
  id: number;
  theme_name: string;
  json_data: string;
}

export async function themesById(
  db: MetaDb,
  ids: readonly (number | null)[],
): Promise<Map<number, ThemeRef>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('themes')
    .select(['id', 'theme_name', 'json_data'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
