import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Loading } from '../components/Loading';
import { RouteError } from './RouteError';

// Every page is its own chunk: the login page does not ship the shell or the lists.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const AppShell = lazy(() => import('./shell/AppShell'));
const DashboardList = lazy(() => import('../features/lists/dashboards/DashboardList'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const DashboardPermalinkPage = lazy(() => import('../features/dashboard/DashboardPermalinkPage'));
const DatabaseList = lazy(() => import('../features/databases/DatabaseList'));
const DatasetList = lazy(() => import('../features/datasets/DatasetList'));
const AddDatasetPage = lazy(() => import('../features/datasets/add/AddDatasetPage'));
const ChartList = lazy(() => import('../features/charts/ChartList'));
const ExplorePage = lazy(() => import('../features/explore/ExplorePage'));
const UserList = lazy(() => import('../features/security/UserList'));
const RoleList = lazy(() => import('../features/security/RoleList'));
const UserInfoPage = lazy(() => import('../features/security/UserInfoPage'));
const SqlLabPage = lazy(() => import('../features/sqllab/SqlLabPage'));
const SavedQueryList = lazy(() => import('../features/sqllab/lists/SavedQueryList'));
const QueryHistoryList = lazy(() => import('../features/sqllab/lists/QueryHistoryList'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

const page = (node: ReactNode, fullPage = false) => (
  <Suspense fallback={<Loading fullPage={fullPage} />}>{node}</Suspense>
);

export const HOME_PATH = '/dashboard/list/';

/**
 * Superset's page routes. Trailing slashes are optional when matching (/login and /login/ both work).
 * Pages inside the shell need a signed-in user; later issues add their routes to the shell's children.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: page(<LoginPage />, true) },
      { path: '/', element: <Navigate to={HOME_PATH} replace /> },
      { path: '/superset/welcome', element: <Navigate to={HOME_PATH} replace /> },
      {
        element: page(<AppShell />, true),
        children: [
          { path: '/dashboard/list', element: <DashboardList /> },
          { path: '/superset/dashboard/p/:key', element: <DashboardPermalinkPage /> },
          { path: '/superset/dashboard/:idOrSlug', element: <DashboardPage /> },
          { path: '/databaseview/list', element: <DatabaseList /> },
          { path: '/tablemodelview/list', element: <DatasetList /> },
          { path: '/dataset/add', element: <AddDatasetPage /> },
          { path: '/chart/list', element: <ChartList /> },
          // One route for /explore/ and /explore/p/{key}/: explore replaces its own URL without remounting.
          { path: '/explore/*', element: <ExplorePage /> },
          // One route for /sqllab/ and /sqllab/p/{key}: opening a permalink replaces the URL without remounting.
          { path: '/sqllab/*', element: <SqlLabPage /> },
          { path: '/sqllab/history', element: <QueryHistoryList /> },
          { path: '/savedqueryview/list', element: <SavedQueryList /> },
          { path: '/users/list', element: <UserList /> },
          { path: '/roles/list', element: <RoleList /> },
          { path: '/user_info', element: <UserInfoPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
