/** Every dataset of the examples database, for registration in the metadata store. */
import { BIRTH_NAMES_DATASET } from './births/dataset.js';
import { COVID_VACCINES_DATASET } from './covid/dataset.js';
import { FLIGHTS_DATASET } from './flights/dataset.js';
import { SALES_DATASET } from './sales/dataset.js';
import type { ExampleDataset } from './types.js';
import { VIDEO_GAME_SALES_DATASET } from './video-games/dataset.js';
import { WORLD_HEALTH_DATASET } from './world-health/dataset.js';

/** The examples database as Superset's bundles name it (its uuid links their datasets to it). */
export const EXAMPLES_DATABASE = {
  database_name: 'examples',
  uuid: 'a2dc77af-e654-49bb-b321-40f6b559a1ee',
  file_name: 'examples.duckdb',
  /** The schema the example tables live in (DuckDB's default), which their datasets name. */
  schema: 'main',
} as const;

export const EXAMPLE_DATASETS: readonly ExampleDataset[] = [
  SALES_DATASET,
  BIRTH_NAMES_DATASET,
  VIDEO_GAME_SALES_DATASET,
  COVID_VACCINES_DATASET,
  WORLD_HEALTH_DATASET,
  FLIGHTS_DATASET,
];
