import { Button, Layout, Menu, theme } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useGetMeQuery, useGetMyRolesQuery } from '../../api/auth';
import { errorText } from '../../api/errors';
import { ErrorBoundary, ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { hidesNavigation } from '../../features/dashboards/uiConfig';
import { NAV_ITEMS, activeNavKey, allowedItems } from '../navigation';
import { useSpaNavigationLog } from '../../logger/useLogOnce';
import { SettingsMenu, UserMenu } from './RightMenu';

/** Signed-in pages: top navigation and the page below it. A 401 from /me sends the user to /login/. */
export default function AppShell() {
  const { token } = theme.useToken();
  const location = useLocation();
  useSpaNavigationLog(location.pathname);
  const me = useGetMeQuery();
  const roles = useGetMyRolesQuery();

  const unauthorized = me.error !== undefined && 'status' in me.error && me.error.status === 401;
  // While signed out, the 401 handler is already on its way to /login/.
  if (me.isLoading || unauthorized) return <Loading fullPage />;
  if (me.isError || !me.data) {
    return (
      <div style={{ padding: 24 }}>
        <ErrorPanel
          message={errorText(me.error)}
          action={
            <Button size="small" onClick={() => void me.refetch()}>
              Retry
            </Button>
          }
        />
      </div>
    );
  }

  const active = activeNavKey(location.pathname);
  // standalone=1|true (or the uiConfig "hide navigation" bit): the page alone, e.g. embedded.
  const standalone = hidesNavigation(location.search);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!standalone && (
        <Layout.Header
          data-test="navbar"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 24,
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Link
            to="/superset/welcome/"
            data-test="navbar-brand"
            style={{ fontSize: 18, fontWeight: 600, color: token.colorPrimary, whiteSpace: 'nowrap' }}
          >
            Meridian
          </Link>
          <Menu
            mode="horizontal"
            selectedKeys={active ? [active] : []}
            style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
            items={allowedItems(NAV_ITEMS, roles.data).map((item) => ({
              key: item.key,
              label: (
                <Link to={item.path} data-test={item.dataTest}>
                  {item.label}
                </Link>
              ),
            }))}
          />
          <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <SettingsMenu />
            <UserMenu user={me.data} />
          </div>
        </Layout.Header>
      )}
      <Layout.Content style={{ padding: token.paddingLG }}>
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Layout.Content>
    </Layout>
  );
}
