import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '../components/ErrorPanel';
import { ToastContainer } from '../components/Toasts';
import type { AppStore } from './store';
import { ThemeProvider } from './ThemeProvider';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <ErrorBoundary>{children}</ErrorBoundary>
        <ToastContainer />
      </ThemeProvider>
    </Provider>
  );
}
