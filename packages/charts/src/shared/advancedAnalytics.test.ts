import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { buildAdvancedAnalytics, effectiveYAxisFormat, isTimeComparison } from './advancedAnalytics.js';

const fd = (extra: Record<string, unknown>): FormData => ({
  viz_type: 'echarts_timeseries_line',
  datasource: '1__table',
  ...extra,
});
const query = { metrics: ['count'] };

describe('buildAdvancedAnalytics', () => {
  it('is empty without analytics (and for the stored "None")', () => {
    expect(buildAdvancedAnalytics(fd({}), query)).toEqual([]);
    expect(buildAdvancedAnalytics(fd({ rolling_type: 'None', comparison_type: 'values' }), query)).toEqual(
      [],
    );
  });

  it('orders rolling, compare, resample', () => {
    const steps = buildAdvancedAnalytics(
      fd({
        rolling_type: 'sum',
        rolling_periods: 3,
        time_compare: '1 week ago',
        comparison_type: 'ratio',
        resample_rule: '1D',
        resample_method: 'zerofill',
      }),
      query,
    );
    expect(steps).toEqual([
      {
        operation: 'rolling',
        options: {
          rolling_type: 'sum',
          window: 3,
          min_periods: 0,
          columns: { count: 'count', 'count__1 week ago': 'count__1 week ago' },
        },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['count'],
          compare_columns: ['count__1 week ago'],
          compare_type: 'ratio',
          drop_original_columns: true,
        },
      },
      { operation: 'resample', options: { method: 'asfreq', rule: '1D', fill_value: 0 } },
    ]);
  });

  it('needs time shifts and metrics for a comparison', () => {
    expect(isTimeComparison(fd({ comparison_type: 'difference', time_compare: [] }), query)).toBe(false);
    expect(
      isTimeComparison(fd({ comparison_type: 'difference', time_compare: ['1 day ago'] }), { metrics: [] }),
    ).toBe(false);
    expect(isTimeComparison(fd({ comparison_type: 'difference', time_compare: ['1 day ago'] }), query)).toBe(
      true,
    );
  });

  it('forces .1% for percentage change', () => {
    expect(effectiveYAxisFormat(fd({ y_axis_format: ',d' }))).toBe(',d');
    expect(
      effectiveYAxisFormat(
        fd({ y_axis_format: ',d', comparison_type: 'percentage', time_compare: ['1 year ago'] }),
      ),
    ).toBe('.1%');
    expect(effectiveYAxisFormat(fd({}))).toBeUndefined();
  });
});
