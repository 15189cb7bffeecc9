export * from './chartProps.js';
export * from './controls.js';
export * from './datasource.js';
export * from './formDataSchema.js';
export * from './plugin.js';
export * from './registry.js';
export * from './sharedControls.js';
