/**
 * Dashboard json_metadata (spec §3): parsed with its defaults for the page, and written back on save
 * with every key it came with kept (other features store their own keys there).
 */
export const DEFAULT_STAGGER_TIME = 5000;
/** Staggered refresh never spreads charts closer than this (spec §9). */
export const MIN_STAGGER_TIME = 5000;

export interface DashboardMetadata {
  color_scheme?: string;
  color_namespace?: string;
  label_colors: Record<string, string>;
  shared_label_colors: unknown;
  map_label_colors: Record<string, string>;
  refresh_frequency: number;
  timed_refresh_immune_slices: number[];
  expanded_slices: Record<string, boolean>;
  cross_filters_enabled: boolean;
  stagger_refresh: boolean;
  stagger_time: number;
  [key: string]: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const stringMap = (v: unknown): Record<string, string> =>
  isRecord(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

export function parseMetadata(json: string | null | undefined): DashboardMetadata {
  let raw: Record<string, unknown> = {};
  try {
    const parsed = json ? (JSON.parse(json) as unknown) : {};
    if (isRecord(parsed)) raw = parsed;
  } catch {
    // Unreadable metadata behaves as empty; saving writes a clean object.
  }
  const refresh = Number(raw.refresh_frequency ?? 0);
  const stagger = Number(raw.stagger_time ?? DEFAULT_STAGGER_TIME);
  return {
    ...raw,
    label_colors: stringMap(raw.label_colors),
    shared_label_colors: raw.shared_label_colors ?? [],
    map_label_colors: stringMap(raw.map_label_colors),
    refresh_frequency: Number.isFinite(refresh) && refresh > 0 ? refresh : 0,
    timed_refresh_immune_slices: Array.isArray(raw.timed_refresh_immune_slices)
      ? raw.timed_refresh_immune_slices.map(Number).filter(Number.isInteger)
      : [],
    expanded_slices: isRecord(raw.expanded_slices) ? (raw.expanded_slices as Record<string, boolean>) : {},
    cross_filters_enabled: raw.cross_filters_enabled !== false,
    // Superset staggers unless told not to.
    stagger_refresh: raw.stagger_refresh !== false && raw.stagger_refresh !== 'false',
    stagger_time: Number.isFinite(stagger) && stagger >= 0 ? stagger : DEFAULT_STAGGER_TIME,
  };
}

export interface SaveInput {
  /** The metadata as loaded (or last saved), with every key. */
  metadata: DashboardMetadata;
  /** position_json text (core's serializeLayout). */
  positionJson: string;
  dashboardTitle: string;
  css: string;
  /** Set when the user asked to keep the auto-refresh interval. */
  persistRefreshFrequency: number | null;
}

/** The PUT /api/v1/dashboard/{id} body of a save from the page. */
export function buildSavePayload(input: SaveInput) {
  const metadata: Record<string, unknown> = { ...input.metadata };
  // `positions` lives in position_json; an old copy in the metadata would shadow it in Superset.
  delete metadata.positions;
  if (input.persistRefreshFrequency !== null) metadata.refresh_frequency = input.persistRefreshFrequency;
  return {
    dashboard_title: input.dashboardTitle,
    css: input.css,
    position_json: input.positionJson,
    json_metadata: JSON.stringify(metadata),
  };
}
