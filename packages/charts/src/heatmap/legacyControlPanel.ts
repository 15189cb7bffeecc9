/**
 * The legacy heatmap's own controls (its form-data keys: all_columns_x/y, show_perc, y_axis_bounds…),
 * so a legacy chart stays editable in explore; the chart itself is drawn by heatmap_v2.
 */
import { validateNonEmpty } from '@meridian/core';
import type { ControlConfig, ControlPanelConfig } from '../sdk/controls.js';
import {
  bottomMargin,
  leftMargin,
  normalized,
  NORMALIZE_ACROSS,
  showLegend,
  showPercentage,
  showValues,
  SORT_AXIS_CHOICES,
  valueBounds,
  xscaleInterval,
  yscaleInterval,
} from './controlPanel.js';
import { sortByMetric } from '../shared/controlItems.js';

const axisColumn = (label: string): ControlConfig => ({
  type: 'DndColumnSelect',
  label,
  multi: false,
  description: 'Columns to display',
  validators: [validateNonEmpty],
});

const sortAxis = (label: string): ControlConfig => ({
  type: 'SelectControl',
  label,
  choices: SORT_AXIS_CHOICES,
  clearable: false,
  default: 'alpha_asc',
});

export const legacyHeatmapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ name: 'all_columns_x', config: axisColumn('X Axis') }],
        [{ name: 'all_columns_y', config: axisColumn('Y Axis') }],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [sortByMetric],
      ],
    },
    {
      label: 'Heatmap Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['linear_color_scheme'],
        [{ name: 'xscale_interval', config: xscaleInterval(false) }],
        [{ name: 'yscale_interval', config: yscaleInterval(false) }],
        [
          {
            name: 'canvas_image_rendering',
            config: {
              type: 'SelectControl',
              label: 'Rendering',
              renderTrigger: true,
              choices: [
                ['pixelated', 'pixelated (Sharp)'],
                ['auto', 'auto (Smooth)'],
              ],
              default: 'pixelated',
              description:
                'image-rendering CSS attribute of the canvas object that defines how the browser scales up the image',
            },
          },
        ],
        [{ name: 'normalize_across', config: NORMALIZE_ACROSS }],
        [{ name: 'left_margin', config: leftMargin }],
        [{ name: 'bottom_margin', config: bottomMargin }],
        [{ name: 'y_axis_bounds', config: valueBounds }],
        ['y_axis_format'],
        ['currency_format'],
        [{ name: 'sort_x_axis', config: sortAxis('Sort X Axis') }],
        [{ name: 'sort_y_axis', config: sortAxis('Sort Y Axis') }],
        [{ name: 'show_legend', config: showLegend }],
        [{ name: 'show_perc', config: showPercentage }],
        [{ name: 'show_values', config: showValues }],
        [{ name: 'normalized', config: normalized }],
      ],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Value Format' } },
};
