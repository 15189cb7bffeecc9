/**
 * The Saved queries panel of the home page (users who may read saved queries): the newest 5 queries
 * the user saved (Mine); "+ SQL Query" (a new SQL Lab tab) and "View All »".
 */
import { useNavigate } from 'react-router';
import {
  useDeleteSavedQueryMutation,
  useGetSavedQueriesQuery,
  useGetSavedQueryPermissionsQuery,
  type SavedQueryListItem,
} from '../../api/savedQueries';
import { copyText } from '../../components/DataGrid';
import { ResourceDelete } from '../../components/ResourceList/ResourceDelete';
import { useToasts } from '../../components/Toasts';
import { savedQueryPath } from '../sqllab/lists/savedQueryListConfig';
import { CardGrid, LoadingCards } from './CardGrid';
import { HomeEmptyState } from './HomeEmptyState';
import { TableTab, WelcomeTable, homeListQuery, tabFilters, viewAllPath } from './homeQueries';
import { PanelButtons } from './PanelButtons';
import { PanelTabs } from './PanelTabs';
import { SavedQueryCard } from './SavedQueryCard';
import { useListContext } from '../../components/ResourceList';
import { usePanelRows } from './usePanelRows';

const TABS = [{ name: TableTab.Mine, label: 'Mine' }];
const REMOVE = {
  useDeleteOne: useDeleteSavedQueryMutation,
  name: (q: SavedQueryListItem) => q.label,
  title: 'Delete Query?',
  describe: () => 'This action will permanently delete the saved query.',
};
const OPTIONS = { usePermissions: useGetSavedQueryPermissionsQuery };

/** Where "+ SQL Query" goes: a new SQL Lab tab. */
export const NEW_QUERY_PATH = '/sqllab/?new=true';

export function SavedQueryPanel({ userId, showThumbnails }: { userId: number; showThumbnails: boolean }) {
  const navigate = useNavigate();
  const { addSuccessToast, addDangerToast } = useToasts();
  const query = homeListQuery(tabFilters(TableTab.Mine, WelcomeTable.SavedQueries, userId));
  const { rows, loading, refetch } = usePanelRows<SavedQueryListItem>(
    useGetSavedQueriesQuery,
    query,
    'saved queries',
  );
  const { ctx, toDelete, setToDelete } = useListContext(OPTIONS, rows, refetch);
  const closeDelete = () => setToDelete(null);
  const share = (q: SavedQueryListItem) =>
    void copyText(`${window.location.origin}${savedQueryPath(q)}`).then(
      () => addSuccessToast('Link Copied!'),
      () => addDangerToast('Sorry, your browser does not support copying.'),
    );
  return (
    <div data-test="home-saved-queries">
      <PanelTabs
        tabs={TABS}
        active={TableTab.Mine}
        onChange={() => undefined}
        buttons={
          <PanelButtons
            createLabel="SQL Query"
            onCreate={() => void navigate(NEW_QUERY_PATH)}
            createTestId="home-create-query"
            viewAll={viewAllPath(WelcomeTable.SavedQueries, TableTab.Mine)}
          />
        }
      />
      {loading ? (
        <LoadingCards cover={showThumbnails} />
      ) : rows.length ? (
        <CardGrid showThumbnails={showThumbnails}>
          {rows.map((q) => (
            <SavedQueryCard key={q.id} query={q} ctx={ctx} onShare={share} />
          ))}
        </CardGrid>
      ) : (
        <HomeEmptyState
          table={WelcomeTable.SavedQueries}
          tab={TableTab.Mine}
          onCreate={() => void navigate(NEW_QUERY_PATH)}
        />
      )}
      <ResourceDelete config={REMOVE} items={toDelete} onClose={closeDelete} onBulkDeleted={closeDelete} />
    </div>
  );
}
