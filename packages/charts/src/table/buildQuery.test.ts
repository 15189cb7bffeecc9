import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { buildTableQuery, getQueryMode } from './buildQuery.js';
import { baseAxisColumn, sumMetric } from '../test-support/chartInput.js';

const sum = sumMetric('sales', 'SUM(sales)');
const aggregate: FormData = {
  viz_type: 'table',
  datasource: '7__table',
  query_mode: 'aggregate',
  groupby: ['product_line'],
  metrics: [sum],
  all_columns: ['ignored_in_aggregate_mode'],
  adhoc_filters: [],
  row_limit: 100,
  order_desc: true,
};

describe('buildTableQuery', () => {
  it('groups by the dimensions and orders by the first metric, descending', () => {
    const [q, ...rest] = buildTableQuery(aggregate).queries;
    expect(rest).toEqual([]);
    expect(q).toMatchObject({
      columns: ['product_line'],
      metrics: [sum],
      orderby: [[sum, false]],
      row_limit: 100,
    });
    expect(q!.post_processing).toEqual([]);
  });

  it('orders by the sort-by metric in the chosen direction', () => {
    const q = buildTableQuery({ ...aggregate, timeseries_limit_metric: 'count', order_desc: false })
      .queries[0]!;
    expect(q.orderby).toEqual([['count', true]]);
  });

  it('adds percent metrics through a contribution step', () => {
    const q = buildTableQuery({ ...aggregate, percent_metrics: ['count'] }).queries[0]!;
    expect(q.metrics).toEqual([sum, 'count']);
    expect(q.post_processing).toEqual([
      { operation: 'contribution', options: { columns: ['count'], rename_columns: ['%count'] } },
    ]);
  });

  it('lists raw records with their ordering', () => {
    const raw: FormData = {
      viz_type: 'table',
      datasource: '21__table',
      query_mode: 'raw',
      all_columns: ['name', 'global_sales'],
      groupby: ['name'],
      metrics: [sum],
      order_by_cols: ['["global_sales", false]'],
    };
    const q = buildTableQuery(raw).queries[0]!;
    expect(q.columns).toEqual(['name', 'global_sales']);
    expect(q.metrics).toBeUndefined();
    expect(q.orderby).toEqual([['global_sales', false]]);
    expect(() => buildTableQuery({ ...raw, order_by_cols: ['[global_sales'] })).toThrow(
      'Found invalid orderby options',
    );
  });

  it('guesses the mode of older charts', () => {
    expect(getQueryMode({ viz_type: 'table', datasource: '', all_columns: ['a'] })).toBe('raw');
    expect(getQueryMode({ viz_type: 'table', datasource: '', all_columns: ['a'], metrics: ['count'] })).toBe(
      'aggregate',
    );
  });

  it('pages on the server with a row-count query', () => {
    const { queries } = buildTableQuery(
      { ...aggregate, server_pagination: true, server_page_length: 20 },
      { currentPage: 2 },
    );
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({ row_limit: 20, row_offset: 40 });
    expect(queries[1]).toMatchObject({ is_rowcount: true, row_limit: 0, row_offset: 0, post_processing: [] });
  });

  it('adds a totals query without dimensions or ordering for "show totals"', () => {
    const { queries } = buildTableQuery({ ...aggregate, show_totals: true });
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatchObject({ columns: [], row_limit: 0, metrics: [sum] });
    expect(queries[1]!.orderby).toBeUndefined();
    expect(queries[1]!.order_desc).toBeUndefined();
    expect(() =>
      parseQueryContext(JSON.parse(JSON.stringify(buildTableQuery({ ...aggregate, show_totals: true })))),
    ).not.toThrow();
  });

  it('truncates temporal dimensions to the time grain', () => {
    const q = buildTableQuery({
      ...aggregate,
      groupby: ['order_date', 'product_line'],
      time_grain_sqla: 'P1M',
      temporal_columns_lookup: { order_date: true },
    }).queries[0]!;
    expect(q.columns).toEqual([baseAxisColumn('order_date', 'P1M'), 'product_line']);
  });
});
