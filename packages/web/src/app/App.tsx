import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loginPath, setUnauthorizedHandler } from '../api/client';
import {
  createDefaultRegistrySource,
  type ChartRegistrySource,
} from '../components/ChartRenderer/registryContext';
import { listenForHost } from '../features/embedded/hostChannel';
import { preloadRoute } from './preload';
import { Providers } from './Providers';
import { routes } from './routes';
import { makeStore, type AppStore } from './store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppParts {
  store: AppStore;
  router: AppRouter;
  charts: ChartRegistrySource;
}

/**
 * Creates the store, the router and the chart registry once per page, routes any 401 to the sign-in
 * page, and starts loading the current page's code and first data before React renders.
 */
export function createApp(): AppParts {
  // The embedded page's host sends its handshake once, on the iframe's load: listen from the start.
  listenForHost(window.location.pathname);
  const store = makeStore();
  const router = createBrowserRouter(routes);
  // One chart registry per app; its plugins load the first time a page draws a chart.
  const charts = createDefaultRegistrySource();
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location;
    if (!pathname.startsWith('/login')) void router.navigate(loginPath(pathname + search), { replace: true });
  });
  preloadRoute(routes, router.state.location.pathname, { store, charts });
  return { store, router, charts };
}

export function App({ store, router, charts }: AppParts) {
  return (
    <Providers store={store} charts={charts}>
      <RouterProvider router={router} />
    </Providers>
  );
}
