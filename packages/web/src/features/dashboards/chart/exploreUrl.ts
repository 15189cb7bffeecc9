/**
 * Explore opened from a dashboard chart (its title, "Edit chart"): with the dashboard's filters
 * reaching the chart, the chart's form data including extra_form_data is stored with
 * POST /api/v1/explore/form_data and explore opens /explore/?form_data_key=…&slice_id=… (as Superset
 * does); without filters, or when storing fails, the saved chart opens (/explore/?slice_id=…).
 */
import { isEmptyExtraFormData, type ExtraFormData } from '@meridian/core';
import { postFormData } from '../../../api/explore';

export const exploreUrlForSlice = (chartId: number) => `/explore/?slice_id=${chartId}`;

/** "12__table" → [12, 'table']. */
function datasourceOf(formData: Record<string, unknown>): [number, string] | null {
  const m = /^(\d+)__(\w+)$/.exec(typeof formData.datasource === 'string' ? formData.datasource : '');
  return m ? [Number(m[1]), m[2]!] : null;
}

/** The explore URL for a dashboard chart queried with `formData` (queryFormData's result). */
export async function exploreUrlForDashboardChart(
  chartId: number,
  formData: Record<string, unknown>,
): Promise<string> {
  const datasource = datasourceOf(formData);
  if (!datasource || isEmptyExtraFormData(formData.extra_form_data as ExtraFormData | undefined))
    return exploreUrlForSlice(chartId);
  try {
    const key = await postFormData({
      datasource_id: datasource[0],
      datasource_type: datasource[1],
      chart_id: chartId,
      form_data: JSON.stringify({ ...formData, slice_id: chartId }),
    });
    return `/explore/?form_data_key=${encodeURIComponent(key)}&slice_id=${chartId}`;
  } catch {
    return exploreUrlForSlice(chartId);
  }
}
