import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  ChartRegistryProvider,
  createDefaultRegistrySource,
} from '../components/ChartRenderer/registryContext';
import { ErrorBoundary } from '../components/ErrorPanel';
import { ToastContainer } from '../components/Toasts';
import type { AppStore } from './store';
import { ThemeProvider } from './ThemeProvider';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  // One chart registry per app; its plugins load the first time a page draws a chart.
  const [charts] = useState(createDefaultRegistrySource);
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
