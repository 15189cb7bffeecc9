/** Superset's world map controls (legacy-plugin-chart-world-map), with its names, labels and defaults. */
import { validateNonEmpty } from '@meridian/core';
import type { ControlPanelConfig } from '../sdk/controls.js';
import { renderCheckbox, sortByMetric } from '../shared/controlItems.js';
import { legacyRegularTime } from '../shared/timeSection.js';

const byCountry = (s: { form_data: Record<string, unknown> }) => s.form_data.color_by === 'country';

export const worldMapControlPanel: ControlPanelConfig = {
  sections: [
    // Superset's world map panel opens with the legacy Time section (time column + time range).
    legacyRegularTime,
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'entity',
            config: {
              type: 'DndColumnSelect',
              label: 'Country Column',
              description: '3 letter code of the country',
              multi: false,
              validators: [validateNonEmpty],
            },
          },
        ],
        [
          {
            name: 'country_fieldtype',
            config: {
              type: 'SelectControl',
              label: 'Country Field Type',
              default: 'cca2',
              choices: [
                ['name', 'Full name'],
                ['cioc', 'code International Olympic Committee (cioc)'],
                ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
                ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
              ],
              description:
                'The country code standard that Superset should expect to find in the [country] column',
            },
          },
        ],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [sortByMetric],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          renderCheckbox(
            'show_bubbles',
            'Show Bubbles',
            false,
            'Whether to display bubbles on top of countries',
          ),
        ],
        [
          {
            name: 'secondary_metric',
            config: {
              type: 'DndMetricSelect',
              label: 'Bubble Size',
              description: 'Metric that defines the size of the bubble',
              multi: false,
              default: null,
            },
          },
        ],
        [
          {
            name: 'max_bubble_size',
            config: {
              type: 'SelectControl',
              label: 'Max Bubble Size',
              freeForm: true,
              default: '25',
              choices: ['5', '10', '15', '25', '50', '75', '100'].map((v) => [v, v] as const),
              renderTrigger: true,
            },
          },
        ],
        [
          {
            name: 'color_picker',
            config: {
              type: 'ColorPickerControl',
              label: 'Bubble Color',
              default: { r: 0, g: 122, b: 135, a: 1 },
              renderTrigger: true,
            },
          },
        ],
        [
          {
            name: 'color_by',
            config: {
              type: 'RadioButtonControl',
              label: 'Color by',
              default: 'metric',
              choices: [
                ['metric', 'Metric'],
                ['country', 'Country'],
              ],
              renderTrigger: true,
              description:
                'Choose whether a country should be shaded by the metric, or assigned a color based on a categorical color palette',
            },
          },
        ],
        ['linear_color_scheme'],
        ['color_scheme'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [['y_axis_format'], ['currency_format']],
    },
  ],
  controlOverrides: {
    linear_color_scheme: { label: 'Country Color Scheme', visibility: (s) => !byCountry(s) },
    color_scheme: { label: 'Country Color Scheme', visibility: byCountry },
  },
};
