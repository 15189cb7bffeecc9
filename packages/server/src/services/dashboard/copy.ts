/**
 * `POST /api/v1/dashboard/{id_or_slug}/copy/` (Superset's "Save as"): a new dashboard owned by the
 * caller with the given title, css and json_metadata (its `positions` become the layout, else the
 * original's layout is used). With duplicate_slices the charts are cloned (owned by the caller) and
 * every chart reference is remapped; otherwise the copy shows the same charts.
 */
import { parseLayout, serializeLayout, type DashboardLayout } from '@meridian/core';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { nowIso } from '../meta/time.js';
import { requirePermission } from '../security/auth.js';
import { remapLayout, remapMetadata, type ChartCopy } from './dashboard-copy-remap.js';
import { lastModified } from './dashboard-serialize.js';
import {
  linkedChartIds,
  requirePlaceableCharts,
  syncLayoutCharts,
  unseenCharts,
} from './dashboard-layout-sync.js';
import { parseJsonMetadata } from './dashboard-metadata.js';
import { UNTITLED_DASHBOARD } from './dashboard-save.js';
import { findVisibleDashboard } from '../security/access/dashboard.js';
import { forbidden } from './errors.js';
import { validated } from './list-query.js';

export const DUPLICATE_FORBIDDEN = 'Duplicating charts you may not see is forbidden';

const copyBody = z.strictObject({
  dashboard_title: z.string().max(500).nullish(),
  css: z.string().nullish(),
  json_metadata: z.string({ error: 'Missing data for required field.' }),
  duplicate_slices: z.boolean().optional(),
});

/** Replaces the chart id inside a saved query_context's form_data, if there is one. */
function cloneQueryContext(text: string | null, newId: number): string | null {
  if (!text) return text;
  try {
    const qc = JSON.parse(text) as { form_data?: Record<string, unknown> };
    if (qc.form_data && 'slice_id' in qc.form_data) qc.form_data.slice_id = newId;
    return JSON.stringify(qc);
  } catch {
    return text;
  }
}

export function registerDashboardCopyRoute(app: FastifyInstance, ctx: AppContext) {
  const write = { preHandler: requirePermission('can_write', 'Dashboard') };

  app.post('/api/v1/dashboard/:idOrSlug/copy/', write, async (request: FastifyRequest, reply) => {
    const user = request.user!;
    const original = await findVisibleDashboard(ctx, user, (request.params as { idOrSlug: string }).idOrSlug);
    const body = validated(copyBody, request.body ?? {}, '');
    const { positions, ...metadata } = parseJsonMetadata(body.json_metadata);
    const layout: DashboardLayout = positions ? parseLayout(positions) : parseLayout(original.position_json);
    // The copy may show the original's charts; charts the caller adds must be ones they may see.
    const originalCharts = await linkedChartIds(ctx.db, original.id);
    await requirePlaceableCharts(ctx.db, user, serializeLayout(layout), 'json_metadata', originalCharts);
    // Duplicates are owned by the caller, so they may only clone charts they may see already.
    if (body.duplicate_slices && (await unseenCharts(ctx.db, user, originalCharts)).length) {
      throw forbidden(DUPLICATE_FORBIDDEN);
    }
    const now = nowIso();

    const id = await ctx.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('dashboards')
        .values({
          uuid: randomUUID(),
          dashboard_title: body.dashboard_title?.trim() || UNTITLED_DASHBOARD,
          css: body.css ?? null,
          published: 0,
          is_managed_externally: 0,
          created_on: now,
          changed_on: now,
          created_by_fk: user.id,
          changed_by_fk: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('dashboard_user').values({ dashboard_id: created.id, user_id: user.id }).execute();

      const slices = await trx
        .selectFrom('dashboard_slices as ds')
        .innerJoin('slices as s', 's.id', 'ds.slice_id')
        .selectAll('s')
        .where('ds.dashboard_id', '=', original.id)
        .orderBy('s.id')
        .execute();
      const copies = new Map<number, ChartCopy>();
      if (body.duplicate_slices) {
        for (const { id: oldId, uuid: _uuid, ...slice } of slices) {
          const uuid = randomUUID();
          const clone = await trx
            .insertInto('slices')
            .values({
              ...slice,
              uuid,
              created_on: now,
              changed_on: now,
              created_by_fk: user.id,
              changed_by_fk: user.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('slices')
            .set({ query_context: cloneQueryContext(slice.query_context, clone.id) })
            .where('id', '=', clone.id)
            .execute();
          await trx.insertInto('slice_user').values({ slice_id: clone.id, user_id: user.id }).execute();
          copies.set(oldId, { id: clone.id, uuid });
        }
      }
      const linked = slices.map((s) => copies.get(s.id)?.id ?? s.id);
      if (linked.length) {
        await trx
          .insertInto('dashboard_slices')
          .values(linked.map((slice_id) => ({ dashboard_id: created.id, slice_id })))
          .execute();
      }
      const nextLayout = remapLayout(layout, copies);
      const positionJson = Object.keys(nextLayout).length ? serializeLayout(nextLayout) : null;
      await trx
        .updateTable('dashboards')
        .set({ json_metadata: JSON.stringify(remapMetadata(metadata, copies)), position_json: positionJson })
        .where('id', '=', created.id)
        .execute();
      // As Superset: the copy shows the charts its layout places (when it has a layout).
      await syncLayoutCharts(trx, created.id, positionJson);
      return created.id;
    });
    const last_modified_time = lastModified(now);
    // Superset's answer is {result: {id, last_modified_time}}; its OpenAPI document puts them on top.
    return reply.code(200).send({ id, last_modified_time, result: { id, last_modified_time } });
  });
}
