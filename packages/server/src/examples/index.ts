export {
  EXAMPLES_DATA_VERSION,
  DEFAULT_FLIGHTS_ROWS,
  buildExamplesDatabase,
  examplesDatabasePath,
} from './build.js';
export type { BuildExamplesOptions } from './build.js';
export { buildExamplesInChildProcess } from './build-process.js';
export { EXAMPLE_DATASETS, EXAMPLES_DATABASE } from './datasets.js';
export { formatProgressBar, renderProgressBar } from './progress.js';
export type { ProgressStream } from './progress.js';
export type {
  ExampleColumn,
  ExampleDataset,
  ExampleMetric,
  ExamplePhysicalType,
  ExamplesProgress,
} from './types.js';
