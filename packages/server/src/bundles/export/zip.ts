/**
 * The export ZIP as Superset lays it out: one root folder named after the export and its time
 * (`dashboard_export_20261127T120000/`), `metadata.yaml` first (version, type, timestamp), then
 * every file under its bundle path.
 */
import { zipSync, type Zippable } from 'fflate';
import { METADATA_FILE_NAME } from '../contents.js';
import { IMPORT_VERSION } from '../configs/fields.js';
import type { ExportFiles } from './collect.js';
import { dumpYaml } from './yaml-dump.js';

/** `20261127T120000`: Python's `%Y%m%dT%H%M%S`, in UTC. */
export const exportStamp = (now: Date) =>
  now.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '');

/** Python's `datetime.now(tz=timezone.utc).isoformat()`: microseconds and `+00:00`. */
export const isoTimestamp = (now: Date) => now.toISOString().replace('Z', '000+00:00');

export function metadataFile(type: string, now: Date): Record<string, unknown> {
  return { version: IMPORT_VERSION, type, timestamp: isoTimestamp(now) };
}

/** Zips the files under `root/`, metadata first; YAML text as UTF-8. */
export function zipBundle(root: string, metadata: Record<string, unknown>, files: ExportFiles): Uint8Array {
  const encoder = new TextEncoder();
  const entries: Zippable = { [`${root}/${METADATA_FILE_NAME}`]: encoder.encode(dumpYaml(metadata)) };
  for (const [path, config] of files) entries[`${root}/${path}`] = encoder.encode(dumpYaml(config));
  return zipSync(entries, { level: 6 });
}
