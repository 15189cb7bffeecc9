/**
 * Saving a chart explored on a SQL Lab query (datasource type "query", Superset ≥ 2.1): the query is
 * first saved as a virtual dataset under the name the save modal asked for, and the chart is saved
 * on that dataset, its form data pointing at it.
 */
import type { FormData } from '@meridian/charts';
import type { DatasetCreatePayload } from '../../../api/datasets';
import type { ExploreDataset } from '../../../api/explore';

/** The POST /api/v1/dataset/ body of the query's virtual dataset. */
export function queryDatasetBody(dataset: ExploreDataset, name: string): DatasetCreatePayload {
  return {
    database: dataset.database?.id ?? 0,
    catalog: dataset.catalog ?? null,
    schema: dataset.schema ?? null,
    sql: dataset.sql ?? '',
    table_name: name.trim(),
    template_params: dataset.template_params ?? null,
  };
}

/** The form data moved from the query onto the saved dataset. */
export const onDataset = (formData: FormData, datasetId: number): FormData => ({
  ...formData,
  datasource: `${datasetId}__table`,
});

/** Why Save is disabled, in the order the fields come; null when it may be clicked. */
export function saveDisabledReason(p: {
  name: string;
  isQuery: boolean;
  datasetName: string;
}): string | null {
  if (!p.name.trim()) return CHART_NAME_REQUIRED;
  if (p.isQuery && !p.datasetName.trim()) return DATASET_NAME_REQUIRED;
  return null;
}

export const CHART_NAME_REQUIRED = 'Chart name is required';
export const DATASET_NAME_REQUIRED = 'Dataset name is required';
export const DATASET_NAME_TOOLTIP = 'A reusable dataset will be saved with your chart.';
