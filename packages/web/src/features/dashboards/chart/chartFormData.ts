/**
 * A dashboard chart's form data: the saved form data plus the dashboard it is on (for the server's
 * access check) and the dashboard's filters and cross-filters that reach it (extra_form_data, after
 * any the chart saved), and, for drawing only, the dashboard's colour scheme and one shared label → colour
 * assignment so a label keeps its colour across the dashboard's charts.
 */
import { SharedLabelColors, type FormData } from '@meridian/charts';
import { isEmptyExtraFormData, mergeExtraFormData, type ExtraFormData } from '@meridian/core';
import type { DashboardMetadata } from '../state/metadata';

export function queryFormData(
  saved: Record<string, unknown>,
  chartId: number,
  dashboardId: number,
  extraFormData?: ExtraFormData,
): FormData {
  const formData: FormData = {
    ...saved,
    slice_id: chartId,
    dashboardId,
    viz_type: typeof saved.viz_type === 'string' ? saved.viz_type : '',
    datasource: typeof saved.datasource === 'string' ? saved.datasource : '',
  };
  if (!isEmptyExtraFormData(extraFormData))
    formData.extra_form_data = mergeExtraFormData(
      saved.extra_form_data as ExtraFormData | undefined,
      extraFormData,
    );
  return formData;
}

/** The shared assignment of a dashboard: its label_colors fixed, map_label_colors as the starting order. */
export function dashboardLabelColors(metadata: DashboardMetadata): SharedLabelColors {
  return new SharedLabelColors(metadata.label_colors, new Map(Object.entries(metadata.map_label_colors)));
}

export function drawFormData(
  formData: FormData,
  metadata: DashboardMetadata,
  shared: SharedLabelColors,
): FormData {
  return {
    ...formData,
    ...(metadata.color_scheme ? { color_scheme: metadata.color_scheme } : {}),
    label_colors: shared.forChart(formData.label_colors),
  };
}
