export * from './rison.js';
export * from './list.js';
