/**
 * The DataGrid's plain AG Grid instance and what feeds it: the row model (client-side rows or a
 * column store), the theme, the column definitions, and the context its headers and column menus
 * call back through.
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  InfiniteRowModelModule,
  ColumnAutoSizeModule,
  CsvExportModule,
  QuickFilterModule,
  ClientSideRowModelApiModule,
  RenderApiModule,
  colorSchemeDark,
  colorSchemeLight,
  createGrid,
  themeQuartz,
  type CsvExportParams,
  type GridApi,
  type ICellRendererParams,
  type IHeaderParams,
} from 'ag-grid-community';
import { theme } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { downloadBlob } from '../../api/chartData';
import { useThemeMode } from '../../theme/ThemeProvider';
import { storeOf } from './columnarRows';
import { ColumnStore } from './columnStore';
import { rowNumberWidth } from './columnWidths';
import type { GridHeaderContext } from './GridHeader';
import { buildColumnDefs, ROW_NUMBER_COL } from './gridColumns';
import { cellJson, cellText, copyText, type GridColumn } from './gridData';
import { PortalHeader, type HeaderHost } from './portalHeader';
import { rowModelOptions, sortModelOf, useClientRows, useStoreRows } from './rowModels';
import { StoreSource } from './storeSource';

const MODULES = [
  ClientSideRowModelModule,
  CsvExportModule,
  QuickFilterModule,
  ColumnAutoSizeModule,
  ColumnApiModule,
  CellStyleModule,
  ClientSideRowModelApiModule,
  RenderApiModule,
  InfiniteRowModelModule,
];

/**
 * Rows rendered above and below the visible ones (few: a fast scroll redraws every row anyway).
 * The row-number column is not pinned for the same reason: a pinned column doubles the row
 * elements drawn per frame.
 */
const ROW_BUFFER = 2;
/** Plain arrays from this many rows are shown from a column store, like streamed results. */
export const STORE_MIN_ROWS = 50_000;
/** A cell as the column menu's CSV has it: the value, not its display text. */
const rawText = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : `${v as string}`;

const csvFile = (text: string, fileName: string) =>
  downloadBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);

type GridContext = GridHeaderContext & HeaderHost;
type Token = ReturnType<typeof theme.useToken>['token'];
type Rows = Record<string, unknown>[];
/** The React headers AG Grid has asked for, by the element each is portalled into. */
export type GridHeaders = Map<HTMLElement, { key: number; params: IHeaderParams }>;

export interface DataGridOptions {
  columns: GridColumn[];
  rows: Rows;
  rowCount?: number;
  search?: string;
  filename?: string;
  onReady?: (api: GridApi) => void;
}

let headerKeys = 0;

