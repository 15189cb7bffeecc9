/**
 * The explore control panel as data: a chart type's resolved controls (shared controls with the
 * configured row-limit bound), the form data a chart starts with, each control's visible value,
 * the validation messages, and the sections of the Data and Customize tabs.
 */
import {
  createSharedControls,
  getControlDefaults,
  resolveControls,
  validateControls,
  withMatrixifySections,
  type ChartRegistry,
  type ControlConfig,
  type ControlPanelConfig,
  type ControlPanelSectionConfig,
  type ControlPanelState,
  type FormData,
  type ResolvedControl,
} from '@meridian/charts';
import { IGNORED_DIFF_KEYS, isEqualish } from './formDataDiff';

/** Superset's default SQL_MAX_ROW: the row limit cannot exceed it (spec §5). */
export const DEFAULT_SQL_MAX_ROW = 100_000;

export interface VizControls {
  vizType: string;
  panel: ControlPanelConfig;
  controls: ResolvedControl[];
  byName: Map<string, ResolvedControl>;
}

const cache = new WeakMap<ChartRegistry, Map<string, VizControls>>();

/** The controls of a chart type; null for a type the registry does not know. */
export function getVizControls(
  registry: ChartRegistry,
  vizType: string,
  maxRowLimit = DEFAULT_SQL_MAX_ROW,
): VizControls | null {
  const key = `${vizType}:${maxRowLimit}`;
  let perRegistry = cache.get(registry);
  if (!perRegistry) {
    perRegistry = new Map();
    cache.set(registry, perRegistry);
  }
  const hit = perRegistry.get(key);
  if (hit) return hit;
  const plugin = registry.get(vizType);
  if (!plugin) return null;
  const panel = withMatrixifySections(vizType, plugin.controlPanel as ControlPanelConfig);
  const controls = resolveControls(panel, createSharedControls({ maxRowLimit }));
  const byName = new Map<string, ResolvedControl>();
  for (const c of controls) if (!byName.has(c.name)) byName.set(c.name, c);
  const result = { vizType, panel, controls: [...byName.values()], byName };
  perRegistry.set(key, result);
  return result;
}

/** Form data with every control's default filled in where the form data has no value. */
export function hydrateFormData(controls: VizControls, formData: FormData): FormData {
  const defaults = getControlDefaults(controls.controls);
  const out: FormData = { ...formData };
  for (const [name, value] of Object.entries(defaults)) {
    if (out[name] === undefined) out[name] = structuredClone(value);
  }
  return out;
}

export const isControlVisible = (control: ResolvedControl, state: ControlPanelState): boolean =>
  !control.config.visibility || control.config.visibility(state);

/** A control's config with the props that depend on the form data applied, and its value. */
export function controlProps(
  control: ResolvedControl,
  state: ControlPanelState,
): { config: ControlConfig; value: unknown; forced: boolean } {
  const mapped = control.config.mapStateToProps?.(state) ?? {};
  const { value, ...rest } = mapped;
  const forced = 'value' in mapped && value !== undefined;
  return {
    config: { ...control.config, ...rest },
    value: forced ? value : state.form_data[control.name],
    forced,
  };
}

/** Validation messages per control (visible controls only). */
export function getValidationErrors(
  controls: VizControls,
  state: ControlPanelState,
): Record<string, string[]> {
  const errors = validateControls(controls.controls, state);
  // Integer and positive-integer checks give the same message for text: show it once.
  for (const name of Object.keys(errors)) errors[name] = [...new Set(errors[name])];
  return errors;
}

/** "Row limit: is expected to be an integer" lines for the disabled button's tooltip. */
export function describeErrors(controls: VizControls, errors: Record<string, string[]>): string[] {
  return Object.entries(errors).map(
    ([name, messages]) => `${controls.byName.get(name)?.config.label ?? name}: ${messages.join(', ')}`,
  );
}

export type ExploreTab = 'data' | 'customize' | 'matrixify';

export interface PanelSection {
  key: string;
  label: string;
  description?: string;
  expanded: boolean;
  tab: ExploreTab;
  rows: ResolvedControl[][];
}

const itemName = (item: string | { name: string } | null) =>
  item === null ? null : typeof item === 'string' ? item : item.name;

function sectionTab(section: ControlPanelSectionConfig, controls: ResolvedControl[]): ExploreTab {
  if (section.tabOverride) return section.tabOverride;
  return controls.length > 0 && controls.every((c) => c.config.renderTrigger) ? 'customize' : 'data';
}

/** The visible sections of a panel with their visible rows, each tagged with its tab. */
export function getPanelSections(controls: VizControls, state: ControlPanelState): PanelSection[] {
  const out: PanelSection[] = [];
  controls.panel.sections.forEach((section, i) => {
    if (section.visibility && !section.visibility(state)) return;
    const all: ResolvedControl[] = [];
    const rows = section.controlSetRows
      .map((row) =>
        row
          .map(itemName)
          .filter((n): n is string => n !== null)
          .map((n) => controls.byName.get(n))
          .filter((c): c is ResolvedControl => c !== undefined)
          .filter((c) => {
            all.push(c);
            return isControlVisible(c, state) && c.config.type !== 'HiddenControl';
          }),
      )
      .filter((row) => row.length > 0);
    if (rows.length === 0) return;
    out.push({
      key: `${i}-${section.label}`,
      label: section.label,
      ...(section.description ? { description: section.description } : {}),
      expanded: section.expanded ?? false,
      tab: sectionTab(section, all),
      rows,
    });
  });
  return out;
}

/** Whether changing this control needs a new query (else the chart only draws again). */
export const needsQuery = (controls: VizControls | null, name: string): boolean =>
  !controls?.byName.get(name)?.config.renderTrigger;

/** The form data to draw with: the latest query's, with the current render-only values on top. */
export function renderFormData(
  controls: VizControls | null,
  latest: FormData | null,
  current: FormData,
): FormData | null {
  if (!latest) return null;
  if (!controls || latest.viz_type !== current.viz_type) return latest;
  const out: FormData = { ...latest };
  for (const c of controls.controls) if (c.config.renderTrigger) out[c.name] = current[c.name];
  return out;
}

/** Whether the current form data asks for a different query than the latest one. */
export function isChartStale(
  controls: VizControls | null,
  latest: FormData | null,
  current: FormData,
): boolean {
  if (!latest) return false;
  const keys = new Set([...Object.keys(latest), ...Object.keys(current)]);
  for (const key of keys) {
    if (IGNORED_DIFF_KEYS.has(key) || !needsQuery(controls, key)) continue;
    if (!isEqualish(latest[key], current[key])) return true;
  }
  return false;
}
