/**
 * Colour sync (spec §4, §7): the label → colour assignment the charts of a dashboard make while
 * drawing (one SharedLabelColors per dashboard) is written back to json_metadata with
 * PUT /api/v1/dashboard/{id}/colors?mark_updated=false, so the next visit (and Superset) starts from the
 * same colours. Nothing is sent when json_metadata already holds what the charts computed.
 *
 * Meridian's charts share one assignment for the whole dashboard, so every label with a colour is a
 * shared label: shared_label_colors lists them (sorted), map_label_colors holds their colours.
 */
import { getSchemeColors, type SharedLabelColors } from '@meridian/charts';
import { request } from '../../api/client';
import { stableStringify } from './header/overwriteDiff';
import type { DashboardMetadata } from './state/metadata';

/** Spec §4: the colour update after load waits this long. */
export const COLOR_SYNC_DELAY_MS = 500;
/** Later checks (charts drawn after scrolling or opening a tab) are this far apart. */
export const COLOR_SYNC_INTERVAL_MS = 2000;

export interface ColorsPayload {
  color_namespace: string | null;
  color_scheme: string | null;
  color_scheme_domain: string[];
  shared_label_colors: string[];
  map_label_colors: Record<string, string>;
  label_colors: Record<string, string>;
}

/**
 * The colours to store, or null when json_metadata already holds them (or no chart drew yet).
 * Only the computed keys are compared: label_colors, scheme and namespace are the user's settings.
 */
export function colorSyncPayload(
  metadata: DashboardMetadata,
  shared: SharedLabelColors,
): ColorsPayload | null {
  const map = shared.toJSON();
  if (Object.keys(map).length === 0) return null;
  const payload: ColorsPayload = {
    color_namespace: metadata.color_namespace ?? null,
    color_scheme: metadata.color_scheme ?? null,
    color_scheme_domain: [...getSchemeColors(metadata.color_scheme)],
    shared_label_colors: Object.keys(map).sort(),
    map_label_colors: map,
    label_colors: metadata.label_colors,
  };
  const same =
    stableStringify(payload.map_label_colors) === stableStringify(metadata.map_label_colors) &&
    stableStringify(payload.shared_label_colors) === stableStringify(metadata.shared_label_colors) &&
    stableStringify(payload.color_scheme_domain) === stableStringify(metadata.color_scheme_domain);
  return same ? null : payload;
}

/** json_metadata after a sync: the loaded keys with the synced colours. */
export function metadataWithColors(metadata: DashboardMetadata, payload: ColorsPayload): string {
  return JSON.stringify({ ...metadata, ...payload });
}

export function putDashboardColors(dashboardId: number, payload: ColorsPayload): Promise<unknown> {
  return request(`/api/v1/dashboard/${dashboardId}/colors?mark_updated=false`, {
    method: 'PUT',
    body: payload,
  });
}
