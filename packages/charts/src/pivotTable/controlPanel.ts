import { PIVOT_AGGREGATE_FUNCTIONS } from '@meridian/core';
import type { ControlPanelConfig } from '../sdk/controls.js';
import { conditionalFormatting } from '../shared/controlItems.js';

const sortChoices = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
] as const;

const check = (name: string, label: string, description?: string) => ({
  name,
  config: {
    type: 'CheckboxControl' as const,
    label,
    default: false,
    renderTrigger: true,
    ...(description ? { description } : {}),
  },
});

export const pivotTableControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'groupbyColumns',
            config: { type: 'DndColumnSelect', label: 'Columns', multi: true, default: [] },
          },
        ],
        [
          {
            name: 'groupbyRows',
            config: { type: 'DndColumnSelect', label: 'Rows', multi: true, default: [] },
          },
        ],
        ['time_grain_sqla'],
        ['metrics'],
        [
          {
            name: 'metricsLayout',
            config: {
              type: 'RadioButtonControl',
              label: 'Apply metrics on',
              default: 'COLUMNS',
              renderTrigger: true,
              choices: [
                ['COLUMNS', 'Columns'],
                ['ROWS', 'Rows'],
              ],
            },
          },
        ],
        ['adhoc_filters'],
        ['row_limit'],
        [
          {
            name: 'series_limit_metric',
            config: { type: 'DndMetricSelect', label: 'Sort by', multi: false },
          },
          'order_desc',
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'data',
      controlSetRows: [
        [
          {
            name: 'aggregateFunction',
            config: {
              type: 'SelectControl',
              label: 'Aggregation function',
              default: 'Sum',
              clearable: false,
              renderTrigger: true,
              choices: PIVOT_AGGREGATE_FUNCTIONS.map((f) => [f, f] as const),
              description: 'How the query results are aggregated into cells, subtotals and totals.',
            },
          },
        ],
        [
          check('rowTotals', 'Show rows total', 'Display row level total'),
          check('colTotals', 'Show columns total', 'Display column level total'),
        ],
        [
          check('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal'),
          check('colSubTotals', 'Show columns subtotal', 'Display column level subtotal'),
        ],
        [
          check('transposePivot', 'Transpose pivot', 'Swap rows and columns'),
          check('combineMetric', 'Combine metrics', 'Display metrics side by side within each column'),
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
            name: 'valueFormat',
            config: {
              type: 'SelectControl',
              label: 'Value format',
              default: 'SMART_NUMBER',
              freeForm: true,
              renderTrigger: true,
            },
          },
        ],
        ['currency_format'],
        ['date_format'],
        [
          {
            name: 'rowOrder',
            config: {
              type: 'SelectControl',
              label: 'Sort rows by',
              default: 'key_a_to_z',
              choices: sortChoices,
              renderTrigger: true,
            },
          },
          {
            name: 'colOrder',
            config: {
              type: 'SelectControl',
              label: 'Sort columns by',
              default: 'key_a_to_z',
              choices: sortChoices,
              renderTrigger: true,
            },
          },
        ],
        [conditionalFormatting],
      ],
    },
  ],
};
