/**
 * Themes in export bundles, as Superset's ExportThemesCommand and ImportThemesCommand: each theme a
 * `themes/<name>.yaml` with its name, its JSON as an object, its uuid and the export version. An
 * import writes every theme file of the bundle in one transaction, refusing a uuid already stored
 * unless told to overwrite (or, for the themes a dashboard import brings, keeping it), and a system
 * theme (read-only) always.
 */
import { themeJsonProblem } from '@meridian/core';
import { z } from 'zod';
import type { BundleContents } from './contents.js';
import { IMPORT_VERSION } from './configs/fields.js';
import { BundleInvalid, bundleError } from './errors.js';
import type { ExportFiles } from './export/collect.js';
import { getFilename } from './export/filename.js';
import { exportStamp, metadataFile, zipBundle } from './export/zip.js';
import { parseBundleYaml } from './yaml.js';
import type { MetaDb } from '../meta/db.js';
import { findThemeByUuid, insertTheme, updateTheme, type ThemeRow } from '../meta/repositories/theme.js';

export const THEME_FOLDER = 'themes/';

/** The bundle path of a theme: its name only (Superset's skip_id), its id added when names clash. */
export function themeFileName(row: ThemeRow, taken: ReadonlySet<string> = new Set()): string {
  const path = `${THEME_FOLDER}${getFilename(row.theme_name, row.id, true)}.yaml`;
  return taken.has(path) ? `${THEME_FOLDER}${getFilename(row.theme_name, row.id)}.yaml` : path;
}

/** A theme's YAML content: the JSON parsed when it parses (kept as text otherwise, as Superset). */
export function themeConfig(row: ThemeRow): Record<string, unknown> {
  let json: unknown = row.json_data;
  try {
    json = JSON.parse(row.json_data);
  } catch {
    // kept as text
  }
  return { theme_name: row.theme_name, json_data: json, uuid: row.uuid, version: IMPORT_VERSION };
}

/** Adds the themes' files to an export's file map. */
export function addThemeFiles(files: ExportFiles, rows: ThemeRow[]): void {
  const taken = new Set(files.keys());
  for (const row of rows) {
    if ([...files.values()].some((c) => c.uuid === row.uuid)) continue;
    const path = themeFileName(row, taken);
    taken.add(path);
    files.set(path, themeConfig(row));
  }
}

export function exportThemes(rows: ThemeRow[], now = new Date()): { fileName: string; bytes: Uint8Array } {
  const files: ExportFiles = new Map();
  addThemeFiles(files, rows);
  const root = `theme_export_${exportStamp(now)}`;
  return { fileName: `${root}.zip`, bytes: zipBundle(root, metadataFile('Theme', now), files) };
}

/** Superset's ImportV1ThemeSchema. */
const themeFileSchema = z.object({
  theme_name: z.string().min(1),
  json_data: z.union([z.string(), z.record(z.string(), z.unknown())]),
  uuid: z.uuid(),
  version: z.string(),
});
export type ThemeFile = z.infer<typeof themeFileSchema>;

/** The theme files of a bundle, checked; a bad file refuses the bundle naming it. */
export function loadThemeFiles(contents: BundleContents): Map<string, ThemeFile & { json_text: string }> {
  const out = new Map<string, ThemeFile & { json_text: string }>();
  for (const [path, text] of contents) {
    if (!path.startsWith(THEME_FOLDER)) continue;
    const parsed = themeFileSchema.safeParse(parseBundleYaml(path, text));
    if (!parsed.success) {
      const messages: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (messages[issue.path.join('.') || '_schema'] ??= []).push(issue.message);
      throw new BundleInvalid({ [path]: messages }, 'Error importing theme');
    }
    const json_text =
      typeof parsed.data.json_data === 'string'
        ? parsed.data.json_data
        : JSON.stringify(parsed.data.json_data);
    const problem = themeJsonProblem(json_text);
    if (problem) throw new BundleInvalid({ [path]: { json_data: [problem] } }, 'Error importing theme');
    out.set(path, { ...parsed.data, json_text });
  }
  return out;
}

/** Writes the bundle's themes (inside the caller's transaction); answers uuid → id. */
export async function importThemeFiles(
  trx: MetaDb,
  files: Map<string, ThemeFile & { json_text: string }>,
  opts: { overwrite: boolean; userId: number; now: string; keepExisting?: boolean },
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [path, file] of files) {
    const existing = await findThemeByUuid(trx, file.uuid);
    const fields = { theme_name: file.theme_name, json_data: file.json_text };
    if (!existing) {
      ids.set(file.uuid, await insertTheme(trx, { ...fields, uuid: file.uuid }, opts.userId, opts.now));
      continue;
    }
    if (opts.keepExisting && !opts.overwrite) {
      ids.set(file.uuid, existing.id);
      continue;
    }
    if (existing.is_system === 1) throw bundleError(path, 'Cannot modify system themes.');
    if (!opts.overwrite)
      throw new BundleInvalid(
        { [path]: ['Theme already exists and `overwrite=true` was not passed'] },
        'Error importing theme',
        422,
      );
    await updateTheme(trx, existing.id, fields, opts.userId, opts.now);
    ids.set(file.uuid, existing.id);
  }
  return ids;
}
