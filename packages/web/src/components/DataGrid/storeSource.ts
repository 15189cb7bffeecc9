/**
 * A column store as the rows of AG Grid's infinite row model: the grid asks for the blocks it
 * shows (and keeps a few), so it holds a node for hundreds of rows, not for every row. Sorting and
 * the quick search are done here (a permutation of row indexes, made once per sort and search);
 * CSV and column copies read the store, since the grid only holds the rows it shows.
 */
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import type { ColumnStore } from './columnStore';
import { cellText, type GridColumn } from './gridData';
import { searchRows, sortRows, type SortKey } from './rowView';

export class StoreSource {
  /** Rows of the store the grid may show (a result still arriving has more stored). */
  count: number;
  search = '';

  setCount(count: number): void {
    this.count = count;
  }

  setSearch(search: string): void {
    this.search = search;
  }
  private cached: { key: string; view: Uint32Array | null } | null = null;

  constructor(
    readonly store: ColumnStore,
    readonly columns: readonly GridColumn[],
    count = store.length,
  ) {
    this.count = count;
  }

  /** Store rows in displayed order for a sort model (null: all rows as stored). */
  view(sortModel: readonly SortKey[]): Uint32Array | null {
    const sorts = sortModel.filter((s) => s.sort);
    const key = `${this.count}\n${this.search}\n${JSON.stringify(sorts)}`;
    if (this.cached?.key !== key) {
      const sorted = sortRows(this.store, this.count, sorts);
      this.cached = { key, view: searchRows(this.store, this.count, this.columns, this.search, sorted) };
    }
    return this.cached.view;
  }

  /** Rows shown for a sort model. */
  rowCount(sortModel: readonly SortKey[]): number {
    return this.view(sortModel)?.length ?? this.count;
  }

  /** A new object each time: handing the grid a new datasource makes it drop its rows. */
  datasource(): IDatasource {
    return {
      getRows: (p: IGetRowsParams) => {
        const view = this.view(p.sortModel);
        const total = view ? view.length : this.count;
        const rows: Record<string, unknown>[] = [];
        for (let i = p.startRow; i < Math.min(p.endRow, total); i++)
          rows.push(this.store.row(view ? view[i]! : i));
        p.successCallback(rows, total);
      },
    };
  }

  /** A column's cell texts in stored order, one a line. */
  columnText(name: string): string {
    const col = this.store.names.indexOf(name);
    const column = this.columns.find((c) => c.name === name);
    const lines: string[] = [];
    for (let i = 0; i < this.count; i++)
      lines.push(cellText(col < 0 ? null : this.store.get(i, col), column));
    return lines.join('\n');
  }

  /**
   * Displayed rows as CSV, like AG Grid's export: every value quoted, CRLF lines, a header of
   * column names; cells as displayed unless `cell` says otherwise.
   */
  csv(
    names: readonly string[],
    sortModel: readonly SortKey[],
    cell: (value: unknown, column: GridColumn | undefined) => string = (v, c) => cellText(v, c),
  ): string {
    const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const cols = names.map((n) => ({
      index: this.store.names.indexOf(n),
      column: this.columns.find((c) => c.name === n),
    }));
    const view = this.view(sortModel);
    const total = view ? view.length : this.count;
    const lines = [names.map(quote).join(',')];
    for (let i = 0; i < total; i++) {
      const row = view ? view[i]! : i;
      lines.push(
        cols.map((c) => quote(cell(c.index < 0 ? null : this.store.get(row, c.index), c.column))).join(','),
      );
    }
    return lines.join('\r\n');
  }
}
