export * from './rison.js';
export * from './list.js';
export * from './dataset.js';
