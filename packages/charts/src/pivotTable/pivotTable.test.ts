import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { buildPivotTableQuery } from './buildQuery.js';
import { transformPivotTableProps } from './transformProps.js';
import { baseAxisColumn, transformInput } from '../test-support/chartInput.js';

const formData: FormData = {
  viz_type: 'pivot_table_v2',
  datasource: '9__table',
  groupbyRows: ['region', 'country'],
  groupbyColumns: ['order_date'],
  metrics: ['sales'],
  time_grain_sqla: 'P1Y',
  temporal_columns_lookup: { order_date: true },
  aggregateFunction: 'Sum',
  rowSubTotals: true,
  colTotals: true,
  rowTotals: true,
  valueFormat: ',d',
  date_format: '%Y',
  row_limit: 10000,
  order_desc: true,
};

const y2020 = Date.UTC(2020, 0, 1);
const y2021 = Date.UTC(2021, 0, 1);

describe('buildPivotTableQuery', () => {
  it('groups by columns then rows, the temporal one on its grain, ordered by the first metric', () => {
    const context = buildPivotTableQuery(formData);
    const q = context.queries[0]!;
    expect(q.columns).toEqual([baseAxisColumn('order_date', 'P1Y'), 'region', 'country']);
    expect(q.metrics).toEqual(['sales']);
    expect(q.orderby).toEqual([['sales', false]]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });
});

describe('transformPivotTableProps', () => {
  const props = transformPivotTableProps(
    transformInput(
      formData,
      [
        {
          colnames: ['order_date', 'region', 'country', 'sales'],
          coltypes: [2, 1, 1, 0],
          data: [
            { order_date: y2020, region: 'EU', country: 'FR', sales: 1000 },
            { order_date: y2021, region: 'EU', country: 'FR', sales: 2000 },
            { order_date: y2020, region: 'EU', country: 'DE', sales: 500 },
            { order_date: y2021, region: 'US', country: 'US', sales: 4000 },
          ],
        },
      ],
      { width: 400, height: 300 },
    ),
  );

  it('lays out rows with subtotals and a total, columns with a total', () => {
    expect(props.rowAttrs).toEqual(['region', 'country']);
    expect(props.colAttrs).toEqual(['Metric', 'order_date']);
    expect(props.rowLabels).toEqual([
      ['EU', 'DE'],
      ['EU', 'FR'],
      ['EU', 'Subtotal'],
      ['US', 'US'],
      ['US', 'Subtotal'],
      ['Total (Sum)'],
    ]);
    expect(props.colLabels).toEqual([['sales', '2020'], ['sales', '2021'], ['Total (Sum)']]);
  });

  it('fills formatted cells, subtotals and totals', () => {
    expect(props.cells).toEqual([
      ['500', '', '500'],
      ['1,000', '2,000', '3,000'],
      ['1,500', '2,000', '3,500'],
      ['', '4,000', '4,000'],
      ['', '4,000', '4,000'],
      ['1,500', '6,000', '7,500'],
    ]);
  });

  it('shows fractions as percentages', () => {
    const fraction = transformPivotTableProps(
      transformInput(
        {
          ...formData,
          aggregateFunction: 'Sum as Fraction of Total',
          valueFormat: 'SMART_NUMBER',
          rowSubTotals: false,
        },
        [
          {
            colnames: ['region', 'sales'],
            coltypes: [1, 0],
            data: [
              { region: 'EU', sales: 1 },
              { region: 'US', sales: 3 },
            ],
          },
        ],
      ),
    );
    expect(fraction.cells.map((r) => r[0])).toEqual(['25.0%', '75.0%', '100.0%']);
  });

  it('colours cells by the conditional formatting of their metric', () => {
    const coloured = transformPivotTableProps(
      transformInput(
        {
          ...formData,
          conditional_formatting: [
            { column: 'sales', operator: '>', targetValue: 1500, colorScheme: '#FF0000' },
          ],
        },
        [
          {
            colnames: ['order_date', 'region', 'country', 'sales'],
            coltypes: [2, 1, 1, 0],
            data: [
              { order_date: y2020, region: 'EU', country: 'FR', sales: 1000 },
              { order_date: y2021, region: 'EU', country: 'FR', sales: 2000 },
            ],
          },
        ],
      ),
    );
    expect(coloured.cellColors[0]).toEqual([undefined, 'rgba(255, 0, 0, 1)', undefined]);
  });
});

describe('transformPivotTableProps with the dataset', () => {
  it('heads levels and metrics with verbose names and formats each metric with its own format', () => {
    const props = transformPivotTableProps(
      transformInput(
        {
          viz_type: 'pivot_table_v2',
          datasource: '9__table',
          groupbyRows: ['region'],
          groupbyColumns: [],
          metrics: ['sales', 'count'],
          aggregateFunction: 'Sum',
        },
        [
          {
            colnames: ['region', 'sales', 'count'],
            coltypes: [1, 0, 0],
            data: [{ region: 'EU', sales: 1234.5, count: 2000 }],
          },
        ],
        {
          width: 300,
          height: 200,
          datasource: {
            verboseMap: { region: 'Sales region', sales: 'Revenue' },
            columnFormats: { sales: ',.2f' },
            currencyFormats: {},
          },
        },
      ),
    );
    expect(props.rowAttrs).toEqual(['Sales region']);
    expect(props.colAttrs).toEqual(['Metric']);
    expect(props.colLabels).toEqual([['Revenue'], ['count']]);
    expect(props.cells).toEqual([['1,234.50', '2k']]);
  });
});
