export {
  ListView,
  DEFAULT_SORT,
  NO_RESULTS_TITLE,
  NO_RESULTS_DESCRIPTION,
  type ListViewProps,
} from './ListView';
export {
  LIST_PAGE_SIZE,
  ListViewError,
  validateFilterConfig,
  readListViewState,
  writeListViewState,
} from './listViewState';
export { useCardSelecting } from './cardSelection';
export type * from './types';
