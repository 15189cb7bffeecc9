/**
 * A dashboard's json_metadata: validation of the keys Superset's DashboardJSONMetadataSchema knows
 * (unknown keys are kept as they are, so everything round-trips) and Superset's `positions` key,
 * which carries the layout inside json_metadata when its web client saves a dashboard.
 */
import { z } from 'zod';
import { HttpError } from './errors.js';
import { validated } from './list-query.js';

const record = z.record(z.string(), z.unknown());
const colorMap = z.record(z.string(), z.string());
const intList = z.array(z.number().int());

export const jsonMetadataSchema = z
  .object({
    color_scheme: z.string().nullish(),
    color_namespace: z.string().nullish(),
    color_scheme_domain: z.array(z.string()).nullish(),
    label_colors: colorMap.nullish(),
    // Superset stores a list of labels now and stored a label → colour map before.
    shared_label_colors: z.union([z.array(z.string()), colorMap]).nullish(),
    map_label_colors: colorMap.nullish(),
    refresh_frequency: z.number().int().min(0).nullish(),
    timed_refresh_immune_slices: intList.nullish(),
    expanded_slices: record.nullish(),
    cross_filters_enabled: z.boolean().nullish(),
    stagger_refresh: z.boolean().nullish(),
    stagger_time: z.number().int().min(0).nullish(),
    default_filters: z.string().nullish(),
    filter_scopes: record.nullish(),
    chart_configuration: record.nullish(),
    global_chart_configuration: record.nullish(),
    native_filter_configuration: z.array(record).nullish(),
    filter_bar_orientation: z.enum(['VERTICAL', 'HORIZONTAL']).nullish(),
    positions: record.nullish(),
    import_time: z.number().int().nullish(),
    remote_id: z.number().int().nullish(),
  })
  .loose();

export type JsonMetadata = z.infer<typeof jsonMetadataSchema>;

/**
 * Parses and validates json_metadata text; null/empty gives {}. Errors are 400 naming the key, e.g.
 * `{message: {"json_metadata.refresh_frequency": [...]}}`.
 */
export function parseJsonMetadata(text: string | null | undefined, field = 'json_metadata'): JsonMetadata {
  if (text === null || text === undefined || text.trim() === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid', { message: { [field]: ['JSON not valid'] } });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new HttpError(400, 'invalid', { message: { [field]: ['Must be a JSON object'] } });
  }
  return validated(jsonMetadataSchema, raw, field);
}

/** Stored json_metadata read leniently (a broken stored value counts as empty). */
export function storedMetadata(text: string | null): Record<string, unknown> {
  try {
    const v = JSON.parse(text ?? '{}') as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export interface SaveFields {
  json_metadata?: string | null | undefined;
  position_json?: string | null | undefined;
}

/**
 * Validates json_metadata and moves Superset's `positions` out of it into position_json (which
 * then wins over a position_json sent beside it, as in Superset's save).
 */
export function prepareDashboardSave<T extends SaveFields>(body: T): T & SaveFields {
  if (body.json_metadata === undefined || body.json_metadata === null || body.json_metadata === '')
    return body;
  const { positions, ...metadata } = parseJsonMetadata(body.json_metadata);
  return {
    ...body,
    json_metadata: JSON.stringify(metadata),
    ...(positions && { position_json: JSON.stringify(positions) }),
  };
}
