export * from './types.js';
// Applying masks to charts and reading the stored configuration.
export * from './merge.js';
export * from './chartScope.js';
export * from './parseConfig.js';
// Filter values → data masks, per filter type.
export * from './selectFilter.js';
export * from './rangeFilter.js';
export * from './timeFilters.js';
// Configuration: ids, cascade order, validation.
export * from './ids.js';
export * from './cascade.js';
export * from './configValidation.js';
