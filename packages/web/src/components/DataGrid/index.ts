export { DataGrid, ROW_NUMBER_COL, type DataGridProps } from './DataGrid';
export { cellJson, cellText, copyText, rowsToTsv, type GridColumn } from './gridData';
