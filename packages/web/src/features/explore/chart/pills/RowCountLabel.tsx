/** "N rows" above the chart (Superset's RowCountLabel): red, with a tooltip, when the row limit was reached. */
import { getNumberFormatter } from '@meridian/core';
import { Tag, Tooltip } from 'antd';

export const ROW_LIMIT_REACHED =
  'The row limit set for the chart was reached. The chart may show partial data.';

export function rowCountText(rowcount: number): string {
  return `${getNumberFormatter()(rowcount)} ${rowcount === 1 ? 'row' : 'rows'}`;
}

export function RowCountLabel({ rowcount, limit }: { rowcount: number; limit: number | null }) {
  const limitReached = Boolean(limit) && rowcount >= (limit ?? 0);
  const label = (
    <Tag color={limitReached || rowcount === 0 ? 'error' : 'default'} style={{ marginInlineEnd: 0 }}>
      <span data-test="row-count-label" data-limit-reached={limitReached}>
        {rowCountText(rowcount)}
      </span>
    </Tag>
  );
  return limitReached ? <Tooltip title={ROW_LIMIT_REACHED}>{label}</Tooltip> : label;
}
