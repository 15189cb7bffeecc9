export { ErrorBoundary, isChunkLoadError, reloadAction } from './ErrorBoundary';
export { ErrorPanel, UNEXPECTED_ERROR, type ErrorPanelProps } from './ErrorPanel';
export {
  ACCESS_DENIED_TITLE,
  AccessErrorPanel,
  CHART_OWNER_PROMPT,
  DATASET_OWNER_PROMPT,
  SECURITY_ACCESS_ERROR_TYPES,
  isSecurityAccessError,
  ownersLine,
} from './AccessErrorPanel';
