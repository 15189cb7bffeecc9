export * from './api/index.js';
export * from './security/index.js';
export * from './query/index.js';
export * from './postprocess/index.js';
