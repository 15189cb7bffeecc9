export { SearchSelect, type SearchOption, type SearchSelectProps } from './SearchSelect';
export { SEARCH_DEBOUNCE_MS, useServerOptions, type OptionsPage } from './useServerOptions';
