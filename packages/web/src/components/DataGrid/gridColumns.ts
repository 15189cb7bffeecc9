/**
 * The grid's column definitions: a row-number column, then one column per result column with its
 * width from the first rows, display text, quick-search text, null/number classes, and a button for
 * cells holding JSON.
 */
import { GenericDataType } from '@meridian/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { columnWidth, rowNumberWidth } from './columnWidths';
import { cellJson, cellText, type GridColumn } from './gridData';

export const ROW_NUMBER_COL = '__row_number__';

const NUMBER_CLASS = 'mdn-grid-num';
const NULL_CLASS = 'mdn-grid-null';
const NUMBER_NULL_CLASSES = [NUMBER_CLASS, NULL_CLASS];

export function buildColumnDefs(
  columns: readonly GridColumn[],
  rows: readonly Record<string, unknown>[],
  jsonCell: (p: ICellRendererParams) => HTMLElement,
): ColDef[] {
  return [
    {
      colId: ROW_NUMBER_COL,
      headerName: '',
      valueGetter: (p) => (p.node?.rowIndex ?? 0) + 1,
      width: rowNumberWidth(rows.length),
      sortable: false,
      resizable: false,
      suppressMovable: true,
      headerComponent: null,
      cellClass: 'mdn-grid-rownum',
    },
    ...columns.map<ColDef>((c) => ({
      colId: c.name,
      field: c.name,
      headerName: c.name,
      width: columnWidth(c, rows),
      valueFormatter: (p) => cellText(p.value, c),
      getQuickFilterText: (p) => cellText(p.value, c),
      // Classes, not style functions: cheaper for the cells drawn on every scroll.
      cellClass: (p) =>
        p.value === null || p.value === undefined
          ? c.type === GenericDataType.Numeric
            ? NUMBER_NULL_CLASSES
            : NULL_CLASS
          : c.type === GenericDataType.Numeric
            ? NUMBER_CLASS
            : undefined,
      // Plain values are drawn by the grid (valueFormatter); only JSON cells get a button.
      cellRendererSelector: (p: ICellRendererParams) =>
        cellJson(p.value) === undefined ? undefined : { component: jsonCell },
    })),
  ];
}
