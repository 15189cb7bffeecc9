export * from './layout.js';
export * from './pivotAggregators.js';
export * from './pivotTable.js';
