/** Control-panel sections several chart types share (spec §2: Query, Advanced analytics, …). */
import type { ControlPanelSectionConfig, ControlSetRow } from '../sdk/controls.js';

export interface QuerySectionOptions {
  /** An x-axis control (timeseries). */
  xAxis?: boolean;
  /** A time grain for the x-axis. */
  timeGrain?: boolean;
  /** Series limit and its sort metric. */
  seriesLimit?: boolean;
  /** Contribution mode (row / column shares). */
  contribution?: boolean;
  /** A single metric instead of many. */
  singleMetric?: boolean;
  /** Dimensions (groupby); on by default. */
  groupby?: boolean;
  /** Row limit; on by default. */
  rowLimit?: boolean;
}

export function querySection(options: QuerySectionOptions = {}): ControlPanelSectionConfig {
  const rows: ControlSetRow[] = [];
  if (options.xAxis) rows.push(['x_axis']);
  if (options.timeGrain) rows.push(['time_grain_sqla']);
  rows.push([options.singleMetric ? 'metric' : 'metrics']);
  if (options.groupby !== false) rows.push(['groupby']);
  if (options.contribution) {
    rows.push([
      {
        name: 'contributionMode',
        config: {
          type: 'SelectControl',
          label: 'Contribution mode',
          default: null,
          clearable: true,
          choices: [
            [null, 'None'],
            ['row', 'Row'],
            ['column', 'Series'],
          ],
          description: 'Calculate contribution per series or category',
        },
      },
    ]);
  }
  rows.push(['adhoc_filters']);
  if (options.seriesLimit) rows.push(['limit', 'timeseries_limit_metric'], ['order_desc']);
  if (options.rowLimit !== false) rows.push(['row_limit']);
  if (options.seriesLimit) rows.push(['truncate_metric', 'show_empty_columns']);
  return { label: 'Query', expanded: true, controlSetRows: rows };
}

export const advancedAnalyticsSection: ControlPanelSectionConfig = {
  label: 'Advanced analytics',
  tabOverride: 'data',
  description:
    'This section contains options that allow for advanced analytical post processing of query results',
  controlSetRows: [
    ['rolling_type'],
    ['rolling_periods', 'min_periods'],
    ['time_compare'],
    ['comparison_type'],
    ['resample_rule', 'resample_method'],
  ],
};

export const legendSection: ControlPanelSectionConfig = {
  label: 'Legend',
  expanded: true,
  tabOverride: 'customize',
  controlSetRows: [
    ['show_legend'],
    [
      {
        name: 'legendType',
        config: {
          type: 'SelectControl',
          label: 'Type',
          default: 'scroll',
          renderTrigger: true,
          choices: [
            ['scroll', 'Scroll'],
            ['plain', 'Plain'],
          ],
        },
      },
      'legendOrientation',
    ],
  ],
};
