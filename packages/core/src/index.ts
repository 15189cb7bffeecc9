export * from './api/index.js';
export * from './security/index.js';
export * from './query/index.js';
export * from './postprocess/index.js';
export * from './format/index.js';
export * from './validation/index.js';
export * from './pivot/index.js';
export * from './layout/index.js';
