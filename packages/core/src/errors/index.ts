export * from './errorTypes.js';
export * from './issueCodes.js';
export * from './envelope.js';
