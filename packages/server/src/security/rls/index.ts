/** Row-level security: which rules bind a user on a dataset, and how they join a query. */
export { invalidateRls, datasetRules, type StoredRlsRule } from './rules.js';
export { applicableRules, guestRules, rlsTerms, type RlsClause } from './applicable.js';
export { rlsClausesFor, rlsSource, type RlsSource } from './source.js';
