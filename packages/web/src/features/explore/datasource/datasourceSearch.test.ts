import { describe, expect, it } from 'vitest';
import { searchDatasource, sqlLabUrl } from './datasourceSearch';

describe('datasource panel search', () => {
  const columns = [
    { column_name: 'product_line', verbose_name: 'Product Line' },
    { column_name: 'sales', verbose_name: 'Sales' },
  ];
  const metrics = [{ metric_name: 'sum__sales', verbose_name: 'Total Sales', expression: 'SUM(sales)' }];
  it('matches names and verbose names, case-insensitively', () => {
    expect(searchDatasource(columns, metrics, '')).toEqual({ columns, metrics });
    expect(searchDatasource(columns, metrics, 'SALES')).toEqual({ columns: [columns[1]], metrics });
    expect(searchDatasource(columns, metrics, 'line').columns).toEqual([columns[0]]);
    expect(searchDatasource(columns, metrics, 'total').metrics).toEqual(metrics);
  });
  it('links to SQL Lab with the dataset SQL', () => {
    const url = sqlLabUrl({ id: 3, select_star: 'SELECT * FROM t LIMIT 100', database: { id: 1 } });
    const q = new URLSearchParams(url.split('?')[1]);
    expect(q.get('datasourceKey')).toBe('3__table');
    expect(q.get('sql')).toBe('SELECT * FROM t LIMIT 100');
    expect(q.get('dbid')).toBe('1');
  });
});
