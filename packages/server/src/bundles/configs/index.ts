/**
 * The kinds of configuration a bundle holds, by the folder Superset puts them in, with the model
 * name its `metadata.yaml` states as `type` and the name its "already exists" message uses.
 */
import type { z } from 'zod';
import { chartConfig } from './chart.js';
import { dashboardConfig } from './dashboard.js';
import { databaseConfig } from './database.js';
import { datasetConfig } from './dataset.js';
import { savedQueryConfig } from './saved-query.js';

export interface ConfigKind {
  folder: string;
  schema: z.ZodType<{ uuid: string }>;
  /** `metadata.yaml`'s `type` for an export of this kind. */
  metadataType: string;
  /** The object's name in "… already exists and `overwrite=true` was not passed". */
  title: string;
}

export const CONFIG_KINDS = {
  database: { folder: 'databases', schema: databaseConfig, metadataType: 'Database', title: 'Database' },
  dataset: { folder: 'datasets', schema: datasetConfig, metadataType: 'SqlaTable', title: 'Dataset' },
  chart: { folder: 'charts', schema: chartConfig, metadataType: 'Slice', title: 'Chart' },
  dashboard: { folder: 'dashboards', schema: dashboardConfig, metadataType: 'Dashboard', title: 'Dashboard' },
  saved_query: {
    folder: 'queries',
    schema: savedQueryConfig,
    metadataType: 'SavedQuery',
    title: 'Saved_Queries',
  },
} as const satisfies Record<string, ConfigKind>;

export type KindName = keyof typeof CONFIG_KINDS;

export const KIND_NAMES = Object.keys(CONFIG_KINDS) as KindName[];

/** The kind a bundle path belongs to, by its first folder. */
export function kindOfPath(path: string): KindName | undefined {
  const folder = path.split('/')[0];
  return KIND_NAMES.find((k) => CONFIG_KINDS[k].folder === folder);
}
