import { SERIES_LIMIT_CHOICES, validateNonEmpty } from '@meridian/core';
import type { ControlPanelConfig, ControlPanelState, CustomControlItem } from '../sdk/controls.js';
import { xTicksLayout } from '../waterfall/controlPanel.js';

const MARGINS = [15, 30, 50, 75, 100, 125, 150, 200];
const margin = (name: string, label: string): CustomControlItem => ({
  name,
  config: {
    type: 'SelectControl',
    label,
    freeForm: true,
    clearable: true,
    default: 15,
    renderTrigger: true,
    choices: MARGINS.map((m) => [m, String(m)] as const),
  },
});
const title = (name: string, label: string): CustomControlItem => ({
  name,
  config: { type: 'TextControl', label, default: '', renderTrigger: true },
});

/** The time grain shows when a "distribute across" column is temporal (or custom SQL). */
const distributesOverTime = (state: ControlPanelState) => {
  const chosen = Array.isArray(state.form_data.columns) ? (state.form_data.columns as unknown[]) : [];
  const columns = state.datasource?.columns ?? [];
  return chosen.some(
    (c) => typeof c !== 'string' || Boolean(columns.find((d) => d.column_name === c)?.is_dttm),
  );
};

export const boxPlotControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['columns'],
        ['time_grain_sqla'],
        ['groupby'],
        ['metrics'],
        ['adhoc_filters'],
        [
          {
            name: 'series_limit',
            config: {
              type: 'SelectControl',
              label: 'Series limit',
              freeForm: true,
              clearable: true,
              choices: SERIES_LIMIT_CHOICES.map((n) => [n, String(n)] as const),
              description: 'Limits the number of series that get displayed.',
            },
          },
        ],
        [
          {
            name: 'series_limit_metric',
            config: { type: 'DndMetricSelect', label: 'Sort by', multi: false },
          },
        ],
        [
          {
            name: 'whiskerOptions',
            config: {
              type: 'SelectControl',
              label: 'Whisker/outlier options',
              clearable: false,
              freeForm: true,
              default: 'Tukey',
              description: 'Determines how whiskers and outliers are calculated.',
              choices: [
                ['Tukey', 'Tukey'],
                ['Min/max (no outliers)', 'Min/max (no outliers)'],
                ['2/98 percentiles', '2/98 percentiles'],
                ['9/91 percentiles', '9/91 percentiles'],
              ],
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Title',
      tabOverride: 'customize',
      controlSetRows: [
        [title('x_axis_title', 'X Axis Title')],
        [margin('x_axis_title_margin', 'X AXIS TITLE BOTTOM MARGIN')],
        [title('y_axis_title', 'Y Axis Title')],
        [margin('y_axis_title_margin', 'Y AXIS TITLE MARGIN')],
        [
          {
            name: 'y_axis_title_position',
            config: {
              type: 'SelectControl',
              label: 'Y AXIS TITLE POSITION',
              default: 'Left',
              clearable: false,
              renderTrigger: true,
              choices: [
                ['Left', 'Left'],
                ['Top', 'Top'],
              ],
            },
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [['color_scheme'], [xTicksLayout], ['number_format'], ['date_format']],
    },
  ],
  controlOverrides: {
    groupby: { label: 'Dimensions', description: 'Categories to group by on the x-axis.' },
    columns: {
      label: 'Distribute across',
      description: 'Columns to calculate distribution across.',
      validators: [validateNonEmpty],
    },
    time_grain_sqla: { visibility: distributesOverTime },
    date_format: { default: 'smart_date' },
  },
};
