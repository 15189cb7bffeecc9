/** The control of a native filter, by its type; unknown types say so instead of failing. */
import { Typography } from 'antd';
import { RangeFilter } from './RangeFilter';
import { SelectFilter } from './SelectFilter';
import { TimeColumnFilter } from './TimeColumnFilter';
import { TimeGrainFilter } from './TimeGrainFilter';
import { TimeRangeFilter } from './TimeRangeFilter';
import type { FilterControlProps } from './types';

export function FilterControl(props: FilterControlProps) {
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
