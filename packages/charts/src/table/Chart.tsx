/** The table chart: a plain HTML table with search, sorting, client paging, cell bars and cross-filters. */
import { useMemo, useState, type CSSProperties, type MouseEvent } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { tableCellFilters } from '../shared/contextMenu.js';
import { buildCrossFilterDataMask, toggleSelection } from '../shared/crossFilter.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { searchRows, sortRows, type TableChartProps, type TableColumn } from './transformProps.js';

function cellStyle(column: TableColumn, value: unknown): CSSProperties {
  const style: CSSProperties = { textAlign: column.align, padding: '4px 8px', position: 'relative' };
  const background = column.colorFormatters.map((f) => f(value)).find(Boolean);
  if (background) style.background = background;
  const n = toNumberOrNull(value);
  if (column.barRange && n !== null) {
    const [min, max] = column.barRange;
    const span = max - min || 1;
    const left = column.alignPositiveNegative ? 0 : ((Math.min(n, 0) - min) / span) * 100;
    const width = ((column.alignPositiveNegative ? Math.abs(n) : Math.abs(n)) / span) * 100;
    const color =
      column.colorPositiveNegative && n < 0 ? 'rgba(224, 67, 85, 0.25)' : 'rgba(172, 225, 196, 0.6)';
    style.backgroundImage = `linear-gradient(to right, transparent ${left}%, ${color} ${left}%, ${color} ${left + width}%, transparent ${left + width}%)`;
  }
  return style;
}

type Sort = { key: string; desc: boolean } | null;
type Row = Record<string, unknown>;

function TableHead({
  columns,
  sort,
  onSort,
}: {
  columns: TableColumn[];
  sort: Sort;
  onSort: (c: TableColumn) => void;
}) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th
            key={c.key}
            style={{ textAlign: c.align, width: c.width, cursor: 'pointer', padding: '4px 8px' }}
            onClick={() => onSort(c)}
          >
            {c.label}
            {sort?.key === c.key ? (sort.desc ? ' ↓' : ' ↑') : ''}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The body's text when no row shows: the data has none, or the search matches none (Superset's). */
export const NO_RECORDS = 'No records found';
export const NO_MATCHING_RECORDS = 'No matching records found';

interface TableBodyProps {
  columns: TableColumn[];
  rows: Row[];
  noResults: string;
  emitCrossFilters: boolean;
  selected: unknown[][];
  onCellClick: (column: TableColumn, value: unknown) => void;
  onCellContextMenu: (e: MouseEvent, column: TableColumn, row: Row) => void;
}

