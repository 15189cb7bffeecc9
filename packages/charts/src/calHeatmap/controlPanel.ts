import type { ControlPanelConfig } from '../sdk/controls.js';
import { renderCheckbox } from '../shared/controlItems.js';
import { legacyRegularTime } from '../shared/timeSection.js';

const choices = (values: readonly string[]) => values.map((v) => [v, v] as const);

const intControl = (name: string, label: string, value: number, description: string) => ({
  name,
  config: {
    type: 'TextControl' as const,
    isInt: true,
    label,
    default: value,
    renderTrigger: true,
    description,
  },
});

/** Superset's legacy calendar heatmap panel: time column and range, domains, metrics, chart options. */
export const calHeatmapControlPanel: ControlPanelConfig = {
  sections: [
    legacyRegularTime,
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'domain_granularity',
            config: {
              type: 'SelectControl',
              label: 'Domain',
              default: 'month',
              choices: choices(['hour', 'day', 'week', 'month', 'year']),
              description: 'The time unit used for the grouping of blocks',
            },
          },
          {
            name: 'subdomain_granularity',
            config: {
              type: 'SelectControl',
              label: 'Subdomain',
              default: 'day',
              choices: choices(['min', 'hour', 'day', 'week', 'month']),
              description:
                'The time unit for each block. Should be a smaller unit than domain_granularity. Should be larger or equal to Time Grain',
            },
          },
        ],
        ['metrics'],
        ['adhoc_filters'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['linear_color_scheme'],
        [
          intControl('cell_size', 'Cell Size', 10, 'The size of the square cell, in pixels'),
          intControl('cell_padding', 'Cell Padding', 2, 'The distance between cells, in pixels'),
        ],
        [
          intControl('cell_radius', 'Cell Radius', 0, 'The pixel radius'),
          intControl('steps', 'Color Steps', 10, 'The number color "steps"'),
        ],
        ['y_axis_format', 'x_axis_time_format'],
        [
          renderCheckbox('show_legend', 'Legend', true, 'Whether to display the legend (toggles)'),
          renderCheckbox(
            'show_values',
            'Show Values',
            false,
            'Whether to display the numerical values within the cells',
          ),
        ],
        [
          renderCheckbox(
            'show_metric_name',
            'Show Metric Names',
            true,
            'Whether to display the metric name as a title',
          ),
          null,
        ],
      ],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Number Format' } },
};
