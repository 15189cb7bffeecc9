import { Card, Checkbox, Table, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes, Key, ReactNode, SyntheticEvent } from 'react';
import { EmptyState, type EmptyStateProps } from '../EmptyState';
import { CardSelectionContext } from './cardSelection';
import type { ListViewState } from './listViewState';
import type { ListViewColumn, SortBy } from './types';

export const NO_RESULTS_TITLE = 'No results match your filter criteria';
export const NO_RESULTS_DESCRIPTION = 'Try different criteria to display results.';

type Update = (patch: Partial<ListViewState>, opts?: { replace?: boolean }) => void;

/** ListView's columns as antd table columns, sorted as the state says. */
function tableColumns<T>(columns: ListViewColumn<T>[], sort: SortBy | undefined): ColumnsType<T> {
  return columns
    .filter((c) => !c.hidden)
    .map((c) => ({
      key: c.id,
      dataIndex: c.id,
      title: c.header,
      width: c.width,
      align: c.align,
      render: c.render ? (_: unknown, row: T) => c.render!(row) : undefined,
      sorter: c.sortable ? true : undefined,
      sortOrder: c.sortable ? (sort?.id === c.id ? (sort.desc ? 'descend' : 'ascend') : null) : undefined,
      sortDirections: ['ascend', 'descend', 'ascend'],
      onHeaderCell: () =>
        ({
          'data-test': c.sortable ? 'sort-header' : 'header',
          'data-column': c.id,
        }) as HTMLAttributes<HTMLElement>,
    }));
}

export interface BodyProps<T> {
  columns: ListViewColumn<T>[];
  data: T[];
  loading: boolean;
  rowKey: (row: T) => string | number;
  pageSize: number;
  state: ListViewState;
  update: Update;
  initialSort: SortBy[];
  /** Set in card mode. */
  renderCard?: (row: T) => ReactNode;
  emptyState?: EmptyStateProps;
  /** Set in bulk select mode. */
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void };
}

/**
 * A card in bulk select mode: a click anywhere on it toggles its selection instead of reaching the
 * card's links and buttons (caught before them), shown by a checkbox and a primary border.
 */
function SelectableCard({
  selected,
  onToggle,
  children,
}: {
  selected: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const toggle = (e: SyntheticEvent) => {
    e.preventDefault();
    e.stopPropagation();
    onToggle();
  };
  return (
    <div
      role="checkbox"
      aria-checked={selected}
      tabIndex={0}
      data-test="card-select"
      data-selected={selected}
      onClickCapture={toggle}
      onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter') && toggle(e)}
      style={{
        position: 'relative',
        cursor: 'pointer',
        borderRadius: token.borderRadiusLG,
        outline: selected ? `2px solid ${token.colorPrimary}` : undefined,
        outlineOffset: 1,
      }}
    >
      <Checkbox
        checked={selected}
        tabIndex={-1}
        data-test="card-checkbox"
        style={{ position: 'absolute', top: token.paddingXS, left: token.paddingXS, zIndex: 1 }}
      />
      {children}
    </div>
  );
}

function Cards<T>({ data, loading, rowKey, pageSize, renderCard, selection }: BodyProps<T>) {
  const { token } = theme.useToken();
  const card = (row: T) => {
    if (!selection) return renderCard!(row);
    const key = rowKey(row);
    const selected = selection.keys.includes(key);
    const onToggle = () =>
      selection.onChange(selected ? selection.keys.filter((k) => k !== key) : [...selection.keys, key]);
    return (
      <SelectableCard selected={selected} onToggle={onToggle}>
        {renderCard!(row)}
      </SelectableCard>
    );
  };
  return (
    <CardSelectionContext.Provider value={Boolean(selection)}>
      <div
        data-test="listview-cards"
        style={{
          display: 'grid',
          gap: token.margin,
          gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        }}
      >
        {loading && data.length === 0
          ? Array.from({ length: pageSize }, (_, i) => <Card key={i} loading />)
          : data.map((row) => (
              <div key={rowKey(row)} data-test="styled-card">
                {card(row)}
              </div>
            ))}
      </div>
    </CardSelectionContext.Provider>
  );
}

function Rows<T>({ columns, data, loading, rowKey, state, update, initialSort, selection }: BodyProps<T>) {
  return (
    <div data-test="listview-table">
      <Table<T>
        columns={tableColumns(columns, state.sortBy[0])}
        dataSource={data}
        rowKey={(r) => rowKey(r)}
        loading={loading}
        pagination={false}
        size="middle"
        showSorterTooltip={false}
        // While rows load the spinner stands alone: no "No data" under it.
        locale={loading ? { emptyText: <div style={{ height: 120 }} /> } : undefined}
        rowSelection={
          selection ? { selectedRowKeys: selection.keys, onChange: selection.onChange } : undefined
        }
        onRow={() => ({ 'data-test': 'table-row' }) as HTMLAttributes<HTMLElement>}
        onChange={(_p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const id = s?.columnKey === undefined ? undefined : String(s.columnKey);
          if (!id || !s?.order) update({ sortBy: initialSort, pageIndex: 0 });
          else update({ sortBy: [{ id, desc: s.order === 'descend' }], pageIndex: 0 });
        }}
      />
    </div>
  );
}

/** The rows as cards or a table, or the empty state (with "clear all filters" when filtered). */
export function Body<T>(p: BodyProps<T>) {
  const empty = !p.loading && p.data.length === 0;
  if (empty && Object.keys(p.state.filters).length > 0)
    return (
      <EmptyState
        image="filter-results"
        title={NO_RESULTS_TITLE}
        description={NO_RESULTS_DESCRIPTION}
        buttonText="clear all filters"
        buttonAction={() => p.update({ filters: {}, pageIndex: 0 })}
        buttonDataTest="clear-all-filters"
        data-test="listview-no-results"
      />
    );
  if (empty) return <EmptyState image="empty" {...p.emptyState} />;
  return p.renderCard ? <Cards {...p} /> : <Rows {...p} />;
}
