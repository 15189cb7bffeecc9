/** What a header's email report is about: a dashboard or a saved chart. */
export interface ReportTarget {
  kind: 'dashboard' | 'chart';
  id: number;
  /** The dashboard's title or the chart's name. */
  name: string;
  vizType?: string;
}

/** The report target of a saved chart in explore; none for an unsaved one. */
export const chartReportTarget = (
  slice: { slice_id: number; viz_type?: string } | null | undefined,
  name: string,
): ReportTarget | null =>
  slice ? { kind: 'chart', id: slice.slice_id, name, vizType: slice.viz_type } : null;
