/** The server as a library: what tests, benchmarks and embedders start it with. */
export { buildApp, type BuiltApp } from './app.js';
export { loadConfig, type Config } from './config.js';
