/** Embedded dashboard configurations (Superset's `embedded_dashboards`): one per dashboard. */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { MetaDb } from '../db.js';
import type { EmbeddedDashboardTable } from '../schema/rls-embedded.js';
import { createdBy } from './audit.js';

export type EmbeddedRow = Selectable<EmbeddedDashboardTable>;

export const findEmbeddedByUuid = (db: MetaDb, uuid: string): Promise<EmbeddedRow | undefined> =>
  db.selectFrom('embedded_dashboards').selectAll().where('uuid', '=', uuid).executeTakeFirst();

export const findEmbeddedByDashboard = (db: MetaDb, dashboardId: number): Promise<EmbeddedRow | undefined> =>
  db.selectFrom('embedded_dashboards').selectAll().where('dashboard_id', '=', dashboardId).executeTakeFirst();

/** The stored allowed domains (JSON text); a damaged value reads as none. */
export function allowedDomainsOf(row: EmbeddedRow): string[] {
  try {
    const v: unknown = JSON.parse(row.allowed_domains);
    return Array.isArray(v) ? v.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Superset's EmbeddedDashboardDAO.upsert: the dashboard's configuration gets the new domains and keeps
 * its uuid; a dashboard without one gets a new uuid. One transaction, so two saves never make two.
 */
export function upsertEmbedded(
  db: MetaDb,
  dashboardId: number,
  domains: string[],
  userId: number,
  now: string,
): Promise<EmbeddedRow> {
  return db.transaction().execute(async (trx) => {
    const existing = await findEmbeddedByDashboard(trx, dashboardId);
    const allowed = JSON.stringify(domains);
    if (existing) {
      await trx
        .updateTable('embedded_dashboards')
        .set({ allowed_domains: allowed, changed_on: now, changed_by_fk: userId })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('embedded_dashboards')
        .values({
          uuid: randomUUID(),
          dashboard_id: dashboardId,
          allowed_domains: allowed,
          ...createdBy(userId, now),
        })
        .execute();
    }
    return (await findEmbeddedByDashboard(trx, dashboardId))!;
  });
}

export async function deleteEmbedded(db: MetaDb, dashboardId: number): Promise<void> {
  await db.deleteFrom('embedded_dashboards').where('dashboard_id', '=', dashboardId).execute();
}
