import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { ErrorPanel } from './ErrorPanel';

/** A page's code failed to download (offline, or a new version replaced the old files). */
export const isChunkLoadError = (e: unknown): boolean =>
  e instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(e.message);

export const reloadAction = (e: unknown) =>
  isChunkLoadError(e) ? (
    <Button size="small" onClick={() => window.location.reload()} data-test="error-panel-reload">
      Reload
    </Button>
  ) : undefined;

interface Props {
  children: ReactNode;
  /** Renders instead of the default "Unexpected error" panel. */
  fallback?: (error: Error, reset: () => void) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it and shows the "Unexpected error" panel instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.reset);
    return <ErrorPanel message={error.message} details={error.stack ?? ''} action={reloadAction(error)} />;
  }
}
