/**
 * Superset's chart customization update (`PUT /dashboard/{pk}/chart_customizations`): the same
 * {modified, deleted, reordered} changes as native filters, applied to json_metadata's
 * `chart_customization_config` (display controls such as a dynamic group-by).
 */
import type { DashboardFilterChanges } from '@meridian/core';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';
import { applyNativeFilterChanges } from './filters.js';
import { editStoredMetadata } from './metadata.js';

export const CHART_CUSTOMIZATION_KEY = 'chart_customization_config';

/** Applies the changes to a dashboard the user may edit; answers the resulting list. */
export async function updateChartCustomizations(
  ctx: AppContext,
  user: AuthUser,
  idOrSlug: string,
  changes: DashboardFilterChanges,
): Promise<unknown[]> {
  const saved = await editStoredMetadata(ctx, user, idOrSlug, true, (metadata) => {
    const stored = metadata[CHART_CUSTOMIZATION_KEY];
    const next = applyNativeFilterChanges(Array.isArray(stored) ? stored : [], changes);
    return { metadata: { ...metadata, [CHART_CUSTOMIZATION_KEY]: next }, result: next };
  });
  return saved.result;
}
