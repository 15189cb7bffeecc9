/** Rules as Superset's RLSRestApi answers them: the list's columns and `GET {pk}`'s show columns. */
import type { RlsRule, RlsShow } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { rlsLinks, type RlsLinks, type RlsRuleRow } from '../../meta/repositories/rls.js';
import { naturalTime } from '../humanize.js';
import { usersById } from '../users-by-id.js';

const show = (r: RlsRuleRow, links: RlsLinks): RlsShow => ({
  id: r.id,
  name: r.name,
  description: r.description,
  filter_type: r.filter_type as RlsShow['filter_type'],
  tables: links.tables.get(r.id) ?? [],
  roles: links.roles.get(r.id) ?? [],
  group_key: r.group_key,
  clause: r.clause,
});

export async function serializeRules(rows: RlsRuleRow[], ctx: AppContext): Promise<RlsRule[]> {
  const links = await rlsLinks(
    ctx.db,
    rows.map((r) => r.id),
  );
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
  );
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return rows.map((r) => ({
    ...show(r, links),
    changed_on_delta_humanized: naturalTime(r.changed_on),
    changed_on: r.changed_on,
    created_on: r.created_on,
    changed_by: user(r.changed_by_fk),
    created_by: user(r.created_by_fk),
  }));
}

export async function serializeRule(row: RlsRuleRow, ctx: AppContext): Promise<RlsShow> {
  return show(row, await rlsLinks(ctx.db, [row.id]));
}
