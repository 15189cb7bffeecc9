export * from './api/index.js';
export * from './security/index.js';
export * from './query/index.js';
