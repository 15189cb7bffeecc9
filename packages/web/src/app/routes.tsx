import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Loading } from '../components/Loading';
import { lazyPage, type LazyPage } from './lazyPage';
import { RouteError } from './RouteError';

// Every page is its own chunk: the login page does not ship the shell or the lists. Each can be
// fetched before React asks for it (see preloadRoute).
const pages = {
  LoginPage: lazyPage(() => import('../features/auth/LoginPage')),
  LogoutPage: lazyPage(() => import('../features/auth/LogoutPage')),
  AppShell: lazyPage(() => import('./shell/AppShell')),
  HomePage: lazyPage(() => import('../features/home/HomePage')),
  DashboardList: lazyPage(() => import('../features/dashboards/list/DashboardList')),
  DashboardPage: lazyPage(() => import('../features/dashboards/DashboardPage')),
  DashboardPermalinkPage: lazyPage(() => import('../features/dashboards/DashboardPermalinkPage')),
  DatabaseList: lazyPage(() => import('../features/databases/DatabaseList')),
  DatasetList: lazyPage(() => import('../features/datasets/DatasetList')),
  AddDatasetPage: lazyPage(() => import('../features/datasets/add/AddDatasetPage')),
  ChartList: lazyPage(() => import('../features/charts/ChartList')),
  ChartCreationPage: lazyPage(() => import('../features/chartAdd/ChartCreationPage')),
  CssTemplateList: lazyPage(() => import('../features/cssTemplates/CssTemplateList')),
  ThemeList: lazyPage(() => import('../features/themes/ThemeList')),
  AnnotationLayerList: lazyPage(() => import('../features/annotations/AnnotationLayerList')),
  AnnotationList: lazyPage(() => import('../features/annotations/AnnotationList')),
  ExplorePage: lazyPage(() => import('../features/explore/ExplorePage')),
  UserList: lazyPage(() => import('../features/security/UserList')),
  RoleList: lazyPage(() => import('../features/security/RoleList')),
  GroupList: lazyPage(() => import('../features/security/GroupList')),
  RowLevelSecurityList: lazyPage(() => import('../features/rowLevelSecurity/RowLevelSecurityList')),
  ActionLogList: lazyPage(() => import('../features/actionLog/ActionLogList')),
  UserInfoPage: lazyPage(() => import('../features/security/UserInfoPage')),
  SqlLabPage: lazyPage(() => import('../features/sqllab/SqlLabPage')),
  SavedQueryList: lazyPage(() => import('../features/sqllab/lists/SavedQueryList')),
  QueryHistoryList: lazyPage(() => import('../features/sqllab/lists/QueryHistoryList')),
  AlertReportList: lazyPage(() => import('../features/reports/list/AlertReportList')),
  ExecutionLogList: lazyPage(() => import('../features/reports/log/ExecutionLogList')),
  TagList: lazyPage(() => import('../features/tags/TagList')),
  AllEntitiesPage: lazyPage(() => import('../features/tags/AllEntitiesPage')),
  NotFoundPage: lazyPage(() => import('./NotFoundPage')),
  EmbeddedPage: lazyPage(() => import('../features/embedded/EmbeddedPage')),
};
type PageName = keyof typeof pages;

/**
 * What a route lets the start-up code begin before React renders (see preloadRoute): `load` fetches
 * the route's code, `prefetch` the data its page asks for first.
 */
export interface RouteHandle {
  load?: () => Promise<unknown>;
  prefetch?: PrefetchKind;
  /** Pages inside the shell need the signed-in user (and the shell's code). */
  signedIn?: boolean;
}
export type PrefetchKind = 'dashboard';

const handle = (h: RouteHandle): RouteHandle => h;
/** The route fields of a page: its element and its loader. */
const route = (name: PageName, more: Omit<RouteHandle, 'load'> = {}) => {
  const { Page, load } = pages[name];
  return { element: <Page />, handle: handle({ load, ...more }) };
};

const page = ({ Page }: LazyPage, fullPage = false) => (
  <Suspense fallback={<Loading fullPage={fullPage} />}>
    <Page />
  </Suspense>
);

/** Superset's landing page: the brand link, `/` and the page after signing in. */
export const HOME_PATH = '/superset/welcome/';

/**
 * Superset's page routes. Trailing slashes are optional when matching (/login and /login/ both work).
 * Pages inside the shell need a signed-in user; later issues add their routes to the shell's children.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/login', ...route('LoginPage'), element: page(pages.LoginPage, true) },
      { path: '/logout', ...route('LogoutPage'), element: page(pages.LogoutPage, true) },
      { path: '/', element: <Navigate to={HOME_PATH} replace /> },
      // A dashboard in another site's iframe: no shell, no signed-in user (a guest token instead).
      { path: '/embedded/:uuid', ...route('EmbeddedPage'), element: page(pages.EmbeddedPage, true) },
      {
        ...route('AppShell', { signedIn: true }),
        element: page(pages.AppShell, true),
        children: [
          { path: '/superset/welcome', ...route('HomePage') },
          { path: '/dashboard/list', ...route('DashboardList') },
          {
            path: '/superset/dashboard/p/:key',
            ...route('DashboardPermalinkPage'),
          },
          {
            path: '/superset/dashboard/:idOrSlug',
            ...route('DashboardPage', { prefetch: 'dashboard' }),
          },
          { path: '/databaseview/list', ...route('DatabaseList') },
          { path: '/tablemodelview/list', ...route('DatasetList') },
          { path: '/dataset/add', ...route('AddDatasetPage') },
          { path: '/chart/list', ...route('ChartList') },
          { path: '/chart/add', ...route('ChartCreationPage') },
          { path: '/csstemplatemodelview/list', ...route('CssTemplateList') },
          { path: '/theme/list', ...route('ThemeList') },
          { path: '/annotationlayer/list', ...route('AnnotationLayerList') },
          { path: '/annotationlayer/:layerId/annotation', ...route('AnnotationList') },
          // One route for /explore/ and /explore/p/{key}/: explore replaces its own URL without remounting.
          { path: '/explore/*', ...route('ExplorePage') },
          // One route for /sqllab/ and /sqllab/p/{key}: opening a permalink replaces the URL without remounting.
          { path: '/sqllab/*', ...route('SqlLabPage') },
          { path: '/sqllab/history', ...route('QueryHistoryList') },
          { path: '/savedqueryview/list', ...route('SavedQueryList') },
          { path: '/users/list', ...route('UserList') },
          { path: '/roles/list', ...route('RoleList') },
          { path: '/list_groups', ...route('GroupList') },
          { path: '/rowlevelsecurity/list', ...route('RowLevelSecurityList') },
          { path: '/actionlog/list', ...route('ActionLogList') },
          { path: '/user_info', ...route('UserInfoPage') },
          { path: '/alert/list', ...route('AlertReportList') },
          { path: '/report/list', ...route('AlertReportList') },
          { path: '/alert/:id/log', ...route('ExecutionLogList') },
          { path: '/report/:id/log', ...route('ExecutionLogList') },
          { path: '/tag/list', ...route('TagList') },
          { path: '/superset/all_entities', ...route('AllEntitiesPage') },
          { path: '*', ...route('NotFoundPage') },
        ],
      },
    ],
  },
];
