/** The time grain filter (filter_timegrain): the grains of the target dataset's database. */
import { TIME_GRAIN_OPTIONS, timeFilterValueOf, timeGrainDataMask, timeGrainName } from '@meridian/core';
import { Select } from 'antd';
import { useMemo } from 'react';
import { filterDatasetId } from './queries';
import type { FilterControlProps } from './types';
import { useDataset } from '../useDataset';

export function TimeGrainFilter({ filter, mask, onChange, width }: FilterControlProps) {
  const { dataset } = useDataset(filterDatasetId(filter));
  const options = useMemo(
    () =>
      dataset?.time_grain_sqla?.length
        ? dataset.time_grain_sqla.map(([value, label]) => ({ value, label }))
        : TIME_GRAIN_OPTIONS.map((g) => ({ value: g, label: timeGrainName(g) })),
    [dataset],
  );
  return (
    <Select<string>
      data-test="filter-timegrain"
      allowClear={filter.controlValues?.enableEmptyFilter !== true}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width }}
      placeholder="Select time grain"
      options={options}
      value={timeFilterValueOf(mask)}
      onChange={(v) => onChange(timeGrainDataMask(v ?? null))}
    />
  );
}
