/**
 * A dashboard's json_metadata: validation of the keys Superset's DashboardJSONMetadataSchema knows
 * (unknown keys are kept as they are, so everything round-trips) and Superset's `positions` key,
 * which carries the layout inside json_metadata when its web client saves a dashboard.
 */
import {
  dashboardJsonMetadataSchema,
  type DashboardColors,
  type DashboardJsonMetadata,
} from '@meridian/core';
import type { AppContext } from '../../context.js';
import { invalidField, Invalid } from '../../domain-errors.js';
import { updateDashboard } from '../../meta/repositories/dashboard.js';
import type { Dashboard } from '../../meta/schema.js';
import { nowIso } from '../../meta/time.js';
import { findEditableDashboard } from '../../security/access/dashboard.js';
import type { AuthUser } from '../../security/auth.js';

export type JsonMetadata = DashboardJsonMetadata;

/**
 * Parses and validates json_metadata text; null/empty gives {}. Errors are 400 naming the key, e.g.
 * `{message: {"json_metadata.refresh_frequency": [...]}}`.
 */
export function parseJsonMetadata(text: string | null | undefined, field = 'json_metadata'): JsonMetadata {
  if (text === null || text === undefined || text.trim() === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw invalidField(field, 'JSON not valid');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw invalidField(field, 'Must be a JSON object');
  }
  const parsed = dashboardJsonMetadataSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Each bad key is named under the field, e.g. `json_metadata.refresh_frequency`.
  const message: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    (message[[field, ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
  }
  throw new Invalid('invalid', { message });
}

/** Stored json_metadata read leniently (a broken stored value counts as empty). */
export function storedMetadata(text: string | null): Record<string, unknown> {
  try {
    const v = JSON.parse(text ?? '{}') as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface SaveFields {
  json_metadata?: string | null | undefined;
  position_json?: string | null | undefined;
}

/**
 * Validates json_metadata and moves Superset's `positions` out of it into position_json (which
 * then wins over a position_json sent beside it, as in Superset's save).
 */
export function prepareDashboardSave<T extends SaveFields>(body: T): T & SaveFields {
  if (body.json_metadata === undefined || body.json_metadata === null || body.json_metadata === '')
    return body;
  const { positions, ...metadata } = parseJsonMetadata(body.json_metadata);
  return {
    ...body,
    json_metadata: JSON.stringify(metadata),
    ...(positions && { position_json: JSON.stringify(positions) }),
  };
}

type Metadata = Record<string, unknown>;

/**
 * Rewrites the stored json_metadata of a dashboard the user may edit (by id or slug), in one
 * transaction. Unless `markUpdated` is false, the change counts as an edit (changed_on/by).
 */
export async function editStoredMetadata<T>(
  ctx: AppContext,
  user: AuthUser,
  idOrSlug: string,
  markUpdated: boolean,
  edit: (metadata: Metadata, dashboard: Dashboard) => { metadata: Metadata; result: T },
): Promise<{ id: number; changedOn: string; result: T }> {
  return ctx.db.transaction().execute(async (trx) => {
    const dashboard = await findEditableDashboard({ ...ctx, db: trx }, user, idOrSlug);
    const { metadata, result } = edit(storedMetadata(dashboard.json_metadata), dashboard);
    const now = markUpdated ? nowIso() : null;
    await updateDashboard(trx, dashboard.id, {
      json_metadata: JSON.stringify(metadata),
      ...(now && { changed_on: now, changed_by_fk: user.id }),
    });
    return { id: dashboard.id, changedOn: now ?? dashboard.changed_on, result };
  });
}

/**
 * The dashboard's colour sync: writes only the colour keys of json_metadata. Without markUpdated a
 * colour sync on load does not count as an edit.
 */
export const writeColors = (
  ctx: AppContext,
  user: AuthUser,
  idOrSlug: string,
  colors: DashboardColors,
  markUpdated: boolean,
) =>
  editStoredMetadata(ctx, user, idOrSlug, markUpdated, (m) => ({
    metadata: { ...m, ...colors },
    result: colors,
  }));
