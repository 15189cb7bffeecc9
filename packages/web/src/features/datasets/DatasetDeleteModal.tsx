import { skipToken } from '@reduxjs/toolkit/query/react';
import { Spin } from 'antd';
import { useGetDatasetRelatedObjectsQuery, type DatasetListItem } from '../../api/datasets';
import { errorText } from '../../api/errors';
import { DeleteModal } from '../../components/DeleteModal';
import type { DeleteDialogProps } from '../../components/ResourceList';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Superset's warning for deleting a dataset that charts and dashboards use. */
export function datasetRelatedText(name: string, charts: number, dashboards: number): string {
  return (
    `The dataset ${name} is linked to ${plural(charts, 'chart')} that appear on ${plural(dashboards, 'dashboard')}. ` +
    'Are you sure you want to continue? Deleting the dataset will break those objects.'
  );
}

/** One dataset (its related objects are counted) or several (bulk delete). */
export function DatasetDeleteModal({
  items: datasets,
  onConfirm,
  onHide,
}: DeleteDialogProps<DatasetListItem>) {
  const single = datasets?.length === 1 ? datasets[0]! : null;
  const related = useGetDatasetRelatedObjectsQuery(single ? single.id : skipToken);
  let description;
  if (!datasets) description = null;
  else if (!single) description = 'Are you sure you want to delete the selected datasets?';
  else if (related.data)
    description = (
      <span data-test="dataset-related-objects">
        {datasetRelatedText(single.table_name, related.data.charts.count, related.data.dashboards.count)}
      </span>
    );
  else if (related.error)
    description = `Are you sure you want to delete ${single.table_name}? (${errorText(related.error)})`;
  else description = <Spin size="small" />;
  return (
    <DeleteModal
      open={datasets !== null}
      title={single ? 'Delete Dataset?' : 'Please confirm'}
      description={description}
      onConfirm={() => datasets && onConfirm(datasets)}
      onHide={onHide}
    />
  );
}
