/**
 * The control of a native filter, by its type; unknown types say so instead of failing. Each type's
 * code (antd Select, Slider, the time-range picker) loads when a dashboard first shows one.
 */
import { Typography } from 'antd';
import { Suspense } from 'react';
import { lazyNamed } from '../../../../components/lazyNamed';
import type { FilterControlProps } from './types';

const RangeFilter = lazyNamed(() => import('./RangeFilter'), 'RangeFilter');
const SelectFilter = lazyNamed(() => import('./SelectFilter'), 'SelectFilter');
const TimeColumnFilter = lazyNamed(() => import('./TimeColumnFilter'), 'TimeColumnFilter');
const TimeGrainFilter = lazyNamed(() => import('./TimeGrainFilter'), 'TimeGrainFilter');
const TimeRangeFilter = lazyNamed(() => import('./TimeRangeFilter'), 'TimeRangeFilter');

export function FilterControl(props: FilterControlProps) {
  return (
    <Suspense fallback={null}>
      <FilterOfType {...props} />
    </Suspense>
  );
}

function FilterOfType(props: FilterControlProps) {
  switch (props.filter.filterType) {
    case 'filter_select':
      return <SelectFilter {...props} />;
    case 'filter_range':
      return <RangeFilter {...props} />;
    case 'filter_time':
      return <TimeRangeFilter {...props} />;
    case 'filter_timegrain':
      return <TimeGrainFilter {...props} />;
    case 'filter_timecolumn':
      return <TimeColumnFilter {...props} />;
    default:
      return (
        <Typography.Text type="secondary">
          Unsupported filter type: {String(props.filter.filterType)}
        </Typography.Text>
      );
  }
}
