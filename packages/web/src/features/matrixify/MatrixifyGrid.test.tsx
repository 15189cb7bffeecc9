import { ChartRegistry, type FormData } from '@meridian/charts';
import { cleanup, render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartRegistryProvider, staticRegistrySource } from '../../components/ChartRenderer';
import { MatrixifyGrid } from './MatrixifyGrid';

/** Nothing ever comes into view: the cells must not ask for data. */
class NeverInView {
  observe() {}
  disconnect() {}
  unobserve() {}
}

const SALES = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
};
const QTY = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'qty' }, label: 'SUM(qty)' };

const formData = (extra: Record<string, unknown>): FormData => ({
  viz_type: 'pie',
  datasource: '1__table',
  metric: 'count',
  groupby: ['status'],
  matrixify_enable: true,
  ...extra,
});

const all = (id: string) => Array.from(document.querySelectorAll<HTMLElement>(`[data-test="${id}"]`));
const texts = (id: string) => all(id).map((e) => e.textContent);
/** The elements once at least one is drawn. */
async function find(id: string): Promise<HTMLElement[]> {
  await waitFor(() => expect(all(id).length).toBeGreaterThan(0));
  return all(id);
}

function renderGrid(fd: FormData) {
  return render(
    <ChartRegistryProvider source={staticRegistrySource(new ChartRegistry())}>
      <Suspense fallback={null}>
        <MatrixifyGrid formData={fd} width={900} height={400} />
      </Suspense>
    </ChartRegistryProvider>,
  );
}

describe('MatrixifyGrid', () => {
  const fetchSpy = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', NeverInView);
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchSpy.mockReset();
  });

  it('draws a cell per member and metric with headers, and queries none out of view', async () => {
    renderGrid(
      formData({
        matrixify_mode_rows: 'metrics',
        matrixify_rows: [SALES, QTY],
        matrixify_mode_columns: 'dimensions',
        matrixify_dimension_columns: { dimension: 'product_line', values: ['Planes', 'Ships', 'Trains'] },
        matrixify_cell_title_template: '{{rowLabel}} of {{colLabel}}',
        matrixify_row_height: 250,
      }),
    );
    const cells = await find('matrixify-cell');
    expect(cells).toHaveLength(6);
    expect(texts('matrixify-col-header')).toEqual(['Planes', 'Ships', 'Trains']);
    expect(texts('matrixify-row-header')).toEqual(['SUM(sales)', 'SUM(qty)']);
    expect(texts('matrixify-cell-title')[5]).toBe('SUM(qty) of Trains');
    expect(cells[0]!.style.height).toBe('250px');
    expect(cells.some((c) => c.hasAttribute('data-queried'))).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('wraps a row after the charts per row when columns do not fit dynamically', async () => {
    renderGrid(
      formData({
        matrixify_mode_columns: 'dimensions',
        matrixify_dimension_columns: { dimension: 'product_line', values: ['A', 'B', 'C'] },
        matrixify_fit_columns_dynamically: false,
        matrixify_charts_per_row: 2,
      }),
    );
    expect(await find('matrixify-cell')).toHaveLength(3);
    // Two groups (2 + 1 cells), each under its own headers; no row labels without a row axis.
    expect(all('matrixify-col-header')).toHaveLength(3);
    expect(all('matrixify-row-header')).toHaveLength(0);
  });

  it('names what the configuration lacks instead of drawing', async () => {
    renderGrid(
      formData({
        matrixify_mode_rows: 'dimensions',
        matrixify_dimension_selection_mode_rows: 'topn',
        matrixify_topn_value_rows: '',
      }),
    );
    const [errors] = await find('matrixify-errors');
    expect(errors!.textContent).toContain('Rows: Dimension is required');
    expect(errors!.textContent).toContain('Rows: Number of top values cannot be empty');
    expect(errors!.textContent).toContain('Rows: Metric for ordering cannot be empty');
    expect(all('matrixify-cell')).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
