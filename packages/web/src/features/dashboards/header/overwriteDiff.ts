/**
 * The overwrite check of a save with the confirm-dashboard-diff flag (spec §4, Superset's
 * getOverwriteItems / OverwriteConfirm): the dashboard as the server has it now is compared with the
 * dashboard as the page loaded (or last saved) it. When someone else changed it in between, the saved
 * fields that changed on the server are listed with the server's value (before) and the value this
 * save writes (after), so the user knows what the save overwrites.
 */
import type { DashboardDetail } from '../../../api/types';

export const CONFIRM_OVERWRITE_MESSAGE = 'Please confirm the overwrite values.';

export interface OverwriteItem {
  /** The field, json_metadata keys as `json_metadata.<key>`. */
  keyPath: string;
  /** The server's current value (what the save replaces), as text. */
  oldValue: string;
  /** The value the save writes, as text. */
  newValue: string;
}

/** What a save of the page writes (PUT /api/v1/dashboard/{id}). */
export interface SaveBody {
  dashboard_title: string;
  css: string;
  position_json: string;
  json_metadata: string;
}

type Snapshot = Pick<DashboardDetail, 'dashboard_title' | 'css' | 'position_json' | 'json_metadata'>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** JSON with object keys sorted, so two encodings of one value compare equal. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_k, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** A value as the dialog shows it: strings as they are, the rest as indented JSON. */
function display(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** Every compared field of a dashboard, by key path (json_metadata split into its keys). */
function fields(d: Snapshot): Map<string, unknown> {
  const out = new Map<string, unknown>([
    ['dashboard_title', d.dashboard_title ?? ''],
    ['css', d.css ?? ''],
    ['position_json', parseJson(d.position_json)],
  ]);
  const metadata = parseJson(d.json_metadata);
  if (isRecord(metadata)) {
    for (const [key, value] of Object.entries(metadata)) {
      // An old copy of the positions in the metadata is never written back (see buildSavePayload).
      if (key !== 'positions') out.set(`json_metadata.${key}`, value);
    }
  }
  return out;
}

/**
 * The fields the server changed since `loaded`, with the server's value and the one `body` writes;
 * empty when nothing the save writes was changed by someone else (then it saves without asking).
 */
export function overwriteItems(loaded: Snapshot, server: Snapshot, body: SaveBody): OverwriteItem[] {
  const before = fields(loaded);
  const now = fields(server);
  const next = fields({ ...body });
  const keys = [...new Set([...before.keys(), ...now.keys()])];
  return keys
    .filter((k) => stableStringify(before.get(k)) !== stableStringify(now.get(k)))
    .map((keyPath) => ({
      keyPath,
      oldValue: display(now.get(keyPath)),
      newValue: display(next.get(keyPath)),
    }));
}

type Stamped = Partial<Pick<DashboardDetail, 'changed_on'>> & { changed_on_utc?: string };
const stamp = (d: Stamped) => d.changed_on ?? d.changed_on_utc;

/** Whether the server's dashboard moved on since the page loaded it (unknown: compare the values). */
export const changedSince = (loaded: Stamped, server: Stamped) =>
  stamp(loaded) === undefined || stamp(loaded) !== stamp(server);
