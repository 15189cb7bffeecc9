import { describe, expect, it } from 'vitest';
import { canOpenSqlLab, searchDatasource, sqlLabUrl } from './datasourceSearch';

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
  it('links to SQL Lab with the SQL of a virtual dataset or the first rows of a table', () => {
    expect(sqlLabUrl({ id: 3, table_name: 'sales', schema: 'main' })).toBe(
      `/sqllab/?datasourceKey=3__table&sql=${encodeURIComponent('SELECT * FROM main.sales LIMIT 100')}`,
    );
    expect(sqlLabUrl({ id: 4, table_name: 'sales' })).toBe(
      '/sqllab/?datasourceKey=4__table&sql=SELECT%20*%20FROM%20sales%20LIMIT%20100',
    );
    const virtual = 'SELECT a, b\nFROM t WHERE x = 1 & y = 2';
    const q = new URLSearchParams(sqlLabUrl({ id: 5, table_name: 'v', sql: ` ${virtual} ` }).split('?')[1]);
    expect(q.get('datasourceKey')).toBe('5__table');
    expect(q.get('sql')).toBe(virtual);
  });
  it('offers SQL Lab only to users with its menu and read permissions', () => {
    expect(canOpenSqlLab(undefined)).toBe(false);
    expect(canOpenSqlLab({ roles: { Admin: [] } })).toBe(true);
    expect(canOpenSqlLab({ roles: { Gamma: [['can_read', 'Chart']] } })).toBe(false);
    expect(
      canOpenSqlLab({
        roles: {
          sql_lab: [
            ['menu_access', 'SQL Lab'],
            ['can_read', 'SQLLab'],
          ],
        },
      }),
    ).toBe(true);
  });
});
