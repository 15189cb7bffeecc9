/**
 * Superset's AG Grid table: AG Grid Community (only the modules used) drawing the table's columns,
 * with resizable, sortable and movable columns, the summary row pinned at the bottom, search (the
 * grid's quick filter, or an ILIKE filter on the server under server pagination), client or server
 * pagination, cross-filters on dimension cells and the drill menu on right click.
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  PaginationModule,
  PinnedRowModule,
  QuickFilterModule,
  themeQuartz,
  type CellClickedEvent,
  type CellContextMenuEvent,
  type SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef, useState } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { tableCellFilters } from '../shared/contextMenu.js';
import { buildCrossFilterDataMask, toggleSelection } from '../shared/crossFilter.js';
import { buildColumnDefs } from './columnDefs.js';
import { SearchBar, ServerPager } from './Toolbar.js';
import type { AgGridTableChartProps } from './transformProps.js';
import { useServerPages, type ServerPages } from './useServerPages.js';

const MODULES = [
  ClientSideRowModelModule,
  CellStyleModule,
  PaginationModule,
  PinnedRowModule,
  QuickFilterModule,
];
const THEME = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 12,
  headerFontSize: 12,
  accentColor: '#2893B3',
  rowHeight: 30,
  headerHeight: 34,
  spacing: 6,
  wrapperBorderRadius: 4,
});
const BAR_HEIGHT = 36;
const DEFAULT_COL_DEF = { resizable: true, sortable: true };

type Row = Record<string, unknown>;
type Props = AgGridTableChartProps & ChartHooks;

/** Dimension cell click → toggle its cross-filter; right click → the drill menu on the cell's row. */
function useCellEvents(props: Props, selected: unknown[][]) {
  const { columns, groupby } = props;
  const handledMenu = useRef<Event | null>(null);
  const onCellClicked = (e: CellClickedEvent<Row>) => {
    const column = columns.find((c) => c.key === e.column.getColId());
    if (!props.emitCrossFilters || !column?.isDimension || e.node.rowPinned) return;
    const col = groupby.find((g) => (typeof g === 'string' ? g : g.label) === column.key);
    if (col === undefined) return;
    const dataMask = buildCrossFilterDataMask([col], toggleSelection(selected, [e.value]));
    props.onDataClick?.({ columns: [col], values: [e.value], label: column.format(e.value), dataMask });
    props.setDataMask?.(dataMask);
  };
  const onCellContextMenu = (e: CellContextMenuEvent<Row>) => {
    const hook = props.onContextMenu;
    const event = e.event as MouseEvent | null | undefined;
    if (!hook || !event || !e.data || e.node.rowPinned) return;
    handledMenu.current = event;
    const key = e.column.getColId();
    const formatOf = (k: string, v: unknown) => columns.find((c) => c.key === k)?.format(v) ?? String(v);
    const filters = tableCellFilters(groupby, e.data, key, formatOf);
    hook({ clientX: event.clientX, clientY: event.clientY, filters, label: formatOf(key, e.value) });
  };
  return { onCellClicked, onCellContextMenu, handledMenu };
}

/** The search box and the grid's sort: the quick filter, or server queries under server pagination. */
function useSearchAndSort(props: Props, server: ServerPages) {
  const { columns, serverPagination } = props;
  const [search, setSearch] = useState('');
  const searchColumn = server.state.searchColumn ?? props.searchColumns[0];
  const onSearch = (text: string) => {
    setSearch(text);
    if (serverPagination) server.update({ searchText: text, searchColumn, currentPage: 0 });
  };
  const onSortChanged = (e: SortChangedEvent<Row>) => {
    if (!serverPagination) return;
    const sortBy = e.api
      .getColumnState()
      .filter((c) => c.sort)
      .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
      .map((c) => ({ key: c.colId, desc: c.sort === 'desc' }));
    server.update({ sortBy, currentPage: 0 });
  };
  const serverSearch = serverPagination
    ? {
        columns: props.searchColumns.map((key) => ({
          key,
          label: columns.find((c) => c.key === key)?.label ?? key,
        })),
        column: searchColumn,
        onColumnChange: (key: string) =>
          server.update({ searchColumn: key, ...(search ? { searchText: search, currentPage: 0 } : {}) }),
      }
    : {};
  const searchBar = { value: search, count: server.rowCount, onChange: onSearch, ...serverSearch };
  return { search, onSortChanged, searchBar };
}

/** The grid's columns, with the chart's cross-filter values (first dimension) shown in bold. */
function useColumnDefs(props: Props, selected: unknown[][]) {
  const { columns, groupby, emitCrossFilters } = props;
  return useMemo(() => {
    const byKey = new Map<string, Set<unknown>>();
    const first = groupby[0];
    const key = first === undefined ? undefined : typeof first === 'string' ? first : first.label;
    if (key) byKey.set(key, new Set(selected.map((s) => s[0])));
    return buildColumnDefs(columns, { selected: byKey, emitCrossFilters });
  }, [columns, groupby, selected, emitCrossFilters]);
}

const NO_SELECTION: unknown[][] = [];

export default function AgGridTableChart(props: Props) {
  const { width, height, serverPagination, includeSearch, pageSize, totals } = props;
  const server = useServerPages(serverPagination, props.formData, {
    rows: props.data,
    rowCount: props.rowCount,
  });
  const selected = (props.filterState?.value as unknown[][] | null | undefined) ?? NO_SELECTION;
  const events = useCellEvents(props, selected);
  const columnDefs = useColumnDefs(props, selected);
  const { search, onSortChanged, searchBar } = useSearchAndSort(props, server);

  const gridHeight = height - (includeSearch ? BAR_HEIGHT : 0) - (serverPagination ? BAR_HEIGHT : 0);
  const clientPaging = !serverPagination && pageSize > 0;
  return (
    <div
      className="meridian-ag-grid-table"
      style={{ width, height, display: 'flex', flexDirection: 'column' }}
      onContextMenu={(e) => {
        if (!props.onContextMenu) return;
        e.preventDefault();
        if (events.handledMenu.current === e.nativeEvent) return;
        props.onContextMenu({ clientX: e.clientX, clientY: e.clientY, filters: [], label: '' });
      }}
    >
      {includeSearch && <SearchBar {...searchBar} />}
      <div style={{ height: Math.max(gridHeight, 60), width: '100%' }}>
        <AgGridReact<Row>
          modules={MODULES}
          theme={THEME}
          rowData={server.rows}
          columnDefs={columnDefs}
          defaultColDef={DEFAULT_COL_DEF}
          pinnedBottomRowData={totals ? [totals] : undefined}
          quickFilterText={serverPagination ? undefined : search}
          pagination={clientPaging}
          paginationPageSize={clientPaging ? pageSize : undefined}
          paginationPageSizeSelector={false}
          overlayNoRowsTemplate={search ? 'No matching records found' : 'No records found'}
          preventDefaultOnContextMenu={Boolean(props.onContextMenu)}
          onCellClicked={events.onCellClicked}
          onCellContextMenu={events.onCellContextMenu}
          onSortChanged={onSortChanged}
          loading={server.loading}
        />
      </div>
      {server.error && (
        <div role="alert" style={{ color: '#e04355', marginTop: 4 }}>
          {server.error}
        </div>
      )}
      {serverPagination && (
        <ServerPager
          page={server.state.currentPage ?? 0}
          pageSize={pageSize}
          rowCount={server.rowCount}
          loading={server.loading}
          onPage={(page) => server.update({ currentPage: page })}
        />
      )}
    </div>
  );
}
