/** Names of the post-processing operations Meridian runs (Superset's `post_processing[].operation`). */
export const POST_PROCESSING_OPERATIONS = [
  'aggregate',
  'boxplot',
  'compare',
  'contribution',
  'cum',
  'diff',
  'flatten',
  'histogram',
  'pivot',
  'rank',
  'rename',
  'resample',
  'rolling',
  'select',
  'sort',
] as const;

export type PostProcessingOperation = (typeof POST_PROCESSING_OPERATIONS)[number];

export const isPostProcessingOperation = (value: unknown): value is PostProcessingOperation =>
  typeof value === 'string' && (POST_PROCESSING_OPERATIONS as readonly string[]).includes(value);
