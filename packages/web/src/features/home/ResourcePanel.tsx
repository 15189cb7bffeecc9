/**
 * A Favorite / Mine / Examples panel of the home page (Dashboards, Charts): the newest 5 objects of the
 * tab as the list page's cards, "+ <Resource>" and "View All »", the properties dialog and the delete
 * dialog. A panel is its configuration, as a list page is.
 */
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  useListContext,
  type ListContextOptions,
  type ResourceListContext,
} from '../../components/ResourceList';
import { ResourceDelete, type DeleteConfig } from '../../components/ResourceList/ResourceDelete';
import { CardGrid, LoadingCards } from './CardGrid';
import { HomeEmptyState } from './HomeEmptyState';
import {
  OTHER_TAB_TITLE,
  TableTab,
  homeListQuery,
  tabFilters,
  viewAllPath,
  type WelcomeTable,
} from './homeQueries';
import type { HomeKey } from './homeStorage';
import { PanelButtons } from './PanelButtons';
import { PanelTabs } from './PanelTabs';
import { usePanelRows, type HomeListHook } from './usePanelRows';
import { usePanelTab } from './usePanelTab';

const TABS = [
  { name: TableTab.Favorite, label: 'Favorite' },
  { name: TableTab.Mine, label: 'Mine' },
  { name: TableTab.Other, label: OTHER_TAB_TITLE },
];
const ALLOWED = TABS.map((t) => t.name);

export type CardRenderer<T> = (row: T, ctx: ResourceListContext<T>, onEdit: (row: T) => void) => ReactNode;

export interface ResourcePanelConfig<T extends { id: number }> {
  testId: string;
  table: WelcomeTable;
  /** Where the panel's tab is remembered. */
  tabKey: HomeKey;
  useList: HomeListHook<T>;
  /** The objects in the fetch error toast ("charts"). */
  noun: string;
  context: ListContextOptions;
  remove: DeleteConfig<T>;
  createLabel: string;
  createTestId: string;
  /** The create action (a hook: a dashboard is created through the API first). */
  useCreate: () => () => void;
  /** Draws a row's card (a hook: a chart card needs the viz type names). */
  useCard: () => CardRenderer<T>;
  /** The properties dialog of "Edit". */
  EditDialog: ComponentType<{ id: number; onHide: () => void; onSaved: () => void }>;
}

interface ResourcePanelProps<T extends { id: number }> {
  config: ResourcePanelConfig<T>;
  userId: number;
  showThumbnails: boolean;
}

export function ResourcePanel<T extends { id: number }>({
  config,
  userId,
  showThumbnails,
}: ResourcePanelProps<T>) {
  const navigate = useNavigate();
  const create = config.useCreate();
  const renderCard = config.useCard();
  const [tab, setTab] = usePanelTab(config.tabKey, ALLOWED, TableTab.Other);
  const query = homeListQuery(tabFilters(tab, config.table, userId));
  const { rows, loading, refetch } = usePanelRows<T>(config.useList, query, config.noun);
  const { ctx, toDelete, setToDelete } = useListContext(config.context, rows, refetch);
  const closeDelete = () => setToDelete(null);
  const [editing, setEditing] = useState<T | null>(null);
  const viewAll = viewAllPath(config.table, tab);
  const { EditDialog } = config;
  return (
    <div data-test={config.testId}>
      <PanelTabs
        tabs={TABS}
        active={tab}
        onChange={setTab}
        buttons={
          <PanelButtons
            createLabel={config.createLabel}
            onCreate={ctx.canWrite ? create : undefined}
            createTestId={config.createTestId}
            viewAll={viewAll}
          />
        }
      />
      {loading ? (
        <LoadingCards cover={showThumbnails} />
      ) : rows.length ? (
        <CardGrid showThumbnails={showThumbnails}>
          {rows.map((row) => renderCard(row, ctx, setEditing))}
        </CardGrid>
      ) : (
        <HomeEmptyState
          table={config.table}
          tab={tab}
          onCreate={create}
          onSeeAll={() => void navigate(viewAll)}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditDialog id={editing.id} onHide={() => setEditing(null)} onSaved={ctx.refetch} />
        </Suspense>
      )}
      <ResourceDelete
        config={config.remove}
        items={toDelete}
        onClose={closeDelete}
        onBulkDeleted={closeDelete}
      />
    </div>
  );
}
