/**
 * The pure rules of the dashboard properties dialog: the advanced JSON metadata text (validated,
 * every key kept), the colour scheme stored inside it, certification, and the PUT body.
 */
import { CATEGORICAL_SCHEMES } from '@meridian/charts';
import type { DashboardUpdate } from '../../../api/dashboardActions';
import type { DashboardDetail, UserRef } from '../../../api/types';
import { UNTITLED_DASHBOARD } from '../list/dashboardLinks';

export const JSON_METADATA_INVALID = 'JSON metadata is invalid!';

type Metadata = Record<string, unknown>;
export type MetadataParse = { ok: true; value: Metadata } | { ok: false; error: string };

/** The metadata text as an object; empty text is an empty object, anything but an object is invalid. */
export function parseJsonMetadata(text: string): MetadataParse {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return { ok: true, value: value as Metadata };
  } catch {
    // falls through to the message below
  }
  return { ok: false, error: JSON_METADATA_INVALID };
}

/** The stored json_metadata pretty-printed for the editor (unreadable text is shown as it is). */
export function formatJsonMetadata(stored: string | null | undefined): string {
  const parsed = parseJsonMetadata(stored ?? '');
  if (!parsed.ok) return stored ?? '';
  // Superset keeps the layout in json_metadata.positions; it belongs to position_json, not here.
  const { positions: _positions, ...rest } = parsed.value;
  return JSON.stringify(rest, null, 2);
}

/** Sets (or, with undefined, removes) one key of the metadata text; null when the text is invalid. */
export function setMetadataKey(text: string, key: string, value: unknown): string | null {
  const parsed = parseJsonMetadata(text);
  if (!parsed.ok) return null;
  const next = { ...parsed.value };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return JSON.stringify(next, null, 2);
}

/** The metadata's colour scheme when it is one we know; an unknown one shows as none (spec §5). */
export function colorSchemeOf(text: string): string | undefined {
  const parsed = parseJsonMetadata(text);
  const scheme = parsed.ok ? parsed.value.color_scheme : undefined;
  return typeof scheme === 'string' && scheme in CATEGORICAL_SCHEMES ? scheme : undefined;
}

/** Certification details are kept only when someone certified the dashboard (spec §3). */
export function certificationFields(certifiedBy: string, details: string) {
  const by = certifiedBy.trim();
  return { certified_by: by || null, certification_details: by ? details.trim() || null : null };
}

export interface PropertiesValues {
  title: string;
  slug: string;
  owners: number[];
  roles: number[];
  tags: number[];
  certifiedBy: string;
  certificationDetails: string;
  jsonMetadata: string;
}

export interface PropertiesFlags {
  /** DASHBOARD_RBAC: dashboard roles are edited. */
  roles: boolean;
  /** TAGGING_SYSTEM: dashboard tags are edited. */
  tags: boolean;
}

/** The PUT body, or the metadata error that blocks saving. */
export function buildPropertiesUpdate(
  v: PropertiesValues,
  flags: PropertiesFlags,
): { ok: true; body: DashboardUpdate } | { ok: false; error: string } {
  const metadata = parseJsonMetadata(v.jsonMetadata);
  if (!metadata.ok) return metadata;
  const { positions: _positions, ...json } = metadata.value;
  return {
    ok: true,
    body: {
      dashboard_title: v.title.trim() || UNTITLED_DASHBOARD,
      slug: v.slug.trim() || null,
      owners: v.owners,
      ...(flags.roles && { roles: v.roles }),
      ...(flags.tags && { tags: v.tags }),
      ...certificationFields(v.certifiedBy, v.certificationDetails),
      json_metadata: JSON.stringify(json),
    },
  };
}

/** A 400 body's message for one field ({message: {slug: ["Must be unique"]}}), if there is one. */
export function fieldError(error: unknown, field: string): string | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== 'object' || message === null) return undefined;
  const value = (message as Record<string, unknown>)[field];
  const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** A related-select option ({value: id, label: "First Last"}) as the user reference the page shows. */
export function userRefOf(o: { value: number; label: string }): UserRef {
  const [first = '', ...rest] = o.label.trim().split(/\s+/);
  return { id: o.value, first_name: first, last_name: rest.join(' ') };
}

const isUserRef = (u: unknown): u is UserRef =>
  typeof u === 'object' && u !== null && typeof (u as UserRef).id === 'number' && 'first_name' in u;

/**
 * What the page merges after a successful PUT: the fields sent, with owners as user references,
 * overlaid by the server's answer where it holds full objects (Superset echoes ids, Meridian more).
 */
export function propertiesPatch(
  body: DashboardUpdate,
  owners: { value: number; label: string }[],
  result?: Record<string, unknown>,
): Partial<DashboardDetail> {
  const { owners: _ids, roles: _roles, tags: _tags, ...fields } = body;
  const patch: Partial<DashboardDetail> = { ...fields, owners: owners.map(userRefOf) };
  if (!result) return patch;
  const known: (keyof DashboardDetail)[] = [
    'dashboard_title',
    'slug',
    'json_metadata',
    'certified_by',
    'certification_details',
    'changed_on',
    'changed_by_name',
    'url',
  ];
  const fromServer = Object.fromEntries(known.filter((k) => k in result).map((k) => [k, result[k]]));
  const serverOwners =
    Array.isArray(result.owners) && result.owners.every(isUserRef) ? result.owners : undefined;
  // Roles and tags come back as objects ({id, name}) from servers that list them on GET.
  const objects = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'object' && x !== null);
  const extra = Object.fromEntries(
    (['roles', 'tags'] as const).filter((k) => objects(result[k])).map((k) => [k, result[k]]),
  );
  return { ...patch, ...fromServer, ...extra, ...(serverOwners && { owners: serverOwners }) };
}
