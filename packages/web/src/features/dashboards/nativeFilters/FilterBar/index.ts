export { FilterBar, NO_FILTERS_MESSAGE, barOrientation } from './FilterBar';
