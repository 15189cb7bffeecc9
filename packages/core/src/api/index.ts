export * from './rison.js';
