export * from './validators.js';
