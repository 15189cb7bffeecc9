import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Pagination, Select, Table, Tooltip, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../EmptyState';
import { BulkSelectControls } from './BulkSelectControls';
import { ListViewFilters } from './Filters';
import { LIST_PAGE_SIZE, fetchConfig, validateFilterConfig, type StateConfig } from './listViewState';
import type {
  BulkAction,
  CardSortOption,
  FetchDataConfig,
  ListViewColumn,
  ListViewFilter,
  SortBy,
  ViewMode,
} from './types';
import { useListViewState } from './useListViewState';

export const NO_RESULTS_TITLE = 'No results match your filter criteria';
export const NO_RESULTS_DESCRIPTION = 'Try different criteria to display results.';
export const DEFAULT_SORT: SortBy[] = [{ id: 'changed_on_delta_humanized', desc: true }];

export interface ListViewProps<T> {
  columns: ListViewColumn<T>[];
  data: T[];
  count: number;
  loading: boolean;
  /** Called whenever page, sort or filters change; pass a stable (memoised) function. */
  fetchData: (config: FetchDataConfig) => void;
  rowKey: (row: T) => string | number;
  filters?: ListViewFilter[];
  initialSort?: SortBy[];
  pageSize?: number;
  bulkActions?: BulkAction<T>[];
  bulkSelectEnabled?: boolean;
  /** Card mode exists only when a card renderer is given. */
  renderCard?: (row: T) => ReactNode;
  cardSortSelectOptions?: CardSortOption[];
  defaultViewMode?: ViewMode;
  /** Shown when there are no rows and no filters. */
  emptyState?: EmptyStateProps;
}

const NO_FILTERS: ListViewFilter[] = [];

