/** The dataset's columns for "Drill by" (groupable ones, with verbose names), cached by RTK Query. */
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetDatasetQuery } from '../../../api/datasets';
import type { DrillByColumn } from './drillBy';

export type DatasetColumn = DrillByColumn & { groupby?: boolean | null };

export function useDrillColumns(datasourceId: number | null, enabled: boolean) {
  const q = useGetDatasetQuery(enabled && datasourceId !== null ? datasourceId : skipToken);
  const columns = (q.data?.columns ?? []) as DatasetColumn[];
  return { columns, loading: q.isLoading || q.isFetching, error: q.isError };
}
