/**
 * Matrixify form data read as a configuration (Superset's getMatrixifyConfig): the global switch
 * `matrixify_enable`, and per axis (rows, columns) a mode ('disabled' | 'metrics' | 'dimensions'),
 * its metrics, or its dimension with members picked by hand or the top N by a metric. Charts saved
 * before Superset's single switch carry per-axis flags instead; they are read as Superset does.
 */
import { getMetricLabel, type QueryMetric } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { metricsOf } from './formData.js';

export type MatrixifyAxisName = 'rows' | 'columns';
export type MatrixifyMode = 'disabled' | 'metrics' | 'dimensions';
export type MatrixifySelectionMode = 'members' | 'topn';

/** Spec §9 defaults. */
export const MATRIXIFY_DEFAULTS = {
  rowHeight: 300,
  chartsPerRow: 4,
  chartsPerRowChoices: [1, 2, 3, 4, 5, 6, 8, 10, 12],
  topnValue: 10,
  topnDescending: true,
} as const;

/** Chart types Superset shows no Matrixify tab for (tables draw their own grid). */
export const MATRIXIFY_EXCLUDED_VIZ_TYPES: ReadonlySet<string> = new Set([
  'table',
  'ag-grid-table',
  'pivot_table_v2',
  'time_table',
  'time_pivot',
]);

export const supportsMatrixify = (vizType: unknown): boolean =>
  typeof vizType === 'string' && !MATRIXIFY_EXCLUDED_VIZ_TYPES.has(vizType);

export interface MatrixifyAxis {
  axis: MatrixifyAxisName;
  mode: MatrixifyMode;
  metrics: QueryMetric[];
  /** The dimension column ('' when none is chosen). */
  dimension: string;
  /** Members picked by hand (members mode). */
  values: unknown[];
  selectionMode: MatrixifySelectionMode;
  topnValue: number | null;
  topnMetric: QueryMetric | null;
  topnDescending: boolean;
}

export interface MatrixifyConfig {
  rows: MatrixifyAxis;
  columns: MatrixifyAxis;
}

const MODES: readonly MatrixifyMode[] = ['disabled', 'metrics', 'dimensions'];

/**
 * Superset's handling of the pre-revamp per-axis flags: without `matrixify_enable`, a chart whose
 * `matrixify_enable_vertical_layout` / `_horizontal_layout` is true is on for those axes only, and
 * any other chart has both modes off (old defaults left modes set on charts that never used it).
 */
export function migrateMatrixifyFormData(formData: FormData): FormData {
  if ('matrixify_enable' in formData) return formData;
  const vertical = formData.matrixify_enable_vertical_layout === true;
  const horizontal = formData.matrixify_enable_horizontal_layout === true;
  const out: FormData = { ...formData };
  if (vertical || horizontal) {
    out.matrixify_enable = true;
    if (!vertical) out.matrixify_mode_rows = 'disabled';
    if (!horizontal) out.matrixify_mode_columns = 'disabled';
  } else if ('matrixify_mode_rows' in formData || 'matrixify_mode_columns' in formData) {
    out.matrixify_mode_rows = 'disabled';
    out.matrixify_mode_columns = 'disabled';
  }
  return out;
}

const modeOf = (value: unknown): MatrixifyMode =>
  MODES.includes(value as MatrixifyMode) ? (value as MatrixifyMode) : 'disabled';

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

function readAxis(fd: FormData, axis: MatrixifyAxisName): MatrixifyAxis {
  const dim = fd[`matrixify_dimension_${axis}`] as { dimension?: unknown; values?: unknown } | undefined;
  const topnMetric = fd[`matrixify_topn_metric_${axis}`];
  const metric: unknown = Array.isArray(topnMetric) ? (topnMetric as unknown[])[0] : topnMetric;
  return {
    axis,
    mode: modeOf(fd[`matrixify_mode_${axis}`]),
    metrics: metricsOf(fd[`matrixify_${axis}`]),
    dimension: typeof dim?.dimension === 'string' ? dim.dimension : '',
    values: Array.isArray(dim?.values) ? dim.values : [],
    selectionMode: fd[`matrixify_dimension_selection_mode_${axis}`] === 'topn' ? 'topn' : 'members',
    // Missing: the default; cleared (null, ''): empty, as the control shows it.
    topnValue: positiveInt(
      fd[`matrixify_topn_value_${axis}`] === undefined
        ? MATRIXIFY_DEFAULTS.topnValue
        : fd[`matrixify_topn_value_${axis}`],
    ),
    topnMetric: metric === undefined || metric === null || metric === '' ? null : (metric as QueryMetric),
    topnDescending: fd[`matrixify_topn_order_${axis}`] !== false,
  };
}

/** The configuration, or null when Matrixify is off (switch off, both axes disabled, or a table). */
export function getMatrixifyConfig(formData: FormData): MatrixifyConfig | null {
  const fd = migrateMatrixifyFormData(formData);
  if (fd.matrixify_enable !== true || !supportsMatrixify(fd.viz_type)) return null;
  const rows = readAxis(fd, 'rows');
  const columns = readAxis(fd, 'columns');
  if (rows.mode === 'disabled' && columns.mode === 'disabled') return null;
  return { rows, columns };
}

/** Whether the chart draws as a Matrixify grid (it may still be incomplete: see validation). */
export const isMatrixifyActive = (formData: FormData | null | undefined): boolean =>
  Boolean(formData && getMatrixifyConfig(formData));

export const axisLabel = (axis: MatrixifyAxisName): string => (axis === 'rows' ? 'Rows' : 'Columns');

/**
 * What is missing on an axis, with the control panel's messages (spec §5): a dimension in dimension
 * mode, and the top-N count and metric in top-N mode; members or metrics to split by.
 */
export function axisErrors(axis: MatrixifyAxis): string[] {
  if (axis.mode === 'disabled') return [];
  if (axis.mode === 'metrics')
    return axis.metrics.length ? [] : [`Please select at least one metric for ${axis.axis}`];
  const errors: string[] = [];
  if (!axis.dimension) errors.push('Dimension is required');
  if (axis.selectionMode === 'topn') {
    if (axis.topnValue === null) errors.push('Number of top values cannot be empty');
    if (!axis.topnMetric) errors.push('Metric for ordering cannot be empty');
  } else if (axis.dimension && axis.values.length === 0) {
    errors.push(`Please select a dimension and values for ${axis.axis}`);
  }
  return errors;
}

/** Every problem of the configuration, prefixed by its axis ("Rows: Dimension is required"). */
export function getMatrixifyValidationErrors(config: MatrixifyConfig): string[] {
  return [config.rows, config.columns].flatMap((a) => axisErrors(a).map((e) => `${axisLabel(a.axis)}: ${e}`));
}

/** A member's header text (null shows as Superset's "<NULL>"). */
export function memberLabel(value: unknown): string {
  if (value === null || value === undefined) return '<NULL>';
  return typeof value === 'object' ? JSON.stringify(value) : `${value as string | number | boolean}`;
}

export const metricLabel = (metric: QueryMetric): string => getMetricLabel(metric);
