/** Control items several chart panels declare alike (given in full, not shared by name). */
import type { ControlConfig, CustomControlItem } from '../sdk/controls.js';

/** A control that redraws from the last result (no new query), with its description when given. */
const renderControl = (name: string, config: ControlConfig, description?: string): CustomControlItem => ({
  name,
  config: { ...config, renderTrigger: true, ...(description ? { description } : {}) },
});

/** A checkbox that redraws from the last result. */
export const renderCheckbox = (name: string, label: string, value: boolean, description?: string) =>
  renderControl(name, { type: 'CheckboxControl', label, default: value }, description);

/** Superset's legacy "Sort by metric" checkbox (largest first; it changes the query). */
export const sortByMetric: CustomControlItem = {
  name: 'sort_by_metric',
  config: {
    type: 'CheckboxControl',
    label: 'Sort by metric',
    description: 'Whether to sort results by the selected metric in descending order.',
  },
};

/** The minimum share, in percentage points, a slice or arc needs to show its label. */
export const labelsThreshold = (description?: string) =>
  renderControl(
    'show_labels_threshold',
    { type: 'TextControl', label: 'Percentage threshold', isFloat: true, default: 5 },
    description,
  );

/** Colour rules on metric cells (table, pivot table). */
export const conditionalFormatting: CustomControlItem = {
  name: 'conditional_formatting',
  config: {
    type: 'ConditionalFormattingControl',
    label: 'Conditional formatting',
    default: [],
    renderTrigger: true,
  },
};

/** The big numbers' header and subheader font sizes (proportions of the chart height). */
export const fontSizes = (subheaderLabel: string): CustomControlItem[] => [
  {
    name: 'header_font_size',
    config: { type: 'SelectControl', label: 'Big number font size', default: 0.4, renderTrigger: true },
  },
  {
    name: 'subheader_font_size',
    config: { type: 'SelectControl', label: subheaderLabel, default: 0.15, renderTrigger: true },
  },
];
