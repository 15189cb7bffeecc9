/**
 * The control-panel schema: what the explore page draws for a chart type. A panel is a list of
 * sections; a section holds rows; a row holds controls, named (a shared control, see sharedControls)
 * or given in full. Control values are stored in form data under the control's name.
 */
import type { Validator } from '@meridian/core';
import type { FormData } from './plugin.js';

/** The widgets the explore page knows (Superset's control type names). */
export type ControlType =
  | 'MetricsControl'
  | 'DndMetricSelect'
  | 'GroupByControl'
  | 'DndColumnSelect'
  | 'AdhocFilterControl'
  | 'DndFilterSelect'
  | 'SelectControl'
  | 'TextControl'
  | 'TextAreaControl'
  | 'CheckboxControl'
  | 'ColorSchemeControl'
  | 'ColorPickerControl'
  | 'TimeRangeControl'
  | 'SliderControl'
  | 'RadioButtonControl'
  | 'CurrencyControl'
  | 'BoundsControl'
  | 'ConditionalFormattingControl'
  | 'ColumnConfigControl'
  | 'AnnotationLayerControl'
  | 'MatrixifyDimensionControl'
  | 'HiddenControl';

/** A choice: [stored value, label]. */
export type ControlChoice = readonly [value: string | number | boolean | null, label: string];

/** What control callbacks see: the current form data and the dataset's columns and metrics. */
export interface ControlPanelState {
  form_data: FormData;
  datasource?: {
    columns: { column_name: string; verbose_name?: string | null; is_dttm?: boolean; type?: string | null }[];
    metrics: { metric_name: string; verbose_name?: string | null }[];
  } | null;
}

export interface ControlConfig<T = unknown> {
  type: ControlType;
  label: string;
  description?: string;
  default?: T;
  choices?: readonly ControlChoice[];
  /** Select: values outside the choices may be typed in. */
  freeForm?: boolean;
  multi?: boolean;
  clearable?: boolean;
  placeholder?: string;
  /** TextControl: the value is a number (stored as a number). */
  isInt?: boolean;
  isFloat?: boolean;
  /** SliderControl bounds. */
  min?: number;
  max?: number;
  step?: number;
  validators?: readonly Validator[];
  /** Changing it re-renders from the last result; no new query. */
  renderTrigger?: boolean;
  /** Hidden when this returns false. */
  visibility?: (state: ControlPanelState) => boolean;
  /** Props that depend on the form data (e.g. a forced value, dynamic choices). */
  mapStateToProps?: (state: ControlPanelState) => Partial<ControlConfig<T>> & { value?: T };
  /** Drop targets: the columns a DnD control accepts. */
  columnFilter?: (column: { column_name: string; is_dttm?: boolean }) => boolean;
}

/** A control given in full, stored under `name`. */
export interface CustomControlItem {
  name: string;
  config: ControlConfig;
}

/** A shared control by name, a full control, or an empty cell (null). */
export type ControlSetItem = string | CustomControlItem | null;
export type ControlSetRow = ControlSetItem[];

export interface ControlPanelSectionConfig {
  label: string;
  description?: string;
  /** Open when the panel loads. */
  expanded?: boolean;
  /** The tab it shows in; by default sections with render-only controls go to "customize". */
  tabOverride?: 'data' | 'customize' | 'matrixify';
  controlSetRows: ControlSetRow[];
  visibility?: (state: ControlPanelState) => boolean;
}

export interface ControlPanelConfig {
  sections: ControlPanelSectionConfig[];
  /** Per-chart changes to shared controls (e.g. a different default). */
  controlOverrides?: Record<string, Partial<ControlConfig>>;
}

/** A control of a panel with its name and its final config (shared config + overrides). */
export interface ResolvedControl {
  name: string;
  config: ControlConfig;
  section: string;
}

/** Every control of a panel, shared names resolved, in panel order. Unknown shared names throw. */
export function resolveControls(
  panel: ControlPanelConfig,
  shared: Readonly<Record<string, ControlConfig>>,
): ResolvedControl[] {
  const out: ResolvedControl[] = [];
  for (const section of panel.sections) {
    for (const row of section.controlSetRows) {
      for (const item of row) {
        if (item === null) continue;
        const name = typeof item === 'string' ? item : item.name;
        const base = typeof item === 'string' ? shared[item] : item.config;
        if (!base) throw new Error(`Unknown shared control: ${name}`);
        out.push({ name, config: { ...base, ...panel.controlOverrides?.[name] }, section: section.label });
      }
    }
  }
  return out;
}

/** The form data a new chart starts with: every control's default. */
export function getControlDefaults(controls: readonly ResolvedControl[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, config } of controls) if (config.default !== undefined) out[name] = config.default;
  return out;
}

/** Validation messages per control name for the visible controls (only names that have some). */
export function validateControls(
  controls: readonly ResolvedControl[],
  state: ControlPanelState,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { name, config } of controls) {
    if (config.visibility && !config.visibility(state)) continue;
    const value = state.form_data[name];
    const messages = (config.validators ?? []).map((v) => v(value)).filter((m): m is string => Boolean(m));
    if (messages.length) errors[name] = messages;
  }
  return errors;
}
