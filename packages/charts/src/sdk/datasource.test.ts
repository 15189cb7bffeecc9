import { describe, expect, it } from 'vitest';
import { buildChartDatasource, getMetricFormatter, parseCurrency, verboseName } from './datasource.js';

const dataset = {
  columns: [
    { column_name: 'product_line', verbose_name: 'Product Line' },
    { column_name: 'sales', verbose_name: null },
  ],
  metrics: [
    {
      metric_name: 'sum__sales',
      verbose_name: 'Total sales',
      d3format: ',.2f',
      currency: '{"symbol":"USD"}',
    },
    { metric_name: 'count', verbose_name: 'COUNT(*)', d3format: null, currency: null },
    { metric_name: 'avg_price', d3format: '.1f', currency: { symbol: 'EUR', symbolPosition: 'suffix' } },
  ],
};

describe('chart datasource', () => {
  it('maps names to verbose names and keeps metric formats and currencies', () => {
    const ds = buildChartDatasource(dataset);
    expect(ds.verboseMap).toEqual({
      product_line: 'Product Line',
      sum__sales: 'Total sales',
      count: 'COUNT(*)',
    });
    expect(ds.columnFormats).toEqual({ sum__sales: ',.2f', avg_price: '.1f' });
    expect(ds.currencyFormats).toEqual({
      sum__sales: { symbol: 'USD', symbolPosition: 'prefix' },
      avg_price: { symbol: 'EUR', symbolPosition: 'suffix' },
    });
    expect(verboseName(ds, 'product_line')).toBe('Product Line');
    expect(verboseName(ds, 'sales')).toBe('sales');
    expect(verboseName(undefined, 'sales')).toBe('sales');
    expect(buildChartDatasource(null).verboseMap).toEqual({});
  });

  it('reads a verbose_map and ignores invalid currencies', () => {
    expect(buildChartDatasource({ verbose_map: { a: 'A', b: 'b' } }).verboseMap).toEqual({ a: 'A' });
    expect(parseCurrency('not json')).toBeNull();
    expect(parseCurrency({ symbol: 'NOPE' })).toBeNull();
    expect(parseCurrency({ symbol: 'USD' })).toEqual({ symbol: 'USD', symbolPosition: 'prefix' });
  });

  it('formats a metric with the chart format, else its saved format and currency', () => {
    const ds = buildChartDatasource(dataset);
    expect(getMetricFormatter(ds, 'sum__sales', 'SMART_NUMBER')(1234.5)).toBe('$ 1,234.50');
    expect(getMetricFormatter(ds, 'sum__sales', ',d')(1234.5)).toBe('$ 1,235');
    expect(getMetricFormatter(ds, 'sum__sales', ',d', { symbol: 'EUR' })(1234.5)).toBe('€ 1,235');
    expect(getMetricFormatter(ds, 'avg_price', undefined)(2.25)).toBe('2.3 €');
    expect(getMetricFormatter(ds, 'count', undefined)(1500)).toBe('1.5k');
    expect(getMetricFormatter(undefined, 'count', ',d')(1500)).toBe('1,500');
  });
});