/** The rows as the grid takes them: a store source (infinite model) or the first `count` rows. */
function useGridRows(rows: Rows, columns: GridColumn[], rowCount: number | undefined) {
  // The grid starts from the rows there are now; later rows of the same array are appended.
  const count = rowCount ?? rows.length;
  const store = useMemo(() => {
    const columnar = storeOf(rows);
    if (columnar || rows.length < STORE_MIN_ROWS) return columnar;
    const built = new ColumnStore(columns.map((c) => c.name));
    built.appendObjects(rows);
    return built;
  }, [rows, columns]);
  const source = useMemo(
    () => (store ? new StoreSource(store, columns, count) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later counts are given to the source below
    [store, columns],
  );
  const infinite = source !== null;
  const initialRows = useMemo(
    () => (infinite ? [] : count === rows.length ? rows : rows.slice(0, count)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new array is a new result; growth is appended below
    [rows, infinite],
  );
  return { count, source, infinite, initialRows };
}

function useGridTheme(isDark: boolean, token: Token) {
  return useMemo(
    () =>
      themeQuartz.withPart(isDark ? colorSchemeDark : colorSchemeLight).withParams({
        fontFamily: 'inherit',
        fontSize: 12,
        headerFontSize: 12,
        accentColor: token.colorPrimary,
        rowHeight: 28,
        headerHeight: 32,
        spacing: 6,
      }),
    [isDark, token.colorPrimary],
  );
}

function useColumnDefs(columns: GridColumn[], rows: Rows, token: Token, onJson: (json: unknown) => void) {
  // JSON cells open the content modal; every other cell is plain text drawn by the grid.
  const jsonCell = useMemo(
    () => (p: ICellRendererParams) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.test = 'json-cell';
      button.textContent = p.valueFormatted ?? cellText(p.value);
      button.style.cssText = `border:0;background:none;padding:0;cursor:pointer;font:inherit;color:${token.colorLink}`;
      button.addEventListener('click', () => onJson(cellJson(p.value)));
      return button;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onJson is a state setter
    [token.colorLink],
  );
  return useMemo(
    () => buildColumnDefs(columns, rows, jsonCell),
    // Widths come from the rows a result starts with; rows appended later do not change them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, token, jsonCell, rows],
  );
}

interface Latest {
  rows: Rows;
  columns: GridColumn[];
  source: StoreSource | null;
  downloadCsv: () => void;
}

/** The grid's context (column menu actions, header portals) and the latest values it reads. */
function useGridContext(api: GridApi | null, latestValues: Omit<Latest, 'downloadCsv'>, filename: string) {
  const { rows, columns, source } = latestValues;
  const [headers, setHeaders] = useState<GridHeaders>(() => new Map());
  const downloadCsv = useCallback(() => {
    const fileName = `${filename}.csv`;
    const names = columns.map((c) => c.name);
    if (source && api) csvFile(source.csv(names, sortModelOf(api), rawText), fileName);
    else api?.exportDataAsCsv({ fileName, columnKeys: names, processCellCallback: (p) => rawText(p.value) });
  }, [api, source, columns, filename]);
  // One context for the grid's life; its callbacks read the latest rows and columns.
  const latest = useRef<Latest>({ rows, columns, source, downloadCsv });
  useEffect(() => {
    latest.current = { rows, columns, source, downloadCsv };
  }, [rows, columns, source, downloadCsv]);
  const context = useMemo<GridContext>(
    () => ({
      onCopyColumn: (colId) => {
        const { rows: all, columns: cols, source: src } = latest.current;
        const column = cols.find((c) => c.name === colId);
        const text = src ? src.columnText(colId) : all.map((r) => cellText(r[colId], column)).join('\n');
        void copyText(text).catch(() => undefined);
      },
      onDownloadCsv: () => latest.current.downloadCsv(),
      mountHeader: (el, params) =>
        setHeaders((m) => new Map(m).set(el, { key: m.get(el)?.key ?? ++headerKeys, params })),
      unmountHeader: (el) =>
        setHeaders((m) => {
          const next = new Map(m);
          next.delete(el);
          return next;
        }),
    }),
    [],
  );
  return { headers, context, latest };
}

/** The grid itself: created once (per row model) in `host`; its options are updated elsewhere. */
function useGridInstance(
  host: RefObject<HTMLDivElement | null>,
  context: GridContext,
  source: StoreSource | null,
  setApi: (api: GridApi | null) => void,
) {
  const infinite = source !== null;
  const firstSource = useRef(source);
  firstSource.current ??= source;
  useEffect(() => {
    if (!host.current) return;
    const rowModel = rowModelOptions(infinite, firstSource.current?.count ?? 0);
    const created = createGrid(
      host.current,
      {
        ...rowModel,
        context,
        defaultColDef: { sortable: true, resizable: true, minWidth: 48, headerComponent: PortalHeader },
        suppressFieldDotNotation: true,
        // No enableCellTextSelection: it wraps every cell's text in two more elements, and each
        // element drawn costs on every scroll frame (copy is in the column menu and the toolbar).
        // None for a store: its rows are drawn twice when first shown (pending, then filled).
        rowBuffer: infinite ? 0 : ROW_BUFFER,
        animateRows: false,
      },
      { modules: MODULES },
    );
    setApi(created);
    return () => {
      setApi(null);
      created.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- host and setApi are stable
  }, [context, infinite]);
}

/** Hands the api to `onReady` once per grid; for a store, its CSV export comes from the store. */
function useReadyApi(
  api: GridApi | null,
  infinite: boolean,
  latest: RefObject<Latest>,
  onReady: ((api: GridApi) => void) | undefined,
) {
  useEffect(() => {
    if (!api) return;
    // The grid holds only the rows it shows: its CSV export of a store comes from the store.
    const exportDataAsCsv = (p?: CsvExportParams) => {
      const src = latest.current.source;
      if (!src) return api.exportDataAsCsv(p);
      const keys = p?.columnKeys?.map((k) => (typeof k === 'string' ? k : k.getColId()));
      const names = keys ?? src.columns.map((c) => c.name).filter((n) => api.getColumn(n)?.isVisible());
      csvFile(src.csv(names, sortModelOf(api)), typeof p?.fileName === 'string' ? p.fileName : 'export.csv');
    };
    onReady?.(
      infinite ? (Object.create(api, { exportDataAsCsv: { value: exportDataAsCsv } }) as GridApi) : api,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per grid
  }, [api]);
}

/** The grid in `host` kept up to date with the props; returns the headers to portal. */
export function useDataGrid(
  { columns, rows, rowCount, search, filename = 'data', onReady }: DataGridOptions,
  host: RefObject<HTMLDivElement | null>,
  onJson: (json: unknown) => void,
): GridHeaders {
  const { token } = theme.useToken();
  const { isDark } = useThemeMode();
  const [api, setApi] = useState<GridApi | null>(null);
  const { count, source, infinite, initialRows } = useGridRows(rows, columns, rowCount);
  const gridTheme = useGridTheme(isDark, token);
  const columnDefs = useColumnDefs(columns, rows, token, onJson);
  const { headers, context, latest } = useGridContext(api, { rows, columns, source }, filename);
  useGridInstance(host, context, source, setApi);
  useReadyApi(api, infinite, latest, onReady);
  useEffect(() => api?.setGridOption('theme', gridTheme), [api, gridTheme]);
  useEffect(() => api?.setGridOption('columnDefs', columnDefs), [api, columnDefs]);
  useClientRows(api, !infinite, rows, initialRows, count, search);
  useStoreRows(api, source, count, search);
  // The row-number column widens as digits are added.
  const numberWidth = rowNumberWidth(count);
  useEffect(() => {
    api?.setColumnWidths([{ key: ROW_NUMBER_COL, newWidth: numberWidth }]);
  }, [api, numberWidth]);
  return headers;
}
