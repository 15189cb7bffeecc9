export * from './rison.js';
export * from './list.js';
export * from './dataset.js';
export * from './database.js';
export * from './database-metadata.js';
export * from './dataset-body.js';
