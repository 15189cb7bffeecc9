/**
 * Datasets for the filter configuration form: searching the dataset list (GET /api/v1/dataset/)
 * and one dataset's columns and metrics (the filter bar's cached loader, ../useDataset).
 */
import { GenericDataType } from '@meridian/core';
import { getDatasets, type DatasetColumn } from '../../../../api/explore';
import { isTemporal } from '../../../../components/controls/filter/adhocFilter';

export interface DatasetOption {
  value: number;
  label: string;
}

export async function searchDatasets(text: string): Promise<DatasetOption[]> {
  const r = await getDatasets({
    ...(text ? { filters: [{ col: 'table_name', opr: 'ct', value: text }] } : {}),
    order_column: 'table_name',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  });
  return r.result.map((d) => ({
    value: d.id,
    label: d.schema ? `${d.table_name} (${d.schema})` : d.table_name,
  }));
}

export { loadDataset, useDataset, type DatasetState } from '../useDataset';

// The range filter's own rule (not core's isNumericColumn): the engine type decides only when the
// generic type is unknown.
const NUMERIC = /INT|NUM|DEC|FLOAT|DOUBLE|REAL|MONEY/i;
export const isRangeColumn = (c: DatasetColumn) =>
  c.type_generic === GenericDataType.Numeric || (c.type_generic == null && NUMERIC.test(c.type ?? ''));

/** The columns a filter type can target: numeric for ranges, temporal for time columns. */
export function columnsForFilterType(columns: readonly DatasetColumn[], filterType: string): DatasetColumn[] {
  const usable = columns.filter((c) => c.filterable !== false && c.is_active !== false);
  if (filterType === 'filter_range') return usable.filter(isRangeColumn);
  if (filterType === 'filter_timecolumn') return usable.filter((c) => isTemporal(c));
  return usable;
}
