/**
 * Superset's legacy `heatmap` viz, read as heatmap_v2 the way Superset's MigrateHeatmapChart rewrites
 * it: all_columns_x → x_axis, all_columns_y → groupby, y_axis_bounds → value_bounds, show_perc →
 * show_percentage; sort_by_metric and canvas_image_rendering are dropped; the legend is continuous.
 * Everything else (metric, colour scheme, normalize_across, sorts, formats, intervals, margins,
 * show_legend/show_values, normalized) keeps its key.
 */
import type { FormData } from '../sdk/plugin.js';

const RENAMED: Readonly<Record<string, string>> = {
  all_columns_x: 'x_axis',
  all_columns_y: 'groupby',
  y_axis_bounds: 'value_bounds',
  show_perc: 'show_percentage',
};
const DROPPED = new Set(['sort_by_metric', 'canvas_image_rendering']);

export function migrateLegacyHeatmapFormData(formData: FormData): FormData {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formData)) {
    if (DROPPED.has(key)) continue;
    const target = RENAMED[key];
    // A key the new form data already has wins over the legacy one it would be renamed from.
    if (target !== undefined) {
      if (!(target in formData)) out[target] = value;
    } else out[key] = value;
  }
  return { ...out, viz_type: 'heatmap_v2', datasource: formData.datasource, legend_type: 'continuous' };
}
