/**
 * The rose's panel (Superset's legacy rose): the legacy Time section, the query with the series
 * limit and the contribution checkbox, the number and date formats, the rich tooltip and the
 * area-proportion switch, and the legacy advanced analytics.
 */
import type { ControlPanelConfig } from '../sdk/controls.js';
import { renderCheckbox } from '../shared/controlItems.js';
import { advancedAnalyticsSection } from '../shared/sections.js';
import { legacyTimeseriesTime } from '../shared/timeSection.js';

export const roseControlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeseriesTime,
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
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
        ['color_scheme'],
        [
          {
            name: 'number_format',
            config: {
              type: 'SelectControl',
              label: 'Number format',
              freeForm: true,
              default: 'SMART_NUMBER',
              renderTrigger: true,
              description: 'D3 format syntax: https://github.com/d3/d3-format',
            },
          },
          {
            name: 'date_time_format',
            config: {
              type: 'SelectControl',
              label: 'Date Time Format',
              freeForm: true,
              default: 'smart_date',
              renderTrigger: true,
              description: 'D3 format syntax: https://github.com/d3/d3-time-format',
            },
          },
        ],
        [
          renderCheckbox(
            'rich_tooltip',
            'Rich Tooltip',
            true,
            'The rich tooltip shows a list of all series for that point in time',
          ),
          renderCheckbox(
            'rose_area_proportion',
            'Use Area Proportions',
            false,
            'Check if the Rose Chart should use segment area instead of segment radius for proportioning',
          ),
        ],
      ],
    },
    { ...advancedAnalyticsSection, label: 'Advanced Analytics' },
  ],
};
