/** The time column filter (filter_timecolumn): the temporal columns of the target dataset. */
import { timeColumnDataMask } from '@meridian/core';
import { useMemo } from 'react';
import { filterDatasetId } from './queries';
import { TimeChoiceSelect } from './TimeChoiceSelect';
import type { FilterControlProps } from './types';
import { useDataset } from '../useDataset';

export function TimeColumnFilter(props: FilterControlProps) {
  const { dataset, error } = useDataset(filterDatasetId(props.filter));
  const options = useMemo(
    () =>
      (dataset?.columns ?? [])
        .filter((c) => c.is_dttm)
        .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name })),
    [dataset],
  );
  return (
    <TimeChoiceSelect
      {...props}
      dataTest="filter-timecolumn"
      placeholder="Select time column"
      loading={!dataset && !error}
      status={error ? 'error' : undefined}
      options={options}
      toMask={timeColumnDataMask}
    />
  );
}
