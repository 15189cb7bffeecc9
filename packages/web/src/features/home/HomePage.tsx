/**
 * /superset/welcome/: Superset's home page. "Home" with the Thumbnails switch, then four panels that
 * open and close (remembered): Recents (Viewed, Edited, Created), Dashboards and Charts (Favorite,
 * Mine, Examples) and Saved queries (Mine); each list only for users who may read it.
 */
import { Collapse, Switch, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useGetMeQuery, useGetMyRolesQuery } from '../../api/auth';
import { ListPageHeader } from '../../components/ResourceList';
import { Loading } from '../../components/Loading';
import { ActivityPanel } from './ActivityPanel';
import { COMPACT_CARDS_CSS } from './CardGrid';
import { ChartPanel } from './ChartPanel';
import { homeAccess, type HomeAccess } from './homeAccess';
import { DashboardPanel } from './DashboardPanel';
import { readOpenPanels, readThumbnails, rememberOpenPanels, rememberThumbnails } from './homeStorage';
import { SavedQueryPanel } from './SavedQueryPanel';

function ThumbnailsSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label style={{ display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
      <Switch checked={checked} onChange={onChange} data-test="home-thumbnails-switch" />
      <Typography.Text>Thumbnails</Typography.Text>
    </label>
  );
}

function Welcome({ userId, access }: { userId: number; access: HomeAccess }) {
  const [open, setOpen] = useState<string[]>(() => readOpenPanels());
  const [thumbnails, setThumbnails] = useState(() => readThumbnails(userId));
  const panel = (key: string, label: string, children: ReactNode) => ({
    key,
    label: (
      <Typography.Text strong style={{ fontSize: 16 }} data-test={`home-panel-${key}`}>
        {label}
      </Typography.Text>
    ),
    children,
  });
  return (
    <div data-test="home-page">
      <style>{COMPACT_CARDS_CSS}</style>
      <ListPageHeader title="Home">
        <ThumbnailsSwitch
          checked={thumbnails}
          onChange={(on) => {
            setThumbnails(on);
            rememberThumbnails(userId, on);
          }}
        />
      </ListPageHeader>
      <Collapse
        ghost
        activeKey={open}
        onChange={(keys) => {
          const next = Array.isArray(keys) ? keys : [keys];
          setOpen(next);
          rememberOpenPanels(next);
        }}
        // Closed panels ask nothing: their lists load when opened.
        destroyOnHidden
        items={[
          panel('recents', 'Recents', <ActivityPanel userId={userId} access={access} />),
          ...(access.dashboards
            ? [
                panel(
                  'dashboards',
                  'Dashboards',
                  <DashboardPanel userId={userId} showThumbnails={thumbnails} />,
                ),
              ]
            : []),
          ...(access.charts
            ? [panel('charts', 'Charts', <ChartPanel userId={userId} showThumbnails={thumbnails} />)]
            : []),
          ...(access.savedQueries
            ? [
                panel(
                  'saved-queries',
                  'Saved queries',
                  <SavedQueryPanel userId={userId} showThumbnails={thumbnails} />,
                ),
              ]
            : []),
        ]}
      />
    </div>
  );
}

export default function HomePage() {
  const me = useGetMeQuery();
  const roles = useGetMyRolesQuery();
  if (!me.data || roles.isLoading) return <Loading />;
  return <Welcome userId={me.data.id} access={homeAccess(roles.data)} />;
}