function TableBody({
  columns,
  rows,
  noResults,
  emitCrossFilters,
  selected,
  onCellClick,
  onCellContextMenu,
}: TableBodyProps) {
  if (!rows.length) {
    return (
      <tbody>
        <tr>
          <td
            data-test="table-no-results"
            colSpan={columns.length || 1}
            style={{ padding: 8, textAlign: 'center' }}
          >
            {noResults}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody>
      {rows.map((row, r) => (
        <tr key={r}>
          {columns.map((c) => (
            <td
              key={c.key}
              style={{
                ...cellStyle(c, row[c.key]),
                cursor: emitCrossFilters && c.isDimension ? 'pointer' : undefined,
                fontWeight: c.isDimension && selected.some((s) => s[0] === row[c.key]) ? 600 : undefined,
              }}
              onClick={() => onCellClick(c, row[c.key])}
              onContextMenu={(e) => onCellContextMenu(e, c, row)}
            >
              {c.format(row[c.key])}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** The summary row: each metric's total, "Summary" under the first column. */
function TableTotals({ columns, totals }: { columns: TableColumn[]; totals: Row }) {
  return (
    <tfoot>
      <tr>
        {columns.map((c, i) => (
          <th key={c.key} style={{ textAlign: c.align, padding: '4px 8px' }}>
            {c.isMetric ? c.format(totals[c.key]) : i === 0 ? 'Summary' : ''}
          </th>
        ))}
      </tr>
    </tfoot>
  );
}

function Pager({
  page,
  pages,
  setPage,
}: {
  page: number;
  pages: number;
  setPage: (f: (p: number) => number) => void;
}) {
  return (
    <nav style={{ marginTop: 8 }}>
      <button type="button" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
        ‹
      </button>
      <span style={{ margin: '0 8px' }}>
        {page + 1} / {pages}
      </span>
      <button type="button" disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>
        ›
      </button>
    </nav>
  );
}

/** A dimension cell's click toggles its cross-filter; a cell's right click opens the drill menu on it. */
function useCellHandlers(props: TableChartProps & ChartHooks, selected: unknown[][]) {
  const { columns, emitCrossFilters, groupby } = props;
  const onCellClick = (column: TableColumn, value: unknown) => {
    if (!emitCrossFilters || !column.isDimension) return;
    const index = groupby.findIndex((g) => (typeof g === 'string' ? g : g.label) === column.key);
    const col = groupby[index];
    if (col === undefined) return;
    const dataMask = buildCrossFilterDataMask([col], toggleSelection(selected, [value]));
    props.onDataClick?.({ columns: [col], values: [value], label: column.format(value), dataMask });
    props.setDataMask?.(dataMask);
  };

  const hook = props.onContextMenu;
  const formatOf = (key: string, value: unknown) =>
    columns.find((c) => c.key === key)?.format(value) ?? String(value);
  const onCellContextMenu = (e: MouseEvent, column: TableColumn, row: Row) => {
    if (!hook) return;
    e.preventDefault();
    const filters = tableCellFilters(groupby, row, column.key, formatOf);
    hook({ clientX: e.clientX, clientY: e.clientY, filters, label: column.format(row[column.key]) });
  };
  return { onCellClick, onCellContextMenu };
}

export default function TableChart(props: TableChartProps & ChartHooks) {
  const { columns, data, totals, width, height, pageSize, includeSearch, emitCrossFilters } = props;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>(null);
  const [page, setPage] = useState(0);
  const rows = useMemo(() => {
    const found = searchRows(data, columns, query);
    return sort ? sortRows(found, sort.key, sort.desc) : found;
  }, [data, columns, query, sort]);
  const pages = pageSize > 0 && !props.serverPagination ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const visible = pages > 1 ? rows.slice(page * pageSize, (page + 1) * pageSize) : rows;
  const selected = (props.filterState?.value as unknown[][] | null | undefined) ?? [];
  const cellHandlers = useCellHandlers(props, selected);
  const hook = props.onContextMenu;

  return (
    <div
      style={{ width, height, overflow: 'auto' }}
      className="meridian-table-chart"
      onContextMenu={
        hook
          ? (e) => {
              if (e.defaultPrevented) return;
              e.preventDefault();
              hook({ clientX: e.clientX, clientY: e.clientY, filters: [], label: '' });
            }
          : undefined
      }
    >
      {includeSearch && (
        <input
          type="search"
          placeholder={`Search ${rows.length} records`}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(0);
          }}
          style={{ marginBottom: 8 }}
        />
      )}
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <TableHead
          columns={columns}
          sort={sort}
          onSort={(c) =>
            setSort((s) =>
              s?.key === c.key ? { key: c.key, desc: !s.desc } : { key: c.key, desc: c.isNumeric },
            )
          }
        />
        <TableBody
          {...cellHandlers}
          columns={columns}
          rows={visible}
          noResults={query ? NO_MATCHING_RECORDS : NO_RECORDS}
          selected={selected}
          emitCrossFilters={emitCrossFilters}
        />
        {totals && <TableTotals columns={columns} totals={totals} />}
      </table>
      {pages > 1 && <Pager page={page} pages={pages} setPage={setPage} />}
    </div>
  );
}
