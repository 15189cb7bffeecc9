import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { buildBigNumberTotalQuery } from './buildQuery.js';
import { transformBigNumberTotalProps } from './transformProps.js';
import { transformInput } from '../test-support/chartInput.js';

const formData: FormData = {
  viz_type: 'big_number_total',
  datasource: '5__table',
  metric: 'count',
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'ds',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    },
  ],
  y_axis_format: '$,.2f',
  subtitle: 'orders',
};

describe('big_number_total', () => {
  it('queries the metric alone', () => {
    const context = buildBigNumberTotalQuery(formData);
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({ metrics: ['count'], columns: [], post_processing: [] });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('formats the value and keeps the subtitle', () => {
    const props = transformBigNumberTotalProps(
      transformInput(formData, [{ colnames: ['count'], data: [{ count: 1234.5 }] }], {
        width: 200,
        height: 100,
      }),
    );
    expect(props.formattedBigNumber).toBe('$1,234.50');
    expect(props.subheader).toBe('orders');
    const empty = transformBigNumberTotalProps(transformInput(formData, [{ colnames: ['count'], data: [] }]));
    expect(empty.formattedBigNumber).toBe('No data');
    const usd = transformBigNumberTotalProps(
      transformInput(
        {
          ...formData,
          y_axis_format: ',.0f',
          currency_format: { symbol: 'USD', symbolPosition: 'prefix' },
        },
        [{ colnames: ['count'], data: [{ count: 5 }] }],
      ),
    );
    expect(usd.formattedBigNumber).toBe('$ 5');
  });
});

describe('big_number_total with the dataset', () => {
  it('formats with the metric saved format and currency unless the chart chose one', () => {
    const datasource = {
      verboseMap: {},
      columnFormats: { count: ',d' },
      currencyFormats: { count: { symbol: 'EUR', symbolPosition: 'suffix' } },
    };
    const draw = (y_axis_format: string) =>
      transformBigNumberTotalProps(
        transformInput(
          { viz_type: 'big_number_total', datasource: '5__table', metric: 'count', y_axis_format },
          [{ colnames: ['count'], data: [{ count: 12345.6 }] }],
          { width: 100, height: 100, datasource },
        ),
      ).formattedBigNumber;
    expect(draw('SMART_NUMBER')).toBe('12,346 €');
    expect(draw('.3s')).toBe('12.3k €');
  });
});
