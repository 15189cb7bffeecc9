/**
 * Superset's "Time" sections of the legacy chart panels: the time column (granularity_sqla), the time
 * grain where the chart buckets by time, and the time range. buildQueryObject already reads
 * granularity_sqla + time_range into the query, so charts saved with them draw as in Superset.
 */
import type { ControlPanelSectionConfig } from '../sdk/controls.js';

const baseTimeSection = {
  label: 'Time',
  expanded: true,
  description: 'Time related form attributes',
} as const;

/** Time column, grain and range: charts that bucket rows by time (rose, calendar heatmap...). */
export const legacyTimeseriesTime: ControlPanelSectionConfig = {
  ...baseTimeSection,
  controlSetRows: [['granularity_sqla'], ['time_grain_sqla'], ['time_range']],
};

/** Time column and range only: charts that filter by time without a time axis. */
export const legacyRegularTime: ControlPanelSectionConfig = {
  ...baseTimeSection,
  controlSetRows: [['granularity_sqla'], ['time_range']],
};
