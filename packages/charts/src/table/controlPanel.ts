import { validateNonEmpty } from '@meridian/core';
import type { ControlPanelConfig, ControlPanelState } from '../sdk/controls.js';
import { conditionalFormatting, renderCheckbox } from '../shared/controlItems.js';

const aggregate = (s: ControlPanelState) => s.form_data.query_mode !== 'raw';
const raw = (s: ControlPanelState) => s.form_data.query_mode === 'raw';

export const tableControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['query_mode'],
        ['groupby'],
        [
          {
            name: 'metrics',
            config: { type: 'DndMetricSelect', label: 'Metrics', multi: true, visibility: aggregate },
          },
        ],
        ['all_columns'],
        [
          {
            name: 'percent_metrics',
            config: {
              type: 'DndMetricSelect',
              label: 'Percentage metrics',
              multi: true,
              default: [],
              visibility: aggregate,
              description: 'Metrics shown as their share of the column total.',
            },
          },
        ],
        ['time_grain_sqla'],
        ['adhoc_filters'],
        [
          {
            name: 'order_by_cols',
            config: { type: 'SelectControl', label: 'Ordering', multi: true, default: [], visibility: raw },
          },
        ],
        [
          {
            name: 'server_pagination',
            config: {
              type: 'CheckboxControl',
              label: 'Server pagination',
              default: false,
              description: 'Fetch one page at a time from the database.',
            },
          },
        ],
        ['row_limit'],
        [
          {
            name: 'server_page_length',
            config: {
              type: 'SelectControl',
              label: 'Server page length',
              default: 10,
              choices: [10, 20, 50, 100, 200].map((n) => [n, String(n)] as const),
              visibility: (s) => Boolean(s.form_data.server_pagination),
            },
          },
        ],
        [
          {
            name: 'timeseries_limit_metric',
            config: { type: 'DndMetricSelect', label: 'Sort by', multi: false, visibility: aggregate },
          },
          'order_desc',
        ],
        [
          {
            name: 'show_totals',
            config: {
              type: 'CheckboxControl',
              label: 'Show summary',
              default: false,
              visibility: aggregate,
              description: 'Show the totals of the aggregations, over all rows the row limit leaves out too.',
            },
          },
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'table_timestamp_format',
            config: {
              type: 'SelectControl',
              label: 'Timestamp format',
              default: 'smart_date',
              freeForm: true,
              renderTrigger: true,
            },
          },
        ],
        [
          {
            name: 'page_length',
            config: {
              type: 'SelectControl',
              label: 'Page length',
              default: 15,
              freeForm: true,
              renderTrigger: true,
              choices: [[0, 'All'], ...[5, 15, 25, 50, 100].map((n) => [n, String(n)] as const)],
            },
          },
        ],
        [
          renderCheckbox('include_search', 'Search box', false),
          renderCheckbox('show_cell_bars', 'Cell bars', true),
        ],
        [renderCheckbox('align_pn', 'Align +/-', false), renderCheckbox('color_pn', 'Color +/-', true)],
        ['currency_format'],
        [
          {
            name: 'column_config',
            config: { type: 'ColumnConfigControl', label: 'Customize columns', renderTrigger: true },
          },
        ],
        [conditionalFormatting],
      ],
    },
  ],
  controlOverrides: {
    groupby: { validators: [] },
    all_columns: { validators: [validateNonEmpty] },
  },
};
