/**
 * /embedded/{uuid}: a dashboard inside another site's iframe (Superset's embedded app). Nothing shows
 * until the host's SDK has handed over a guest token (hostChannel.ts); then the embedding's dashboard
 * is drawn with the dashboard page's own components, without the app's menu, as the guest. The URL's
 * uiConfig bits (hide title, tabs, chart controls) and show_filters / expand_filters apply as on the
 * dashboard page.
 */
import { ConfigProvider, Layout, theme as antdTheme } from 'antd';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router';
import { authApi } from '../../api/auth';
import { ApiError, request } from '../../api/client';
import { errorText } from '../../api/errors';
import type { CurrentUserWithRoles } from '../../api/types';
import type { AppDispatch } from '../../app/store';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { DashboardLoader } from '../dashboards/DashboardPage';
import { DashboardNotFound } from '../dashboards/DashboardNotFound';
import { EmbeddedBridge } from './EmbeddedBridge';
import { hostState, subscribeHost } from './hostChannel';
import { hostTheme } from './embeddedTheme';

interface EmbeddedConfigResponse {
  result: { dashboard_id: string; uuid: string; allowed_domains: string[] };
}

/** The guest as the page knows it: no roles, so no editing, exploring or sharing controls. */
const GUEST_USER: CurrentUserWithRoles = {
  id: 0,
  username: 'guest',
  first_name: 'Guest',
  last_name: '',
  email: '',
  is_active: true,
  is_anonymous: true,
  roles: {},
};

function EmbeddedDashboard({ uuid }: { uuid: string }) {
  const dispatch = useDispatch<AppDispatch>();
  // Components that ask for the signed-in user's roles find the guest in the cache: a guest may not
  // call /api/v1/me/roles/.
  const [cached] = useState(() => {
    void dispatch(authApi.util.upsertQueryData('getMyRoles', undefined, GUEST_USER));
    return true;
  });
  const [dashboardId, setDashboardId] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    request<EmbeddedConfigResponse>(`/api/v1/embedded_dashboard/${encodeURIComponent(uuid)}`).then(
      (r) => live && setDashboardId(r.result.dashboard_id),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [uuid]);
  if (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    if (status === 404 || status === 403) return <DashboardNotFound />;
    return <ErrorPanel message={errorText(error instanceof ApiError ? error.clientError : error)} />;
  }
  if (!dashboardId || !cached) return <Loading />;
  return <DashboardLoader idOrSlug={dashboardId} user={GUEST_USER} extra={<EmbeddedBridge />} />;
}

/** The app's page layout without its header: the same background and padding as inside the shell. */
function EmbeddedLayout({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <Layout data-test="embedded-page" style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ padding: token.paddingLG }}>{children}</Layout.Content>
    </Layout>
  );
}

const prefersDark = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;

export default function EmbeddedPage() {
  const { uuid = '' } = useParams();
  const host = useSyncExternalStore(subscribeHost, hostState);
  const theme = useMemo(() => hostTheme(host, prefersDark()), [host]);
  if (!host.ready) return null;
  const page = (
    <EmbeddedLayout>
      <EmbeddedDashboard uuid={uuid} />
    </EmbeddedLayout>
  );
  return theme ? <ConfigProvider theme={theme}>{page}</ConfigProvider> : page;
}
