export { DataGrid, type DataGridProps } from './DataGrid';
export { ROW_NUMBER_COL } from './gridColumns';
export { cellJson, cellText, copyText, rowsToTsv, type GridColumn } from './gridData';
