import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  ChartRegistryProvider,
  createDefaultRegistrySource,
  type ChartRegistrySource,
} from '../components/ChartRenderer/registryContext';
import { ErrorBoundary } from '../components/ErrorPanel';
import { ToastContainer } from '../components/Toasts';
import type { AppStore } from './store';
import { ThemeProvider } from '../theme/ThemeProvider';

export function Providers({
  store,
  charts: given,
  children,
}: {
  store: AppStore;
  /** The app's chart registry (createApp makes it, to preload charts); one of its own otherwise. */
  charts?: ChartRegistrySource;
  children: ReactNode;
}) {
  // One chart registry per app; its plugins load the first time a page draws a chart (or sooner, when
  // createApp preloads them).
  const [charts] = useState(() => given ?? createDefaultRegistrySource());
  return (
    <Provider store={store}>
      <ThemeProvider>
        <ChartRegistryProvider source={charts}>
          <ErrorBoundary>{children}</ErrorBoundary>
        </ChartRegistryProvider>
        <ToastContainer />
      </ThemeProvider>
    </Provider>
  );
}
