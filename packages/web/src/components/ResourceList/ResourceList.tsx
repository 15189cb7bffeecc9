/**
 * One list page of a resource (charts, dashboards, datasets, databases, saved queries, query history,
 * users, roles): the header with its buttons, ListView with the page's columns and filters, favourites,
 * card view, delete or bulk delete through the DeleteModal, and import and export of Superset bundles.
 * A page is its configuration.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { BundleResource } from '../../api/bundles';
import type { ListQuery } from '../../api/types';
import type { EmptyStateProps } from '../EmptyState';
import {
  ListView,
  type BulkAction,
  type CardSortOption,
  type FetchDataConfig,
  type ListViewColumn,
  type ListViewFilter,
  type SortBy,
  type ViewMode,
} from '../ListView';
import { ListPageHeader } from './ListPageHeader';
import { ResourceDelete, type DeleteConfig } from './ResourceDelete';
import type { FavoriteHooks, Favorites } from './useFavorites';
import { useListContext } from './useListContext';
import { useResourceRows, type ListHook } from './useResourceRows';

/** What a page's columns, cards and dialogs may use. */
export interface ResourceListContext<T> extends Favorites {
  canWrite: boolean;
  /** `can_export` on a resource with bundles: row and card "Export". */
  canExport: boolean;
  /** Downloads these rows as one bundle. */
  exportRows: (rows: T[]) => void;
  /** Opens the delete dialog for these rows. */
  askDelete: (rows: T[]) => void;
  refetch: () => void;
}

/** The "+ Chart" button of the header and of the empty list. */
export interface CreateAction {
  label: string;
  testId: string;
  /** The empty list's button's data-test (its default otherwise). */
  emptyTestId?: string;
  onClick: () => void;
  loading?: boolean;
  /** Shown without `can_write` too. */
  always?: boolean;
}

/** The page: its root's data-test ("chart-list"), title, and the resource in messages ("chart"). */
export interface ResourcePage {
  testId: string;
  title: string;
  /** "An error occurred while fetching %ss". */
  noun: string;
}

export interface ResourceHooks<T> {
  useList: ListHook<T>;
  /** `_info` permissions; without it the user may write (admin pages). */
  usePermissions?: () => { data?: string[] };
}

export interface ResourceListProps<T extends { id: number }> {
  page: ResourcePage;
  hooks: ResourceHooks<T>;
  toQuery?: (config: FetchDataConfig) => ListQuery;
  /** A stable function (module level or memoised): the columns are rebuilt when the context changes. */
  columns: (ctx: ResourceListContext<T>) => ListViewColumn<T>[];
  filters?: ListViewFilter[];
  initialSort?: SortBy[];
  favorites?: FavoriteHooks;
  remove?: DeleteConfig<T>;
  /** The resource's bundle endpoints: an import button and dialog, row and bulk "Export". */
  bundle?: BundleResource;
  create?: CreateAction;
  /** More header controls, left of the import, bulk select and create buttons (an upload menu). */
  headerExtra?: ReactNode;
  /** Shown when there are no rows and no filters (the create button is added). */
  empty?: EmptyStateProps;
  card?: {
    render: (row: T, ctx: ResourceListContext<T>) => ReactNode;
    sorts: CardSortOption[];
    view: ViewMode;
  };
  /** The page's own dialogs (edit, properties). */
  children?: (ctx: ResourceListContext<T>) => ReactNode;
  /** More bulk actions after Export and Delete (a list's "Tag"). */
  bulkExtra?: BulkAction<T>[];
}

/** What a page declares once, at module level; columns, create and dialogs come from the page. */
export type ResourceListConfig<T extends { id: number }> = Omit<
  ResourceListProps<T>,
  'columns' | 'create' | 'children' | 'headerExtra' | 'bulkExtra'
>;

function emptyStateOf(empty: EmptyStateProps | undefined, create: CreateAction | undefined, show: boolean) {
  if (!empty) return undefined;
  if (!create || !show) return empty;
  return {
    ...empty,
    buttonText: create.label,
    buttonIcon: <PlusOutlined />,
    buttonAction: create.onClick,
    buttonDataTest: create.emptyTestId,
  };
}

function HeaderButtons({
  bulk,
  create,
  importButton,
}: {
  bulk?: { on: boolean; toggle: () => void };
  create?: CreateAction;
  importButton?: ReactNode;
}) {
  return (
    <>
      {importButton}
      {bulk && (
        <Button
          onClick={bulk.toggle}
          data-test="bulk-select"
          type={bulk.on ? 'primary' : 'default'}
          ghost={bulk.on}
        >
          Bulk select
        </Button>
      )}
      {create && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          loading={create.loading}
          onClick={create.onClick}
          data-test={create.testId}
        >
          {create.label}
        </Button>
      )}
    </>
  );
}

/** Bulk "Export" (can_export) and "Delete" (can_write and a bulk delete). */
function bulkActions<T>(ctx: ResourceListContext<T>, canDelete: boolean, onDelete: (rows: T[]) => void) {
  return [
    ...(ctx.canExport
      ? [{ key: 'export', name: 'Export', type: 'primary' as const, onSelect: ctx.exportRows }]
      : []),
    ...(canDelete ? [{ key: 'delete', name: 'Delete', type: 'danger' as const, onSelect: onDelete }] : []),
  ];
}

export function ResourceList<T extends { id: number }>(p: ResourceListProps<T>) {
  const { rows, count, loading, fetchData, refetch } = useResourceRows(
    p.hooks.useList,
    p.page.noun,
    p.toQuery,
  );
  const { ctx, toDelete, setToDelete, bundles } = useListContext(
    { usePermissions: p.hooks.usePermissions, favorites: p.favorites, bundle: p.bundle },
    rows,
    refetch,
  );
  const [bulkSelect, setBulkSelect] = useState(false);
  const { columns: columnsOf, card } = p;
  const columns = useMemo(() => columnsOf(ctx), [columnsOf, ctx]);
  const renderCard = useCallback((row: T) => card?.render(row, ctx), [card, ctx]);
  const canBulkDelete = Boolean(p.remove?.useDeleteMany) && ctx.canWrite;
  const bulk = canBulkDelete || ctx.canExport || Boolean(p.bulkExtra?.length);
  const showCreate = Boolean(p.create) && (ctx.canWrite || Boolean(p.create?.always));
  return (
    <div data-test={p.page.testId}>
      <ListPageHeader title={p.page.title}>
        {p.headerExtra}
        <HeaderButtons
          bulk={bulk ? { on: bulkSelect, toggle: () => setBulkSelect((v) => !v) } : undefined}
          create={showCreate ? p.create : undefined}
          importButton={bundles.importButton}
        />
      </ListPageHeader>
      <ListView<T>
        columns={columns}
        filters={p.filters}
        data={rows}
        count={count}
        loading={loading}
        fetchData={fetchData}
        rowKey={(r) => r.id}
        initialSort={p.initialSort}
        bulkSelectEnabled={bulkSelect}
        bulkActions={[...bulkActions(ctx, canBulkDelete, setToDelete), ...(p.bulkExtra ?? [])]}
        renderCard={card ? renderCard : undefined}
        cardSortSelectOptions={card?.sorts}
        defaultViewMode={card?.view ?? 'table'}
        emptyState={emptyStateOf(p.empty, p.create, showCreate)}
      />
      {p.remove && (
        <ResourceDelete
          config={p.remove}
          items={toDelete}
          onClose={() => setToDelete(null)}
          onBulkDeleted={() => setBulkSelect(false)}
        />
      )}
      {bundles.importDialog}
      {p.children?.(ctx)}
    </div>
  );
}
