/**
 * Superset's legacy horizon panel. Its Time section (granularity_sqla + time_range) becomes the x-axis
 * and time grain of our timeseries charts, the time range an adhoc TEMPORAL_RANGE filter; charts saved
 * with granularity_sqla keep working (buildQuery reads it as the x-axis and time range).
 */
import type { ControlPanelConfig } from '../sdk/controls.js';
import { isTemporalXAxis } from '../sdk/sharedControls.js';

export const SERIES_HEIGHT_CHOICES = ['10', '25', '40', '50', '75', '100', '150', '200'] as const;

export const horizonControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['x_axis'],
        ['time_grain_sqla'],
        ['metrics'],
        ['adhoc_filters'],
        ['groupby'],
        ['limit', 'timeseries_limit_metric'],
        ['order_desc'],
        [
          {
            name: 'contribution',
            config: {
              type: 'CheckboxControl',
              label: 'Contribution',
              default: false,
              description: 'Compute the contribution to the total',
            },
          },
        ],
        ['row_limit', null],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'series_height',
            config: {
              type: 'SelectControl',
              renderTrigger: true,
              freeForm: true,
              label: 'Series Height',
              default: '25',
              choices: SERIES_HEIGHT_CHOICES.map((h) => [h, h] as const),
              description: 'Pixel height of each series',
            },
          },
          {
            name: 'horizon_color_scale',
            config: {
              type: 'SelectControl',
              renderTrigger: true,
              label: 'Value Domain',
              choices: [
                ['series', 'series'],
                ['overall', 'overall'],
                ['change', 'change'],
              ],
              default: 'series',
              description:
                'series: Treat each series independently; overall: All series use the same scale; change: Show changes compared to the first data point in each series',
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { time_grain_sqla: { visibility: isTemporalXAxis } },
};
