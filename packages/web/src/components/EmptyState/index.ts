export {
  EmptyState,
  EMPTY_STATE_DEFAULTS,
  EMPTY_STATE_IMAGES,
  type EmptyStateProps,
  type EmptyStateSize,
  type EmptyStateImage,
} from './EmptyState';
