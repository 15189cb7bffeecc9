/** The body of "Save as" (POST /api/v1/dashboard/{id}/copy/), as Superset's copy command reads it. */
import type { DashboardCopy } from '../../../api/dashboardActions';
import type { DashboardDetail } from '../../../api/types';
import { UNTITLED_DASHBOARD } from '../list/dashboardLinks';

export const SAVE_FAILED = 'Sorry, there was an error saving this dashboard: %s';
export const SAVE_SUCCEEDED = 'This dashboard was saved successfully.';

const parseObject = (text: string | null | undefined): Record<string, unknown> => {
  try {
    const v = text ? (JSON.parse(text) as unknown) : {};
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The default name of a copy. */
export const copyTitle = (title: string | null | undefined) => `${title || UNTITLED_DASHBOARD} [copy]`;

/**
 * Every metadata key is kept; the layout travels as json_metadata.positions, which is where the
 * copy command takes the new dashboard's position_json from.
 */
export function copyPayload(
  dashboard: Pick<DashboardDetail, 'json_metadata' | 'position_json'>,
  title: string,
  css: string,
  duplicateSlices: boolean,
): DashboardCopy {
  const metadata = parseObject(dashboard.json_metadata);
  const positions = parseObject(dashboard.position_json);
  return {
    dashboard_title: title.trim() || UNTITLED_DASHBOARD,
    css,
    duplicate_slices: duplicateSlices,
    // Without a layout the copy command falls back to the original's.
    json_metadata: JSON.stringify(Object.keys(positions).length ? { ...metadata, positions } : metadata),
  };
}
