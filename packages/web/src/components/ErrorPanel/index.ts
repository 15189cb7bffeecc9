export { ErrorBoundary, isChunkLoadError, reloadAction } from './ErrorBoundary';
export { ErrorPanel, UNEXPECTED_ERROR, type ErrorPanelProps } from './ErrorPanel';
