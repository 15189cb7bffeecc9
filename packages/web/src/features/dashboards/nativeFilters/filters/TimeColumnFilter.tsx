/** The time column filter (filter_timecolumn): the temporal columns of the target dataset. */
import { timeColumnDataMask, timeFilterValueOf } from '@meridian/core';
import { Select } from 'antd';
import { useMemo } from 'react';
import { filterDatasetId } from './queries';
import type { FilterControlProps } from './types';
import { useDataset } from '../useDataset';

export function TimeColumnFilter({ filter, mask, onChange, width }: FilterControlProps) {
  const { dataset, error } = useDataset(filterDatasetId(filter));
  const options = useMemo(
    () =>
      (dataset?.columns ?? [])
        .filter((c) => c.is_dttm)
        .map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name })),
    [dataset],
  );
  return (
    <Select<string>
      data-test="filter-timecolumn"
      allowClear={filter.controlValues?.enableEmptyFilter !== true}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width }}
      placeholder="Select time column"
      loading={!dataset && !error}
      status={error ? 'error' : undefined}
      options={options}
      value={timeFilterValueOf(mask)}
      onChange={(v) => onChange(timeColumnDataMask(v ?? null))}
    />
  );
}
