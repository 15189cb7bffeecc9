/**
 * The grid's column definitions from the table's columns: formatted values, alignment, widths, cell
 * bars and conditional-formatting colours as cell styles, the selected cross-filter values in bold,
 * and the summary row pinned at the bottom ("Summary" under the first column, metric totals).
 */
import type { CellStyle, ColDef, ValueFormatterParams } from 'ag-grid-community';
import { toNumberOrNull, toText } from '../shared/chartData.js';
import type { TableColumn } from '../table/transformProps.js';

type Row = Record<string, unknown>;

/** The bar behind a numeric cell (Superset's cell bars), from the column's [min, max]. */
export function cellBar(column: TableColumn, value: unknown): string | undefined {
  const n = toNumberOrNull(value);
  if (!column.barRange || n === null) return undefined;
  const [min, max] = column.barRange;
  const span = max - min || 1;
  const left = column.alignPositiveNegative ? 0 : ((Math.min(n, 0) - min) / span) * 100;
  const width = (Math.abs(n) / span) * 100;
  const color =
    column.colorPositiveNegative && n < 0 ? 'rgba(224, 67, 85, 0.25)' : 'rgba(172, 225, 196, 0.6)';
  return `linear-gradient(to right, transparent ${left}%, ${color} ${left}%, ${color} ${left + width}%, transparent ${left + width}%)`;
}

/** The style of a body cell: alignment, the first matching rule's colour, the bar, the selection. */
export function cellStyleOf(column: TableColumn, value: unknown, selected: boolean): CellStyle {
  const style: CellStyle = { textAlign: column.align };
  const background = column.colorFormatters.map((f) => f(value)).find(Boolean);
  if (background) style.backgroundColor = background;
  const bar = cellBar(column, value);
  if (bar) style.backgroundImage = bar;
  if (selected) style.fontWeight = 600;
  return style;
}

export interface ColumnDefOptions {
  /** Values of the chart's cross-filter, per dimension key (shown in bold). */
  selected: ReadonlyMap<string, ReadonlySet<unknown>>;
  emitCrossFilters: boolean;
}

export function buildColumnDefs(columns: readonly TableColumn[], options: ColumnDefOptions): ColDef<Row>[] {
  return columns.map((column, index) => {
    const selectedValues = options.selected.get(column.key);
    const clickable = options.emitCrossFilters && column.isDimension;
    return {
      // A key may hold dots or brackets: read it as a plain property, never as a path.
      colId: column.key,
      headerName: column.label,
      valueGetter: (p) => p.data?.[column.key],
      valueFormatter: (p: ValueFormatterParams<Row>) => {
        if (p.node?.rowPinned) return column.isMetric ? column.format(p.value) : index === 0 ? 'Summary' : '';
        return column.format(p.value);
      },
      ...(column.width ? { width: column.width } : { flex: 1, minWidth: 100 }),
      ...(column.align === 'right' ? { headerClass: 'ag-right-aligned-header' } : {}),
      cellStyle: (p): CellStyle => {
        if (p.node.rowPinned) return { textAlign: column.align, fontWeight: 600 };
        const style = cellStyleOf(column, p.value, Boolean(selectedValues?.has(p.value)));
        if (clickable) style.cursor = 'pointer';
        return style;
      },
      // Numbers sort as numbers, text as text; nulls count as the smallest value.
      comparator: (a: unknown, b: unknown) => {
        if (a === b) return 0;
        if (a === null || a === undefined) return -1;
        if (b === null || b === undefined) return 1;
        if (typeof a === 'number' && typeof b === 'number') return a - b;
        return toText(a).localeCompare(toText(b));
      },
      // The quick filter (client-side search) looks at the text shown.
      getQuickFilterText: (p) => column.format(p.value),
    };
  });
}
