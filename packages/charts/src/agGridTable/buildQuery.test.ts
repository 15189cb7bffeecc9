import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { agGridTablePlugin } from './index.js';
import { buildAgGridTableQuery } from './buildQuery.js';
import { aggregateFormData, SUM_SALES } from './agGridTable.test-support.js';

describe('buildAgGridTableQuery', () => {
  it('groups by the dimensions, orders by the first metric descending, up to 10,000 rows', () => {
    const context = agGridTablePlugin.buildQuery(aggregateFormData());
    expect(() => parseQueryContext(context)).not.toThrow();
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['product_line', 'deal_size'],
      metrics: [SUM_SALES, 'count'],
      orderby: [[SUM_SALES, false]],
      row_limit: 10000,
    });
  });

  it('lists columns in raw mode', () => {
    const q = buildAgGridTableQuery(
      aggregateFormData({ query_mode: 'raw', all_columns: ['order_number', 'status'], metrics: [] }),
    ).queries[0]!;
    expect(q.columns).toEqual(['order_number', 'status']);
    expect(q.metrics ?? []).toEqual([]);
  });

  it('under server pagination asks for one page and, in a second query, the row count', () => {
    const fd = aggregateFormData({ server_pagination: true, server_page_length: 20 });
    const [page, count, ...rest] = buildAgGridTableQuery(fd, { currentPage: 2 }).queries;
    expect(rest).toEqual([]);
    expect(page).toMatchObject({ row_limit: 20, row_offset: 40 });
    expect(count).toMatchObject({ is_rowcount: true, row_limit: 0, row_offset: 0, post_processing: [] });
    // The first page is what the plugin builds (the grid asks for the others).
    expect(agGridTablePlugin.buildQuery(fd).queries[0]).toMatchObject({ row_limit: 20, row_offset: 0 });
  });

  it('searches on the server with ILIKE "text%" on the chosen column, in the page and the count', () => {
    const fd = aggregateFormData({ server_pagination: true });
    const { queries } = buildAgGridTableQuery(fd, { searchText: 'Mot', searchColumn: 'product_line' });
    for (const q of queries)
      expect(q.filters).toContainEqual({ col: 'product_line', op: 'ILIKE', val: 'Mot%' });
  });

  it('sorts the page query by the grid sort (a percent column by its metric)', () => {
    const fd = aggregateFormData({ server_pagination: true, percent_metrics: ['count'] });
    const { queries } = buildAgGridTableQuery(fd, {
      sortBy: [
        { key: 'deal_size', desc: false },
        { key: '%count', desc: true },
      ],
    });
    expect(queries[0]!.orderby).toEqual([
      ['deal_size', true],
      ['count', false],
    ]);
    // The row count keeps the chart's own order (any order counts the same rows).
    expect(queries[1]!.orderby).not.toEqual(queries[0]!.orderby);
  });

  it('ignores the grid state without server pagination (the grid searches and sorts its rows)', () => {
    const fd = aggregateFormData();
    const plain = buildAgGridTableQuery(fd);
    expect(buildAgGridTableQuery(fd, { searchText: 'x', searchColumn: 'deal_size' })).toEqual(plain);
  });

  it('adds the totals query when "Show summary" is on', () => {
    const { queries } = buildAgGridTableQuery(aggregateFormData({ show_totals: true }));
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatchObject({ columns: [], metrics: [SUM_SALES, 'count'], row_limit: 0 });
  });
});
