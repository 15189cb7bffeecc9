/** The controls most charts share (Superset's sharedControls), by form-data key. */
import { ROW_LIMIT_CHOICES } from '@meridian/core';
import type { ControlConfig, ControlPanelState } from './controls.js';
import { advancedAnalyticsControls } from './sharedControls/analytics.js';
import { appearanceControls } from './sharedControls/appearance.js';
import { queryControls } from './sharedControls/query.js';

export {
  COMPARISON_TYPES,
  RESAMPLE_METHODS,
  RESAMPLE_RULES,
  ROLLING_TYPES,
  TIME_COMPARE_CHOICES,
} from './sharedControls/analytics.js';
export { PERCENTAGE_COMPARISON_FORMAT } from './sharedControls/appearance.js';

/**
 * Superset's visibility rule of the time grain beside an x-axis: shown while no x-axis is chosen, for
 * a custom SQL x-axis, and for a dataset column only when that column is temporal.
 */
export function isTemporalXAxis(state: ControlPanelState): boolean {
  const xAxis = state.form_data.x_axis;
  if (xAxis === undefined || xAxis === null || xAxis === '') return true;
  if (typeof xAxis !== 'string') return true;
  const columns = state.datasource?.columns;
  if (!columns) return true;
  const column = columns.find((c) => c.column_name === xAxis);
  return Boolean(column && (column.is_dttm || /^(DATE|TIME)/i.test(column.type ?? '')));
}

export interface SharedControlOptions {
  /** The configured maximum SQL row limit: row_limit cannot exceed it. */
  maxRowLimit?: number;
}

export function createSharedControls(options: SharedControlOptions = {}): Record<string, ControlConfig> {
  const maxRowLimit = options.maxRowLimit ?? Math.max(...ROW_LIMIT_CHOICES);
  return { ...queryControls(maxRowLimit), ...appearanceControls(), ...advancedAnalyticsControls() };
}

/** Shared controls with the default row-limit bound; explore builds its own with the configured maximum. */
export const sharedControls = createSharedControls();
