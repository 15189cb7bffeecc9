/** Analytic engines: the contract, the registry and the four built-in engines. */
export type * from './engine.js';
export * from './errors.js';
export { GenericDataType, type TypeRules } from './generic-types.js';
export { type TimeGrain, TIME_GRAIN_NAMES, ALL_TIME_GRAINS, isTimeGrain } from './time-grains.js';
export { parseUtcTimestamp, formatIsoTimestamp, safeBigint } from './values.js';
export { quoteIfNeeded } from './dialect-base.js';
export {
  EngineRegistry,
  createEngineRegistry,
  BUILTIN_ENGINE_SPECS,
  buildUri,
  parseSqlalchemyUri,
  parametersFromUri,
  maskPassword,
  PASSWORD_MASK,
  type AvailableEngine,
} from './registry.js';
export type { SqlalchemyUrl } from './uri.js';
export { duckdbSpec } from './duckdb/spec.js';
export { sqliteSpec } from './sqlite/spec.js';
export { postgresSpec } from './postgres/spec.js';
export { mysqlSpec } from './mysql/spec.js';
