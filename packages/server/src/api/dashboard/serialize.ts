/** A dashboard row as Superset's REST API answers it (list and get). */
import type { AppContext } from '../context.js';
import type { Dashboard } from '../meta/schema.js';
import { naturalTime } from './humanize.js';
import { ownersOf } from './owners.js';
import { usersById } from './users-by-id.js';

/** Seconds since the epoch, as Superset's last_modified_time. */
export const lastModified = (changedOn: string) => Math.floor(Date.parse(changedOn) / 1000);

const dashboardUrl = (d: { id: number; slug: string | null }) => `/superset/dashboard/${d.slug ?? d.id}/`;

export async function serializeDashboards(rows: Dashboard[], ctx: AppContext) {
  const owners = await ownersOf(
    ctx.db,
    'dashboard_user',
    'dashboard_id',
    rows.map((r) => r.id),
  );
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.changed_by_fk, r.created_by_fk]),
  );
  return rows.map((d) => {
    const changedBy = d.changed_by_fk === null ? null : (users.get(d.changed_by_fk) ?? null);
    const createdBy = d.created_by_fk === null ? null : (users.get(d.created_by_fk) ?? null);
    return {
      id: d.id,
      uuid: d.uuid,
      dashboard_title: d.dashboard_title,
      slug: d.slug,
      url: dashboardUrl(d),
      published: d.published === 1,
      status: d.published === 1 ? 'published' : 'draft',
      css: d.css,
      json_metadata: d.json_metadata,
      position_json: d.position_json,
      certified_by: d.certified_by,
      certification_details: d.certification_details,
      is_managed_externally: d.is_managed_externally === 1,
      external_url: d.external_url,
      owners: owners.get(d.id) ?? [],
      changed_by: changedBy,
      changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}` : '',
      created_by: createdBy,
      // Superset answers changed_on too; the page's save compares it (confirm-dashboard-diff).
      changed_on: d.changed_on,
      changed_on_utc: d.changed_on,
      changed_on_delta_humanized: naturalTime(d.changed_on),
      created_on_delta_humanized: naturalTime(d.created_on),
      thumbnail_url: null,
      tags: [],
    };
  });
}
