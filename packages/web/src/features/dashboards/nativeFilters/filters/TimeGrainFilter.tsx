/** The time grain filter (filter_timegrain): the grains of the target dataset's database. */
import { TIME_GRAIN_OPTIONS, timeGrainDataMask, timeGrainName } from '@meridian/core';
import { useMemo } from 'react';
import { filterDatasetId } from './queries';
import { TimeChoiceSelect } from './TimeChoiceSelect';
import type { FilterControlProps } from './types';
import { useDataset } from '../useDataset';

export function TimeGrainFilter(props: FilterControlProps) {
  const { dataset } = useDataset(filterDatasetId(props.filter));
  const options = useMemo(
    () =>
      dataset?.time_grain_sqla?.length
        ? dataset.time_grain_sqla.map(([value, label]) => ({ value, label }))
        : TIME_GRAIN_OPTIONS.map((g) => ({ value: g, label: timeGrainName(g) })),
    [dataset],
  );
  return (
    <TimeChoiceSelect
      {...props}
      dataTest="filter-timegrain"
      placeholder="Select time grain"
      options={options}
      toMask={timeGrainDataMask}
    />
  );
}
