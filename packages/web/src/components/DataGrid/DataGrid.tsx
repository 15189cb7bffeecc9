/**
 * A read-only result grid on AG Grid Community, registering only the modules it uses: row numbers,
 * <NULL> and friends, sortable and resizable columns, a header menu (copy, pin, hide, autosize,
 * CSV), quick search, and a modal for cells holding JSON. Built for large results: the grid is
 * plain AG Grid (`createGrid`: rows and cells are drawn without React; only headers are React,
 * through portals), rows are virtualised, columns start at widths computed from the first rows
 * (no DOM measuring), and rows added later to the same array (a result still arriving) are
 * appended, not reloaded. Large results (a column store, see columnStore.ts, or many rows) use the
 * infinite row model over the store instead of the client-side one (storeSource.ts): the grid then
 * holds nodes for the rows it shows only, and sorting, search, CSV and copies read the store.
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
import { Modal, theme } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { downloadBlob } from '../../api/chartData';
import { useThemeMode } from '../../theme/ThemeProvider';
import { storeOf } from './columnarRows';
import { ColumnStore } from './columnStore';
import { rowNumberWidth } from './columnWidths';
import { GridHeader, type GridHeaderContext } from './GridHeader';
import { buildColumnDefs, ROW_NUMBER_COL } from './gridColumns';
import { cellJson, cellText, copyText, type GridColumn } from './gridData';
import { PortalHeader, type HeaderHost } from './portalHeader';
import { rowModelOptions, sortModelOf, useClientRows, useStoreRows } from './rowModels';
import { StoreSource } from './storeSource';
import './dataGrid.css';

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

export interface DataGridProps {
  columns: GridColumn[];
  rows: Record<string, unknown>[];
  /**
   * Rows of `rows` to show (default: all). When the same array grows and this grows with it, the
   * new rows are appended to the grid.
   */
  rowCount?: number;
  height: number | string;
  /** Quick search over every cell. */
  search?: string;
  /** File name of CSV downloads, without extension. */
  filename?: string;
  onReady?: (api: GridApi) => void;
  'data-test'?: string;
}

type GridContext = GridHeaderContext & HeaderHost;

let headerKeys = 0;

export function DataGrid({
  columns,
  rows,
  rowCount,
  height,
  search,
  filename = 'data',
  onReady,
  'data-test': dataTest = 'data-grid',
}: DataGridProps) {
  const { token } = theme.useToken();
  const { isDark } = useThemeMode();
  const [api, setApi] = useState<GridApi | null>(null);
  const [json, setJson] = useState<unknown>(undefined);
  const [headers, setHeaders] = useState<Map<HTMLElement, { key: number; params: IHeaderParams }>>(
    () => new Map(),
  );
  const host = useRef<HTMLDivElement>(null);

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

  const gridTheme = useMemo(
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

  // JSON cells open the content modal; every other cell is plain text drawn by the grid.
  const jsonCell = useMemo(
    () => (p: ICellRendererParams) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.test = 'json-cell';
      button.textContent = p.valueFormatted ?? cellText(p.value);
      button.style.cssText = `border:0;background:none;padding:0;cursor:pointer;font:inherit;color:${token.colorLink}`;
      button.addEventListener('click', () => setJson(cellJson(p.value)));
      return button;
    },
    [token.colorLink],
  );
  const columnDefs = useMemo(
    () => buildColumnDefs(columns, rows, jsonCell),
    // Widths come from the rows a result starts with; rows appended later do not change them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, token, jsonCell, rows],
  );

  const downloadCsv = useCallback(() => {
    const fileName = `${filename}.csv`;
    const names = columns.map((c) => c.name);
    if (source && api) csvFile(source.csv(names, sortModelOf(api), rawText), fileName);
    else api?.exportDataAsCsv({ fileName, columnKeys: names, processCellCallback: (p) => rawText(p.value) });
  }, [api, source, columns, filename]);
  // One context for the grid's life; its callbacks read the latest rows and columns.
  const latest = useRef({ rows, columns, source, downloadCsv });
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

  // The grid itself: created once (per row model), its options updated below.
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
  }, [context, infinite]);
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
  useEffect(() => api?.setGridOption('theme', gridTheme), [api, gridTheme]);
  useEffect(() => api?.setGridOption('columnDefs', columnDefs), [api, columnDefs]);
  useClientRows(api, !infinite, rows, initialRows, count, search);
  useStoreRows(api, source, count, search);
  // The row-number column widens as digits are added.
  const numberWidth = rowNumberWidth(count);
  useEffect(() => {
    api?.setColumnWidths([{ key: ROW_NUMBER_COL, newWidth: numberWidth }]);
  }, [api, numberWidth]);

  return (
    <div
      data-test={dataTest}
      className="mdn-grid"
      style={
        {
          height,
          width: '100%',
          '--mdn-grid-muted': token.colorTextQuaternary,
          '--mdn-grid-rownum': token.colorTextTertiary,
        } as CSSProperties
      }
    >
      <div ref={host} style={{ height: '100%', width: '100%' }} />
      {[...headers].map(([el, h]) => createPortal(<GridHeader {...h.params} />, el, String(h.key)))}
      <Modal
        open={json !== undefined}
        title="Cell content"
        footer={null}
        onCancel={() => setJson(undefined)}
        width={640}
      >
        <pre data-test="cell-content" style={{ maxHeight: 480, overflow: 'auto', fontSize: 12 }}>
          {JSON.stringify(json, null, 2)}
        </pre>
      </Modal>
    </div>
  );
}
