/** Superset's country map controls (legacy-plugin-chart-country-map): names, labels and defaults. */
import { validateNonEmpty } from '@meridian/core';
import type { ControlPanelConfig } from '../sdk/controls.js';
import { COUNTRY_CHOICES } from './countries.js';

export const countryMapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'select_country',
            config: {
              type: 'SelectControl',
              label: 'Country',
              default: null,
              choices: COUNTRY_CHOICES,
              description: 'Which country to plot the map for?',
              validators: [validateNonEmpty],
            },
          },
        ],
        [
          {
            name: 'entity',
            config: {
              type: 'DndColumnSelect',
              label: 'ISO 3166-2 Codes',
              description: 'Column containing ISO 3166-2 codes of region/province/department in your table.',
              multi: false,
              validators: [validateNonEmpty],
            },
          },
        ],
        ['metric'],
        ['adhoc_filters'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [['number_format'], ['linear_color_scheme']],
    },
  ],
  controlOverrides: {
    metric: { label: 'Metric', description: 'Metric to display bottom title' },
    number_format: { default: 'SMART_NUMBER', renderTrigger: true },
    linear_color_scheme: { renderTrigger: false },
  },
};
