/**
 * A home panel with nothing to show: "Nothing here yet" with the panel's picture, and its call to
 * action — on a Favorite tab "See all charts" (the list), otherwise a new object ("Chart",
 * "Dashboard", "SQL query"). Recents has no button.
 */
import { Button } from 'antd';
import { EmptyState, type EmptyStateImage } from '../../components/EmptyState';
import { TableTab, WelcomeTable } from './homeQueries';

const IMAGES: Record<WelcomeTable, EmptyStateImage> = {
  [WelcomeTable.Charts]: 'chart',
  [WelcomeTable.Dashboards]: 'dashboard',
  [WelcomeTable.Recents]: 'empty',
  [WelcomeTable.SavedQueries]: 'document',
};

const CREATE_LABEL: Partial<Record<WelcomeTable, string>> = {
  [WelcomeTable.Charts]: 'Chart',
  [WelcomeTable.Dashboards]: 'Dashboard',
  [WelcomeTable.SavedQueries]: 'SQL query',
};

const SEE_ALL_LABEL: Partial<Record<WelcomeTable, string>> = {
  [WelcomeTable.Charts]: 'See all charts',
  [WelcomeTable.Dashboards]: 'See all dashboards',
  [WelcomeTable.SavedQueries]: 'See all SQL Lab queries',
};

export interface HomeEmptyStateProps {
  table: WelcomeTable;
  tab: TableTab;
  /** The panel's "new object" action. */
  onCreate?: () => void;
  /** The panel's list. */
  onSeeAll?: () => void;
}

export function HomeEmptyState({ table, tab, onCreate, onSeeAll }: HomeEmptyStateProps) {
  const favorite = tab === TableTab.Favorite;
  const label = favorite ? SEE_ALL_LABEL[table] : CREATE_LABEL[table];
  const action = favorite ? onSeeAll : onCreate;
  return (
    <div data-test="home-empty-state" style={{ minHeight: 200, display: 'flex', justifyContent: 'center' }}>
      <EmptyState image={favorite ? 'star' : IMAGES[table]} title={null} description="Nothing here yet">
        {table !== WelcomeTable.Recents && label && action && (
          <Button onClick={action} data-test="home-empty-action" style={{ marginTop: 8 }}>
            {label}
          </Button>
        )}
      </EmptyState>
    </div>
  );
}
