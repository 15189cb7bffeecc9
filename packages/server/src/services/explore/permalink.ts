/**
 * Explore permalinks (resource `chart_permalink`): the state is kept without expiry; reading it checks
 * again that the user may still read the chart and the datasource.
 */
import type { ExplorePermalinkState, ExplorePermalinkValue } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { invalidField } from '../../domain-errors.js';
import { createEntry, getEntry, KV } from '../../meta/repositories/key-value.js';
import type { AuthUser } from '../../security/auth.js';
import { checkExploreAccess, parseDatasourceRef } from '../../security/access/explore.js';

/** An explore permalink's value after the access check; null when the key is unknown. */
export async function readExplorePermalink(
  ctx: AppContext,
  user: AuthUser,
  key: string,
): Promise<ExplorePermalinkValue | null> {
  const entry = await getEntry<ExplorePermalinkValue>(ctx.db, KV.explorePermalink, key);
  if (!entry) return null;
  const v = entry.value;
  await checkExploreAccess(ctx, user, v.datasourceId, v.datasourceType, v.chartId);
  return v;
}

/** Stores the state after the access check; returns the key. */
export async function createExplorePermalink(
  ctx: AppContext,
  user: AuthUser,
  state: ExplorePermalinkState,
): Promise<string> {
  const ref = parseDatasourceRef(state.formData.datasource);
  if (!ref) throw invalidField('formData.datasource', 'A datasource such as "1__table" is required');
  const sliceId = Number(state.formData.slice_id);
  const chartId = Number.isInteger(sliceId) && sliceId > 0 ? sliceId : null;
  await checkExploreAccess(ctx, user, ref[0], ref[1], chartId);
  const value: ExplorePermalinkValue = {
    chartId,
    datasourceId: ref[0],
    datasourceType: ref[1],
    datasource: `${ref[0]}__${ref[1]}`,
    state,
  };
  return createEntry(ctx.db, KV.explorePermalink, value, { ownerId: user.id });
}
