/**
 * A read-only result grid on AG Grid Community, registering only the modules it uses: row numbers,
 * <NULL> and friends, sortable and resizable columns, a header menu (copy, pin, hide, autosize,
 * CSV), quick search, and a modal for cells holding JSON.
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  CsvExportModule,
  QuickFilterModule,
  colorSchemeDark,
  colorSchemeLight,
  themeQuartz,
  type CellStyle,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type ICellRendererParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { Modal, theme } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useThemeMode } from '../../app/ThemeProvider';
import { GridHeader, type GridHeaderContext } from './GridHeader';
import { cellJson, cellText, copyText, type GridColumn } from './gridData';

const MODULES = [
  ClientSideRowModelModule,
  CsvExportModule,
  QuickFilterModule,
  ColumnAutoSizeModule,
  ColumnApiModule,
  CellStyleModule,
];

export const ROW_NUMBER_COL = '__row_number__';

export interface DataGridProps {
  columns: GridColumn[];
  rows: Record<string, unknown>[];
  height: number | string;
  /** Quick search over every cell. */
  search?: string;
  /** File name of CSV downloads, without extension. */
  filename?: string;
  onReady?: (api: GridApi) => void;
  'data-test'?: string;
}

export function DataGrid({
  columns,
  rows,
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

  const columnDefs = useMemo<ColDef[]>(
    () => [
      {
        colId: ROW_NUMBER_COL,
        headerName: '',
        valueGetter: (p) => (p.node?.rowIndex ?? 0) + 1,
        width: 56,
        pinned: 'left',
        sortable: false,
        resizable: false,
        suppressMovable: true,
        headerComponent: null,
        cellStyle: { color: token.colorTextTertiary, textAlign: 'right' },
      },
      ...columns.map<ColDef>((c) => ({
        colId: c.name,
        field: c.name,
        headerName: c.name,
        valueFormatter: (p) => cellText(p.value, c),
        getQuickFilterText: (p) => cellText(p.value, c),
        cellStyle: (p): CellStyle | null =>
          p.value === null || p.value === undefined
            ? { color: token.colorTextQuaternary }
            : c.type === 0
              ? { textAlign: 'right' }
              : null,
        cellRenderer: (p: ICellRendererParams) => {
          const text = cellText(p.value, c);
          return cellJson(p.value) === undefined ? (
            text
          ) : (
            <button
              type="button"
              data-test="json-cell"
              onClick={() => setJson(cellJson(p.value))}
              style={{
                border: 0,
                background: 'none',
                padding: 0,
                color: token.colorLink,
                cursor: 'pointer',
                font: 'inherit',
              }}
            >
              {text}
            </button>
          );
        },
      })),
    ],
    [columns, token],
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
  const context = useMemo<GridHeaderContext>(
    () => ({
      onCopyColumn: (colId) =>
        void copyText(
          rows
            .map((r) =>
              cellText(
                r[colId],
                columns.find((c) => c.name === colId),
              ),
            )
            .join('\n'),
        ).catch(() => undefined),
      onDownloadCsv: downloadCsv,
    }),
    [rows, columns, downloadCsv],
  );

  return (
    <div data-test={dataTest} style={{ height, width: '100%' }}>
      <AgGridReact
        modules={MODULES}
        theme={gridTheme}
        rowData={rows}
        columnDefs={columnDefs}
        defaultColDef={{ sortable: true, resizable: true, minWidth: 60, headerComponent: GridHeader }}
        context={context}
        quickFilterText={search}
        suppressFieldDotNotation
        enableCellTextSelection
        ensureDomOrder
        onGridReady={(e: GridReadyEvent) => {
          setApi(e.api);
          onReady?.(e.api);
          e.api.autoSizeAllColumns();
        }}
        onRowDataUpdated={(e) => e.api.autoSizeAllColumns()}
      />
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
