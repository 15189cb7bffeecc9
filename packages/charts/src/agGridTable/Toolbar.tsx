/** The AG Grid table's search box (with the column choice of the server search) and its server pager. */
import type { CSSProperties } from 'react';

const control: CSSProperties = {
  height: 28,
  padding: '0 8px',
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  font: 'inherit',
  background: 'transparent',
  color: 'inherit',
};

export function SearchBar(props: {
  value: string;
  count: number;
  onChange: (text: string) => void;
  /** Server search only: the columns it can look in, and the chosen one. */
  columns?: { key: string; label: string }[];
  column?: string | undefined;
  onColumnChange?: (key: string) => void;
}) {
  const { columns } = props;
  return (
    <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginBottom: 8 }}>
      {columns && columns.length > 0 && (
        <select
          aria-label="Search column"
          value={props.column}
          style={control}
          onChange={(e) => props.onColumnChange?.(e.target.value)}
        >
          {columns.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
      )}
      <input
        type="search"
        aria-label="Search"
        placeholder={`Search ${props.count} records`}
        value={props.value}
        style={{ ...control, width: 220 }}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/** "1–10 of 250 · ‹ Page 1 of 25 ›": rows shown, and the buttons that fetch the next pages. */
export function ServerPager(props: {
  page: number;
  pageSize: number;
  rowCount: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const { page, pageSize, rowCount } = props;
  const pages = Math.max(1, Math.ceil(rowCount / Math.max(1, pageSize)));
  const from = rowCount === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(rowCount, (page + 1) * pageSize);
  const button = (label: string, target: number, disabled: boolean) => (
    <button
      type="button"
      aria-label={label}
      disabled={disabled || props.loading}
      style={{ ...control, cursor: disabled ? 'default' : 'pointer' }}
      onClick={() => props.onPage(target)}
    >
      {label === 'Previous page' ? '‹' : '›'}
    </button>
  );
  return (
    <nav
      data-test="ag-grid-pager"
      style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'flex-end', marginTop: 8 }}
    >
      <span>
        {from}–{to} of {rowCount}
      </span>
      {button('Previous page', page - 1, page === 0)}
      <span>
        Page {page + 1} of {pages}
      </span>
      {button('Next page', page + 1, page >= pages - 1)}
    </nav>
  );
}
