/**
 * The numerical range filter (filter_range): a slider between the column's minimum and maximum and
 * two number inputs ("Value greater than" / "Value less than"). A minimum at or above the maximum
 * shows the spec's message and the pending mask carries the error, so it is not applied.
 */
import {
  RANGE_MAX_PLACEHOLDER,
  RANGE_MIN_PLACEHOLDER,
  rangeFilterDataMask,
  rangeValueOf,
  validateRange,
  type RangeValue,
} from '@meridian/core';
import { InputNumber, Slider, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { boundsFromResult, filterColumn, rangeBoundsQuery } from './queries';
import type { FilterControlProps } from './types';
import { useFilterQuery } from './useFilterData';

export function RangeFilter({ filter, mask, parents, onChange, width }: FilterControlProps) {
  const { token } = theme.useToken();
  const column = filterColumn(filter) ?? '';
  const query = useMemo(() => rangeBoundsQuery(filter, parents), [filter, parents]);
  const bounds = useFilterQuery(query);
  const [min, max] = boundsFromResult(bounds.result);
  const [lo, hi] = rangeValueOf(mask);
  const error = validateRange(lo, hi);

  const change = ([a, b]: RangeValue) => {
    const message = validateRange(a, b);
    if (!message) return onChange(rangeFilterDataMask(column, [a, b]));
    // Kept in the pending state to show, with nothing for the charts.
    onChange({
      extraFormData: {},
      filterState: { value: [a, b], validateStatus: 'error', validateMessage: message },
    });
  };
  const num = (v: number | string | null) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const hasBounds = min !== null && max !== null && min < max;

  return (
    <div data-test="filter-range" style={{ width }}>
      {hasBounds && (
        <Slider
          range
          min={min}
          max={max}
          value={[lo ?? min, hi ?? max]}
          onChange={(v) =>
            change([v[0] === min ? null : (v[0] ?? null), v[1] === max ? null : (v[1] ?? null)])
          }
          style={{ margin: `${token.marginXS}px ${token.marginXS}px ${token.marginSM}px` }}
        />
      )}
      <div style={{ display: 'flex', gap: token.marginXS, alignItems: 'center' }}>
        <InputNumber
          data-test="range-min"
          placeholder={RANGE_MIN_PLACEHOLDER}
          value={lo}
          status={error ? 'error' : undefined}
          onChange={(v) => change([num(v), hi])}
          style={{ flex: 1, minWidth: 0 }}
        />
        <span style={{ color: token.colorTextTertiary }}>–</span>
        <InputNumber
          data-test="range-max"
          placeholder={RANGE_MAX_PLACEHOLDER}
          value={hi}
          status={error ? 'error' : undefined}
          onChange={(v) => change([lo, num(v)])}
          style={{ flex: 1, minWidth: 0 }}
        />
      </div>
      {error && (
        <Typography.Text type="danger" data-test="range-error" style={{ fontSize: token.fontSizeSM }}>
          {error}
        </Typography.Text>
      )}
      {bounds.error && (
        <Typography.Text type="danger" style={{ fontSize: token.fontSizeSM }}>
          {bounds.error}
        </Typography.Text>
      )}
    </div>
  );
}
