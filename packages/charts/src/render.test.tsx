/** The HTML charts render (server-side, no DOM needed); the ECharts ones are drawn in browser tests. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BigNumberTotalChart from './bigNumberTotal/Chart.js';
import { transformBigNumberTotalProps } from './bigNumberTotal/transformProps.js';
import PivotTableChart from './pivotTable/Chart.js';
import { transformPivotTableProps } from './pivotTable/transformProps.js';
import TableChart from './table/Chart.js';
import { transformTableProps } from './table/transformProps.js';
import { formDataOf, transformInput } from './test-support/chartInput.js';

describe('HTML charts', () => {
  it('renders the table with formatted cells and a summary row', () => {
    const props = transformTableProps(
      transformInput(
        formDataOf('table', {
          groupby: ['name'],
          metrics: ['count'],
          show_totals: true,
          include_search: true,
        }),
        [
          {
            colnames: ['name', 'count'],
            coltypes: [1, 0],
            data: [
              { name: 'a', count: 1500 },
              { name: null, count: 2 },
            ],
          },
          { colnames: ['count'], coltypes: [0], data: [{ count: 1502 }] },
        ],
        { width: 300, height: 200 },
      ),
    );
    const html = renderToStaticMarkup(<TableChart {...props} />);
    expect(html).toContain('<th');
    expect(html).toContain('1.5k');
    expect(html).toContain('&lt;NULL&gt;');
    expect(html).toContain('Summary');
    expect(html).toContain('Search 2 records');
  });

  it('renders the pivot table headers and totals', () => {
    const props = transformPivotTableProps(
      transformInput(
        formDataOf('pivot_table_v2', {
          groupbyRows: ['r'],
          groupbyColumns: ['c'],
          metrics: ['m'],
          colTotals: true,
        }),
        [{ colnames: ['c', 'r', 'm'], coltypes: [1, 1, 0], data: [{ c: 'x', r: 'y', m: 3 }] }],
        { width: 300, height: 200 },
      ),
    );
    const html = renderToStaticMarkup(<PivotTableChart {...props} />);
    expect(html).toContain('Total (Sum)');
    expect(html).toContain('Metric');
    expect(html).toContain('>3<');
  });

  it('renders the big number', () => {
    const props = transformBigNumberTotalProps(
      transformInput(
        formDataOf('big_number_total', { metric: 'count', subtitle: 'rows' }),
        [{ colnames: ['count'], data: [{ count: 42 }] }],
        { width: 100, height: 100 },
      ),
    );
    const html = renderToStaticMarkup(<BigNumberTotalChart {...props} />);
    expect(html).toContain('>42<');
    expect(html).toContain('rows');
  });
});
