import type { ControlPanelConfig, ControlPanelSectionConfig, ControlSetRow } from '../sdk/controls.js';
import { advancedAnalyticsSection, legendSection, querySection } from '../shared/sections.js';
import { isTemporalXAxis } from '../sdk/sharedControls.js';
import { renderCheckbox } from '../shared/controlItems.js';

export type TimeseriesKind = 'line' | 'bar' | 'scatter' | 'smooth' | 'step' | 'area' | 'generic';

/** The one `seriesType` select of a kind that lets the user pick it. */
const seriesTypeRow = (
  label: string,
  defaultValue: string,
  choices: readonly (readonly [string, string])[],
): ControlSetRow[] => [
  [
    {
      name: 'seriesType',
      config: { type: 'SelectControl' as const, label, default: defaultValue, renderTrigger: true, choices },
    },
  ],
];

/** The generic chart picks its series type; the step chart its step position. */
const seriesTypeRows = (kind: TimeseriesKind): ControlSetRow[] => [
  ...(kind === 'generic'
    ? seriesTypeRow('Series style', 'line', [
        ['line', 'Line'],
        ['scatter', 'Scatter'],
        ['smooth', 'Smooth line'],
        ['bar', 'Bar'],
        ['start', 'Step - start'],
        ['middle', 'Step - middle'],
        ['end', 'Step - end'],
      ])
    : []),
  ...(kind === 'step'
    ? seriesTypeRow('Step type', 'start', [
        ['start', 'Start'],
        ['middle', 'Middle'],
        ['end', 'End'],
      ])
    : []),
];

/** Bars' orientation, then the stacking (the area chart has Stream and Expand as well). */
const orientationAndStackRows = (kind: TimeseriesKind): ControlSetRow[] => [
  ...(kind === 'bar'
    ? [
        [
          {
            name: 'orientation',
            config: {
              type: 'RadioButtonControl' as const,
              label: 'Bar orientation',
              default: 'vertical',
              renderTrigger: true,
              choices: [
                ['vertical', 'Vertical'],
                ['horizontal', 'Horizontal'],
              ] as const,
            },
          },
        ],
      ]
    : []),
  [
    {
      name: 'stack',
      config: {
        type: 'SelectControl',
        label: 'Stacked style',
        default: null,
        clearable: true,
        renderTrigger: true,
        choices:
          kind === 'area'
            ? [
                [null, 'None'],
                ['Stack', 'Stack'],
                ['Stream', 'Stream'],
                ['Expand', 'Expand'],
              ]
            : [
                [null, 'None'],
                ['Stack', 'Stack'],
              ],
      },
    },
  ],
];

const opacityRows = (kind: TimeseriesKind): ControlSetRow[] =>
  kind === 'area'
    ? [
        [
          {
            name: 'opacity',
            config: {
              type: 'SliderControl' as const,
              label: 'Area chart opacity',
              default: 0.2,
              min: 0,
              max: 1,
              step: 0.1,
              renderTrigger: true,
            },
          },
        ],
      ]
    : [];

/** Value labels, zoom, markers and the series order: the same for every kind. */
const commonStyleRows: ControlSetRow[] = [
  [renderCheckbox('show_value', 'Show value', false), renderCheckbox('zoomable', 'Data zoom', false)],
  [
    renderCheckbox('markerEnabled', 'Marker', false),
    {
      name: 'markerSize',
      config: {
        type: 'SliderControl',
        label: 'Marker size',
        default: 6,
        min: 0,
        max: 20,
        renderTrigger: true,
      },
    },
  ],
  [
    {
      name: 'sort_series_type',
      config: {
        type: 'SelectControl',
        label: 'Sort series by',
        default: 'sum',
        renderTrigger: true,
        choices: [
          ['name', 'Category name'],
          ['sum', 'Total value'],
          ['min', 'Minimum value'],
          ['max', 'Maximum value'],
          ['avg', 'Average value'],
        ],
      },
    },
    renderCheckbox('sort_series_ascending', 'Sort series ascending', false),
  ],
];

const seriesStyle = (kind: TimeseriesKind): ControlPanelSectionConfig => ({
  label: 'Chart options',
  expanded: true,
  tabOverride: 'customize',
  controlSetRows: [
    ['color_scheme'],
    ...seriesTypeRows(kind),
    ...orientationAndStackRows(kind),
    ...opacityRows(kind),
    ...commonStyleRows,
  ],
});

const axes: ControlPanelSectionConfig = {
  label: 'Axes',
  expanded: true,
  tabOverride: 'customize',
  controlSetRows: [
    [
      {
        name: 'x_axis_title',
        config: { type: 'TextControl', label: 'X axis title', default: '', renderTrigger: true },
      },
      {
        name: 'y_axis_title',
        config: { type: 'TextControl', label: 'Y axis title', default: '', renderTrigger: true },
      },
    ],
    ['x_axis_time_format'],
    [
      {
        name: 'xAxisLabelRotation',
        config: {
          type: 'SelectControl',
          label: 'Rotate x axis label',
          description:
            'Input field supports custom rotation. e.g. 30 for 30°; Auto rotates crowded labels by 45°',
          default: null,
          clearable: true,
          freeForm: true,
          choices: [
            [null, 'Auto'],
            [0, '0°'],
            [45, '45°'],
            [90, '90°'],
          ],
          renderTrigger: true,
        },
      },
    ],
    ['x_axis_type'],
    ['y_axis_format', 'currency_format'],
    ['logAxis'],
    ['y_axis_bounds'],
    [
      {
        name: 'tooltipTimeFormat',
        config: {
          type: 'SelectControl',
          label: 'Tooltip time format',
          default: 'smart_date',
          freeForm: true,
          renderTrigger: true,
        },
      },
    ],
  ],
};

/** Superset's "Annotations and Layers": formula, event, interval and time-series layers. */
const annotationsAndLayers: ControlPanelSectionConfig = {
  label: 'Annotations and Layers',
  expanded: true,
  controlSetRows: [
    [
      {
        name: 'annotation_layers',
        config: {
          type: 'AnnotationLayerControl',
          label: '',
          default: [],
          description: 'Annotation Layers',
          renderTrigger: false,
        },
      },
    ],
  ],
};

export function timeseriesControlPanel(kind: TimeseriesKind): ControlPanelConfig {
  return {
    sections: [
      querySection({ xAxis: true, timeGrain: true, seriesLimit: true, contribution: true }),
      advancedAnalyticsSection,
      annotationsAndLayers,
      seriesStyle(kind),
      legendSection,
      axes,
    ],
    controlOverrides: { time_grain_sqla: { visibility: isTemporalXAxis } },
  };
}
