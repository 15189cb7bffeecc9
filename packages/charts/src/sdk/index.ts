export * from './plugin.js';
export * from './registry.js';