export function ListView<T extends object>({
  columns,
  data,
  count,
  loading,
  fetchData,
  rowKey,
  filters = NO_FILTERS,
  initialSort = DEFAULT_SORT,
  pageSize = LIST_PAGE_SIZE,
  bulkActions = [],
  bulkSelectEnabled = false,
  renderCard,
  cardSortSelectOptions = [],
  defaultViewMode = 'card',
  emptyState,
}: ListViewProps<T>) {
  validateFilterConfig(columns, filters);
  const { token } = theme.useToken();

  const sortableKey = [
    ...columns.filter((c) => c.sortable).map((c) => c.id),
    ...cardSortSelectOptions.map((o) => o.id),
  ].join();
  const initialSortKey = JSON.stringify(initialSort);
  const cfg: StateConfig = useMemo(
    () => ({
      filters,
      sortableIds: sortableKey.split(','),
      initialSort: JSON.parse(initialSortKey) as SortBy[],
      defaultViewMode,
      cardsAvailable: Boolean(renderCard),
    }),
    [filters, sortableKey, initialSortKey, defaultViewMode, renderCard],
  );
  const { state, update } = useListViewState(cfg);

  const configKey = JSON.stringify(fetchConfig(state, filters, pageSize));
  useEffect(() => {
    fetchData(JSON.parse(configKey) as FetchDataConfig);
  }, [configKey, fetchData]);

  // A page past the end (rows were deleted, or a hand-edited URL): go to the last page.
  useEffect(() => {
    if (!loading && count > 0 && state.pageIndex * pageSize >= count) {
      update({ pageIndex: Math.ceil(count / pageSize) - 1 }, { replace: true });
    }
  }, [loading, count, state.pageIndex, pageSize, update]);

  // Selection belongs to the rows it was made on: new data (another page, a refetch) clears it.
  const [selection, setSelection] = useState<{ rows: T[]; keys: Key[] }>({ rows: data, keys: [] });
  const selectedKeys = bulkSelectEnabled && selection.rows === data ? selection.keys : [];
  const setSelectedKeys = (keys: Key[]) => setSelection({ rows: data, keys });
  const selectedRows = data.filter((r) => selectedKeys.includes(rowKey(r)));

  const filtersActive = Object.keys(state.filters).length > 0;
  const clearFilters = () => update({ filters: {}, pageIndex: 0 });
  const sort = state.sortBy[0];

  const tableColumns: ColumnsType<T> = columns
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

  const empty = !loading && data.length === 0;
  const cardMode = Boolean(renderCard) && state.viewMode === 'card';
  const cardSortIndex = Math.max(
    0,
    cardSortSelectOptions.findIndex((o) => o.id === sort?.id && o.desc === sort.desc),
  );

  let body: ReactNode;
  if (empty && filtersActive) {
    body = (
      <EmptyState
        image="filter-results"
        title={NO_RESULTS_TITLE}
        description={NO_RESULTS_DESCRIPTION}
        buttonText="clear all filters"
        buttonAction={clearFilters}
        buttonDataTest="clear-all-filters"
        data-test="listview-no-results"
      />
    );
  } else if (empty) {
    body = <EmptyState image="empty" {...emptyState} />;
  } else if (cardMode) {
    body = (
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
                {renderCard!(row)}
              </div>
            ))}
      </div>
    );
  } else {
    body = (
      <div data-test="listview-table">
        <Table<T>
          columns={tableColumns}
          dataSource={data}
          rowKey={(r) => rowKey(r)}
          loading={loading}
          pagination={false}
          size="middle"
          showSorterTooltip={false}
          rowSelection={
            bulkSelectEnabled
              ? { selectedRowKeys: selectedKeys, onChange: (keys) => setSelectedKeys(keys) }
              : undefined
          }
          onRow={() => ({ 'data-test': 'table-row' }) as HTMLAttributes<HTMLElement>}
          onChange={(_p, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const id = s?.columnKey === undefined ? undefined : String(s.columnKey);
            if (!id || !s?.order) update({ sortBy: cfg.initialSort, pageIndex: 0 });
            else update({ sortBy: [{ id, desc: s.order === 'descend' }], pageIndex: 0 });
          }}
        />
      </div>
    );
  }

  return (
    <div data-test="listview">
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 16,
          marginBottom: token.margin,
        }}
      >
        {renderCard && (
          <div style={{ display: 'flex', gap: 4 }}>
            <Tooltip title="Card view">
              <Button
                aria-label="Card view"
                data-test="view-mode-card"
                type={cardMode ? 'primary' : 'text'}
                icon={<AppstoreOutlined />}
                onClick={() => update({ viewMode: 'card' })}
              />
            </Tooltip>
            <Tooltip title="List view">
              <Button
                aria-label="List view"
                data-test="view-mode-table"
                type={cardMode ? 'text' : 'primary'}
                icon={<UnorderedListOutlined />}
                onClick={() => update({ viewMode: 'table' })}
              />
            </Tooltip>
          </div>
        )}
        <ListViewFilters
          filters={filters}
          values={state.filters}
          onChange={(id, value) => {
            const next = { ...state.filters };
            if (value === undefined) delete next[id];
            else next[id] = value;
            update({ filters: next, pageIndex: 0 });
          }}
        />
        {cardMode && cardSortSelectOptions.length > 0 && (
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginLeft: 'auto' }}>
            <span style={{ color: token.colorTextSecondary }}>Sort</span>
            <Select<number>
              data-test="card-sort-select"
              style={{ width: 200 }}
              value={cardSortIndex}
              options={cardSortSelectOptions.map((o, i) => ({ label: o.label, value: i }))}
              onChange={(i) => {
                const o = cardSortSelectOptions[i];
                if (o) update({ sortBy: [{ id: o.id, desc: o.desc }], pageIndex: 0 });
              }}
            />
          </label>
        )}
      </div>
      {bulkSelectEnabled && (
        <BulkSelectControls
          selected={selectedRows}
          pageRowCount={data.length}
          actions={bulkActions}
          onSelectAll={() => setSelectedKeys(data.map(rowKey))}
          onDeselectAll={() => setSelectedKeys([])}
        />
      )}
      {body}
      {count > 0 && (
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: token.margin }}>
          <Pagination
            data-test="pagination"
            current={state.pageIndex + 1}
            pageSize={pageSize}
            total={count}
            showSizeChanger={false}
            showTotal={(total, [from, to]) => `${from}-${to} of ${total}`}
            onChange={(page) => update({ pageIndex: page - 1 })}
          />
        </div>
      )}
    </div>
  );
}
