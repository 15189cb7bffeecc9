import { describe, expect, it } from 'vitest';
import { renderOptionToSvg, svgTexts } from '../funnel/ssr.test-support.js';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { transformMixedTimeseriesProps } from './transformProps.js';

describe('mixed chart render', () => {
  it('draws bars and a line with a secondary axis title', () => {
    const T = (m: number) => Date.UTC(2024, m, 1);
    const rows = [0, 1, 2].map((m) => ({ order_date: T(m), sales: 100 * (m + 1), orders: 3 - m }));
    const result = (metric: string) => ({
      colnames: ['order_date', metric],
      coltypes: [2, 0],
      data: rows.map((r) => ({ order_date: r.order_date, [metric]: r[metric as 'sales' | 'orders'] })),
    });
    const props = transformMixedTimeseriesProps(
      transformInput(
        formDataOf('mixed_timeseries', {
          x_axis: 'order_date',
          metrics: ['sales'],
          metrics_b: ['orders'],
          seriesType: 'bar',
          seriesTypeB: 'line',
          yAxisIndexB: 1,
          yAxisTitleSecondary: 'Orders',
        }),
        [result('sales'), result('orders')],
        { width: 500, height: 300 },
      ),
    );
    const svg = renderOptionToSvg(props.echartOptions, 500, 300);
    // Three bars in the first colour, one polyline in the second.
    expect(svg.match(/<path d="M[^"]*Z"[^>]*fill="#1FA8C9"/gi)?.length).toBeGreaterThanOrEqual(3);
    expect(svg).toMatch(/<path d="M[^"]*"[^>]*fill="none"[^>]*stroke="#454E7C"/i);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['sales', 'orders', 'Orders']));
  });
});
