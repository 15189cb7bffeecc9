/** The time range filter (filter_time): explore's time range control, its value as the mask's time_range. */
import { NO_TIME_RANGE, timeFilterValueOf, timeRangeDataMask } from '@meridian/core';
import { TimeRangeControl } from '../../../../components/controls/time/TimeRangeControl';
import type { FilterControlProps } from './types';

export function TimeRangeFilter({ mask, onChange, width }: FilterControlProps) {
  return (
    <div data-test="filter-time" style={{ width }}>
      <TimeRangeControl
        value={timeFilterValueOf(mask) ?? NO_TIME_RANGE}
        onChange={(v) => onChange(timeRangeDataMask(typeof v === 'string' ? v : null))}
      />
    </div>
  );
}
