/**
 * A read-only result grid on AG Grid Community, registering only the modules it uses: row numbers,
 * <NULL> and friends, sortable and resizable columns, a header menu (copy, pin, hide, autosize,
 * CSV), quick search, and a modal for cells holding JSON. Built for large results: the grid is
 * plain AG Grid (`createGrid`: rows and cells are drawn without React; only headers are React,
 * through portals), rows are virtualised, columns start at widths computed from the first rows
 * (no DOM measuring), and rows added later to the same array (a result still arriving) are
 * appended, not reloaded.
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  CsvExportModule,
  QuickFilterModule,
  ClientSideRowModelApiModule,
  RenderApiModule,
  colorSchemeDark,
  colorSchemeLight,
  createGrid,
  themeQuartz,
  type ColDef,
  type GridApi,
  type ICellRendererParams,
  type IHeaderParams,
} from 'ag-grid-community';
import { Modal, theme } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useThemeMode } from '../../app/ThemeProvider';
import { columnWidth, rowNumberWidth } from './columnWidths';
import { GridHeader, type GridHeaderContext } from './GridHeader';
import { cellJson, cellText, copyText, type GridColumn } from './gridData';
import { PortalHeader, type HeaderHost } from './portalHeader';
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
];

export const ROW_NUMBER_COL = '__row_number__';
/**
 * Rows rendered above and below the visible ones (few: a fast scroll redraws every row anyway).
 * The row-number column is not pinned for the same reason: a pinned column doubles the row
 * elements drawn per frame.
 */
const ROW_BUFFER = 2;

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
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new array is a new result; growth is appended below
  const initialRows = useMemo(() => (count === rows.length ? rows : rows.slice(0, count)), [rows]);
  const shown = useRef({ rows, count: 0 });

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
  const columnDefs = useMemo<ColDef[]>(
    () => [
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
        ...(c.type === 0 ? { cellClass: 'mdn-grid-num' } : {}),
        cellClassRules: { 'mdn-grid-null': (p) => p.value === null || p.value === undefined },
        // Plain values are drawn by the grid (valueFormatter); only JSON cells get a React button.
        cellRendererSelector: (p: ICellRendererParams) =>
          cellJson(p.value) === undefined ? undefined : { component: jsonCell },
      })),
    ],
    // Widths come from the rows a result starts with; rows appended later do not change them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, token, jsonCell, rows],
  );

  const downloadCsv = useCallback(
    () =>
      api?.exportDataAsCsv({
        fileName: `${filename}.csv`,
        columnKeys: columns.map((c) => c.name),
        processCellCallback: (p) => (p.value === null || p.value === undefined ? '' : String(p.value)),
      }),
    [api, columns, filename],
  );
  // One context for the grid's life; its callbacks read the latest rows and columns.
  const latest = useRef({ rows, columns, downloadCsv });
  useEffect(() => {
    latest.current = { rows, columns, downloadCsv };
  }, [rows, columns, downloadCsv]);
  const context = useMemo<GridContext>(
    () => ({
      onCopyColumn: (colId) => {
        const { rows: all, columns: cols } = latest.current;
        const column = cols.find((c) => c.name === colId);
        void copyText(all.map((r) => cellText(r[colId], column)).join('\n')).catch(() => undefined);
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

  // The grid itself: created once, its options updated below.
  useEffect(() => {
    if (!host.current) return;
    const created = createGrid(
      host.current,
      {
        context,
        defaultColDef: { sortable: true, resizable: true, minWidth: 48, headerComponent: PortalHeader },
        suppressFieldDotNotation: true,
        // No enableCellTextSelection: it wraps every cell's text in two more elements, and each
        // element drawn costs on every scroll frame (copy is in the column menu and the toolbar).
        rowBuffer: ROW_BUFFER,
        animateRows: false,
        // Row numbers follow the order on screen: redraw the visible ones after a sort or filter.
        onModelUpdated: (e) => e.api.refreshCells({ columns: [ROW_NUMBER_COL] }),
      },
      { modules: MODULES },
    );
    setApi(created);
    return () => {
      setApi(null);
      created.destroy();
    };
  }, [context]);
  useEffect(() => {
    if (api) onReady?.(api);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per grid
  }, [api]);
  useEffect(() => api?.setGridOption('theme', gridTheme), [api, gridTheme]);
  useEffect(() => api?.setGridOption('columnDefs', columnDefs), [api, columnDefs]);
  useEffect(() => api?.setGridOption('quickFilterText', search ?? ''), [api, search]);
  useEffect(() => {
    if (!api) return;
    api.setGridOption('rowData', initialRows);
    shown.current = { rows, count: initialRows.length };
  }, [api, rows, initialRows]);
  useEffect(() => {
    const s = shown.current;
    if (!api || s.rows !== rows || count <= s.count) return;
    api.applyTransaction({ add: rows.slice(s.count, count) });
    s.count = count;
  }, [api, rows, count]);
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
