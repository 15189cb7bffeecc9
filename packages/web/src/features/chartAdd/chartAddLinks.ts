/** Where /chart/add sends the user: explore on the chosen dataset with the chosen chart type (Superset's URL). */
export const CHART_ADD_PATH = '/chart/add';

export function chartAddExploreUrl(datasetId: number, vizType: string): string {
  const q = new URLSearchParams({ viz_type: vizType, datasource: `${datasetId}__table` });
  return `/explore/?${q.toString()}`;
}
