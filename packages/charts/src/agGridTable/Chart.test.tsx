// @vitest-environment happy-dom
/**
 * The AG Grid table mounted in a DOM: the grid with its headers (labels, right-aligned metrics), the
 * rows in its model, the search box. Cells are drawn only in a laid-out page: the browser test
 * (e2e/agGridTable) checks them, their colours and the paging.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { transformInput } from '../test-support/chartInput.js';
import { aggregateFormData, aggregateResult } from './agGridTable.test-support.js';
import AgGridTableChart from './Chart.js';
import { transformAgGridTableProps } from './transformProps.js';

afterEach(cleanup);

const propsOf = (fields: Record<string, unknown>, rows = 5) =>
  transformAgGridTableProps(
    transformInput(aggregateFormData(fields), [aggregateResult(rows)], { width: 600, height: 400 }),
  );

describe('AgGridTableChart', () => {
  it('mounts the grid with the column headers and every row in its model', async () => {
    render(<AgGridTableChart {...propsOf({ column_config: { count: { customColumnName: 'Orders' } } })} />);
    await waitFor(() => expect(document.querySelectorAll('.ag-header-cell')).toHaveLength(4));
    const headers = [...document.querySelectorAll('.ag-header-cell')].map((h) => h.textContent?.trim());
    expect(headers).toEqual(['product_line', 'deal_size', 'SUM(sales)', 'Orders']);
    expect(document.querySelector('[col-id="SUM(sales)"].ag-right-aligned-header')).toBeTruthy();
    // Five rows and the header row.
    expect(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')).toBe('6');
    expect(screen.getByPlaceholderText('Search 5 records')).toBeTruthy();
  });

  it('shows the server pager with the row count under server pagination', () => {
    const props = transformAgGridTableProps(
      transformInput(
        aggregateFormData({ server_pagination: true, server_page_length: 10, include_search: true }),
        [aggregateResult(10), { colnames: ['rowcount'], data: [{ rowcount: 95 }] }],
        { width: 600, height: 400 },
      ),
    );
    render(<AgGridTableChart {...props} />);
    const pager = document.querySelector('[data-test="ag-grid-pager"]');
    expect(pager?.textContent).toContain('1–10 of 95');
    expect(pager?.textContent).toContain('Page 1 of 10');
    expect(screen.getByLabelText<HTMLButtonElement>('Previous page').disabled).toBe(true);
    // The server search offers the text columns.
    const options = [...screen.getByLabelText<HTMLSelectElement>('Search column').options].map(
      (o) => o.value,
    );
    expect(options).toEqual(['product_line', 'deal_size']);
  });
});
