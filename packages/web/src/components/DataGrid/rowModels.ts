/**
 * How rows reach the grid. Small results use AG Grid's client-side row model: the rows are handed
 * over, rows added later to the same array are appended, and AG Grid sorts and searches. Column
 * stores use the infinite row model over a StoreSource: the grid asks for blocks of the rows it
 * shows, and the store sorts and searches.
 */
import type { GridApi, GridOptions, ICellRendererComp } from 'ag-grid-community';
import { useEffect, useRef } from 'react';
import { ROW_NUMBER_COL } from './gridColumns';
import type { SortKey } from './rowView';
import type { StoreSource } from './storeSource';

/** Infinite-model blocks: rows asked for at once, and blocks kept. */
const BLOCK_ROWS = 50;
const BLOCKS_KEPT = 10;

/** A row whose block is not in yet (it is a task away): one empty element, not a row of cells. */
class PendingRow implements ICellRendererComp {
  private readonly el = document.createElement('div');
  init(): void {}
  getGui(): HTMLElement {
    return this.el;
  }
  refresh(): boolean {
    return false;
  }
}

/** The grid options of the row model (fixed for a grid's life). */
export function rowModelOptions(infinite: boolean, initialRowCount: number): GridOptions {
  return infinite
    ? {
        rowModelType: 'infinite',
        cacheBlockSize: BLOCK_ROWS,
        maxBlocksInCache: BLOCKS_KEPT,
        infiniteInitialRowCount: initialRowCount,
        isFullWidthRow: (p) => p.rowNode.data === undefined,
        fullWidthCellRenderer: PendingRow,
      }
    : {
        // Row numbers follow the order on screen: redraw the visible ones after a sort or filter.
        onModelUpdated: (e) => e.api.refreshCells({ columns: [ROW_NUMBER_COL] }),
      };
}

/** The grid's sort, in the order its columns were sorted. */
export const sortModelOf = (api: GridApi): SortKey[] =>
  api
    .getColumnState()
    .filter((s) => s.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((s) => ({ colId: s.colId, sort: s.sort }));

/**
 * Client-side model (when `active`): `initialRows` are set when the result changes, later rows of
 * the same array up to `count` are appended, `search` is AG Grid's quick filter.
 */
export function useClientRows(
  api: GridApi | null,
  active: boolean,
  rows: Record<string, unknown>[],
  initialRows: Record<string, unknown>[],
  count: number,
  search: string | undefined,
) {
  const shown = useRef({ rows, count: 0 });
  useEffect(() => {
    if (!api || !active) return;
    api.setGridOption('quickFilterText', search ?? '');
  }, [api, active, search]);
  useEffect(() => {
    if (!api || !active) return;
    api.setGridOption('rowData', initialRows);
    shown.current = { rows, count: initialRows.length };
  }, [api, active, rows, initialRows]);
  useEffect(() => {
    const s = shown.current;
    if (!api || !active || s.rows !== rows || count <= s.count) return;
    api.applyTransaction({ add: rows.slice(s.count, count) });
    s.count = count;
  }, [api, active, rows, count]);
}

/**
 * Infinite model over a store: a new store (or a new search) makes the grid ask for its rows
 * again; growth to `count` adds rows.
 */
export function useStoreRows(
  api: GridApi | null,
  source: StoreSource | null,
  count: number,
  search: string | undefined,
) {
  useEffect(() => {
    if (!api || !source) return;
    source.setSearch(search ?? '');
    api.setGridOption('datasource', source.datasource());
    api.setRowCount(source.rowCount(sortModelOf(api)), true);
  }, [api, source, search]);
  useEffect(() => {
    if (!api || !source || source.count === count) return;
    source.setCount(count);
    api.setRowCount(source.rowCount(sortModelOf(api)), true);
    api.refreshInfiniteCache();
  }, [api, source, count]);
}
