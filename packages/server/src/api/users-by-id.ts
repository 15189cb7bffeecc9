/** The names of users by id, for changed_by/created_by in serialized resources. */
import type { AppContext } from '../context.js';

export interface UserName {
  id: number;
  first_name: string;
  last_name: string;
}

export async function usersById(
  ctx: AppContext,
  ids: readonly (number | null)[],
): Promise<Map<number, UserName>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  const rows = wanted.length
    ? await ctx.db
        .selectFrom('ab_user')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', wanted)
        .execute()
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}
