/** The mixed chart's two y-axes: bounds, scale, title and number format per axis (Superset's keys). */
import { toNumberOrNull } from '../shared/chartData.js';
import type { MixedTimeseriesFormData } from './formData.js';

export function yAxisOf(
  which: 'primary' | 'secondary',
  fd: MixedTimeseriesFormData,
  format: (v: number | null) => string,
  alignTicks: boolean,
): Record<string, unknown> {
  const primary = which === 'primary';
  const bounds = primary ? fd.y_axis_bounds : fd.y_axis_bounds_secondary;
  const min = toNumberOrNull(bounds[0]);
  const max = toNumberOrNull(bounds[1]);
  const title = primary ? fd.y_axis_title : fd.yAxisTitleSecondary;
  return {
    type: (primary ? fd.logAxis : fd.logAxisSecondary) ? 'log' : 'value',
    ...(min !== null ? { min } : {}),
    ...(max !== null ? { max } : {}),
    scale: fd.truncateYAxis,
    alignTicks,
    minorSplitLine: { show: fd.minorSplitLine },
    // The secondary axis draws no grid lines of its own (they would cross the primary's).
    ...(primary ? {} : { splitLine: { show: false } }),
    ...(title ? { name: title, nameLocation: 'middle', nameGap: 50 } : {}),
    axisLabel: { formatter: (v: number) => format(v), hideOverlap: true },
  };
}
