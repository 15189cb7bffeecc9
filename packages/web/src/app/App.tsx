import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loginPath, setUnauthorizedHandler } from '../api/client';
import { Providers } from './Providers';
import { routes } from './routes';
import { makeStore, type AppStore } from './store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Creates the store and the router once per page, and routes any 401 to the sign-in page. */
export function createApp(): { store: AppStore; router: AppRouter } {
  const store = makeStore();
  const router = createBrowserRouter(routes);
  setUnauthorizedHandler(() => {
    const { pathname, search } = router.state.location;
    if (!pathname.startsWith('/login')) void router.navigate(loginPath(pathname + search), { replace: true });
  });
  return { store, router };
}

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}
