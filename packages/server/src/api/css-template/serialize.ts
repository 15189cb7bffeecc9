/** A CSS template as Superset's REST API answers it (list and get). */
import type { CssTemplate } from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { CssTemplateRow } from '../../meta/repositories/css-template.js';
import { naturalTime } from '../humanize.js';
import { usersById } from '../users-by-id.js';

export async function serializeCssTemplates(rows: CssTemplateRow[], ctx: AppContext): Promise<CssTemplate[]> {
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
  );
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    template_name: r.template_name,
    css: r.css,
    created_on: r.created_on,
    changed_on: r.changed_on,
    changed_on_delta_humanized: naturalTime(r.changed_on),
    created_by: user(r.created_by_fk),
    changed_by: user(r.changed_by_fk),
  }));
}
