import { validateNonEmpty } from '@meridian/core';
import type { ControlPanelConfig, ControlPanelState } from '../sdk/controls.js';
import { legacyTimeseriesTime } from '../shared/timeSection.js';
import { DEFAULT_STYLE, DEFAULT_TEMPLATE } from './formData.js';

const aggregate = (s: ControlPanelState) => s.form_data.query_mode !== 'raw';
const raw = (s: ControlPanelState) => s.form_data.query_mode === 'raw';

/** Superset's handlebars panel: time, the table's query controls, the template and its CSS. */
export const handlebarsControlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeseriesTime,
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['query_mode'],
        ['groupby'],
        ['metrics', 'all_columns'],
        [
          {
            name: 'percent_metrics',
            config: {
              type: 'DndMetricSelect',
              label: 'Percentage metrics',
              multi: true,
              default: [],
              visibility: aggregate,
              description:
                'Metrics for which percentage of total are to be displayed. Calculated from only data within the row limit.',
            },
          },
        ],
        [
          {
            name: 'timeseries_limit_metric',
            config: { type: 'DndMetricSelect', label: 'Sort by', multi: false, visibility: aggregate },
          },
          {
            name: 'order_by_cols',
            config: { type: 'SelectControl', label: 'Ordering', multi: true, default: [], visibility: raw },
          },
        ],
        ['row_limit', 'order_desc'],
        ['adhoc_filters'],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'handlebarsTemplate',
            config: {
              type: 'TextAreaControl',
              label: 'Handlebars Template',
              description: 'A handlebars template that is applied to the data',
              default: DEFAULT_TEMPLATE,
              renderTrigger: true,
              validators: [validateNonEmpty],
            },
          },
        ],
        [
          {
            name: 'styleTemplate',
            config: {
              type: 'TextAreaControl',
              label: 'CSS Styles',
              description: 'CSS applied to the chart',
              default: DEFAULT_STYLE,
              renderTrigger: true,
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { groupby: { validators: [] } },
};
