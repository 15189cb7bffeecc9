import { Pagination, theme } from 'antd';
import { useCallback, useEffect, useMemo, useState, type Key, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { EmptyStateProps } from '../EmptyState';
import { Body } from './Body';
import { BulkSelectControls } from './BulkSelectControls';
import {
  LIST_PAGE_SIZE,
  fetchConfig,
  validateFilterConfig,
  type ListViewState,
  type StateConfig,
} from './listViewState';
import { Toolbar } from './Toolbar';
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
import { readViewMode, rememberViewMode } from './viewModeMemory';

export { NO_RESULTS_DESCRIPTION, NO_RESULTS_TITLE } from './Body';
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
  /** The name under which the list's chosen card/list view is remembered (by default its page's path). */
  viewModeKey?: string;
  /** Shown when there are no rows and no filters. */
  emptyState?: EmptyStateProps;
}

const NO_FILTERS: ListViewFilter[] = [];

/**
 * The URL-kept state, asking `fetchData` for each new page, sort or filter set. Without a `viewMode`
 * in the URL, the list opens in the view last chosen for it (read once, when the list mounts).
 */
function useListState<T>(p: ListViewProps<T>, filters: ListViewFilter[], pageSize: number) {
  const { columns, cardSortSelectOptions = [], initialSort = DEFAULT_SORT } = p;
  const { renderCard, fetchData, loading, count } = p;
  const { pathname } = useLocation();
  // Lists without cards have one view: nothing to remember.
  const viewModeKey = renderCard ? (p.viewModeKey ?? pathname.replace(/\/+$/, '')) : undefined;
  const [remembered] = useState(() => (viewModeKey ? readViewMode(viewModeKey) : undefined));
  const defaultViewMode = remembered ?? p.defaultViewMode ?? 'card';
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
  const { state, update: updateUrl } = useListViewState(cfg);
  const update = useCallback(
    (patch: Partial<ListViewState>, opts?: { replace?: boolean }) => {
      if (patch.viewMode && viewModeKey) rememberViewMode(viewModeKey, patch.viewMode);
      updateUrl(patch, opts);
    },
    [updateUrl, viewModeKey],
  );

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
  return { cfg, state, update };
}

/** Selection belongs to the rows it was made on: new data (another page, a refetch) clears it. */
function useSelection<T>(data: T[], rowKey: (row: T) => string | number, enabled: boolean) {
  const [selection, setSelection] = useState<{ rows: T[]; keys: Key[] }>({ rows: data, keys: [] });
  const selectedKeys = enabled && selection.rows === data ? selection.keys : [];
  const setSelectedKeys = (keys: Key[]) => setSelection({ rows: data, keys });
  const selectedRows = data.filter((r) => selectedKeys.includes(rowKey(r)));
  return { selectedKeys, setSelectedKeys, selectedRows };
}

export function ListView<T extends object>(props: ListViewProps<T>) {
  const { columns, data, count, loading, rowKey, filters = NO_FILTERS, pageSize = LIST_PAGE_SIZE } = props;
  const { bulkActions = [], bulkSelectEnabled = false, renderCard, cardSortSelectOptions = [] } = props;
  validateFilterConfig(columns, filters);
  const { token } = theme.useToken();
  const { cfg, state, update } = useListState(props, filters, pageSize);
  const { selectedKeys, setSelectedKeys, selectedRows } = useSelection(data, rowKey, bulkSelectEnabled);
  const cardMode = Boolean(renderCard) && state.viewMode === 'card';
  return (
    <div data-test="listview">
      <Toolbar
        state={state}
        update={update}
        filters={filters}
        cardsAvailable={Boolean(renderCard)}
        cardMode={cardMode}
        cardSorts={cardSortSelectOptions}
      />
      {bulkSelectEnabled && (
        <BulkSelectControls
          selected={selectedRows}
          pageRowCount={data.length}
          actions={bulkActions}
          onSelectAll={() => setSelectedKeys(data.map(rowKey))}
          onDeselectAll={() => setSelectedKeys([])}
        />
      )}
      <Body<T>
        columns={columns}
        data={data}
        loading={loading}
        rowKey={rowKey}
        pageSize={pageSize}
        state={state}
        update={update}
        initialSort={cfg.initialSort}
        renderCard={cardMode ? renderCard : undefined}
        emptyState={props.emptyState}
        selection={bulkSelectEnabled ? { keys: selectedKeys, onChange: setSelectedKeys } : undefined}
      />
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
