/**
 * /explore/ and /explore/p/{key}/: the datasource panel, the control panel and the chart, in three
 * columns. Opens a saved chart (?slice_id=), a dataset (?datasource_id=&datasource_type=), a
 * form-data key (?form_data_key=) or a permalink.
 */
import { theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { errorText } from '../../api/errors';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { ChartPane } from './chart/ChartPane';
import { ControlPanel } from './controls/ControlPanel';
import { ExploreDndProvider } from '../../components/controls/dnd/dnd';
import { DatasourcePanel } from './datasource/DatasourcePanel';
import { ExploreProvider } from './state/ExploreContext';
import { readExploreUrl, type ExploreUrlState } from './state/urlState';
import { useExplore, type INTERNAL_NAVIGATION } from './state/useExplore';
import { ChooseDataset } from './ChooseDataset';
import { ExploreNotFound } from './ExploreNotFound';
import { StandaloneChart } from './StandaloneChart';
import { hidesNavigation } from '../dashboards/uiConfig';
import { useLogOnce } from '../../logger/useLogOnce';

/** The navbar's height: explore fills the rest of the window. */
const NAVBAR_HEIGHT = 64;

interface Tracked {
  locationKey: string;
  loadKey: string;
  url: ExploreUrlState;
}

function Explore({ url, loadKey }: { url: ExploreUrlState; loadKey: string }) {
  const { token } = theme.useToken();
  const controller = useExplore(url, loadKey);
  // ?standalone=true: the chart alone (embeds, the screenshot renderer). Read once: explore rewrites
  // its URL with the form-data key.
  const [standalone] = useState(() => hidesNavigation(window.location.search));
  const title = controller.state.sliceName || controller.state.dataset?.table_name;
  const sliceId = controller.state.dataset ? (controller.state.slice?.slice_id ?? 0) : null;
  useLogOnce(
    'mount_explorer',
    useMemo(() => (sliceId === null ? null : { source: 'slice', source_id: sliceId }), [sliceId]),
  );
  useEffect(() => {
    document.title = title ? `${title} - Meridian` : 'Explore - Meridian';
  }, [title]);

  if (controller.load.status === 'loading' && !controller.state.dataset) return <Loading />;
  if (controller.load.status === 'error') {
    const { error } = controller.load;
    if (error.status === 404) return <ExploreNotFound params={url.params} serverText={errorText(error)} />;
    // A security access error gets the access panel (whom to ask); others the generic one.
    return (
      <div data-test="explore-error">
        <ErrorPanel variant="page" error={error} message={errorText(error)} />
      </div>
    );
  }

  if (standalone)
    return (
      <ExploreProvider value={controller}>
        <StandaloneChart />
      </ExploreProvider>
    );
  const border = `1px solid ${token.colorBorderSecondary}`;
  return (
    <ExploreProvider value={controller}>
      <ExploreDndProvider>
        <div
          data-test="explore-page"
          data-status={controller.chart.state.chartStatus ?? 'none'}
          style={{
            display: 'flex',
            height: `calc(100vh - ${NAVBAR_HEIGHT}px)`,
            margin: -token.paddingLG,
            background: token.colorBgContainer,
          }}
        >
          <aside style={{ width: 280, flexShrink: 0, borderRight: border, minHeight: 0 }}>
            <DatasourcePanel />
          </aside>
          <section style={{ width: 340, flexShrink: 0, borderRight: border, minHeight: 0 }}>
            <ControlPanel />
          </section>
          <main style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
            <ChartPane />
          </main>
        </div>
      </ExploreDndProvider>
    </ExploreProvider>
  );
}

export default function ExplorePage() {
  const location = useLocation();
  const [tracked, setTracked] = useState<Tracked>(() => ({
    locationKey: location.key,
    loadKey: location.key,
    url: readExploreUrl(location.pathname, location.search),
  }));
  // Explore writes its own URL (the form-data key); only navigations from elsewhere reload it.
  if (tracked.locationKey !== location.key) {
    const internal = (location.state as typeof INTERNAL_NAVIGATION | null)?.exploreInternal === true;
    setTracked(
      internal
        ? { ...tracked, locationKey: location.key }
        : {
            locationKey: location.key,
            loadKey: location.key,
            url: readExploreUrl(location.pathname, location.search),
          },
    );
  }
  const p = tracked.url.params;
  if (!p.slice_id && !p.datasource_id && !p.form_data_key && !p.permalink_key) return <ChooseDataset />;
  return <Explore key={tracked.loadKey} url={tracked.url} loadKey={tracked.loadKey} />;
}
