/**
 * Superset's bundle endpoints: `POST /api/v1/<resource>/import/` (multipart: the file as `formData`,
 * `overwrite` "true", `passwords` as JSON of database file → password) and
 * `GET /api/v1/<resource>/export/?q=!(ids)`, a ZIP saved under the name the server gives it.
 */
import { request, requestFile } from './client';
import { encodeUri } from './rison';

/** An export the server refused (the spec has no words for it; these follow its delete message). */
export const EXPORT_FAILED = 'There was an issue exporting: %s';

/** The resources with import and export, as their URL segment. */
export type BundleResource = 'dashboard' | 'chart' | 'dataset' | 'database' | 'saved_query' | 'theme';

export interface ImportOptions {
  overwrite?: boolean;
  /** Database file in the bundle ("databases/examples.yaml") → its password. */
  passwords?: Record<string, string>;
}

/** The multipart form the import endpoints read, as Superset's dialog sends it. */
export function importForm(file: Blob & { name?: string }, { overwrite, passwords }: ImportOptions = {}) {
  const form = new FormData();
  form.append('formData', file, file.name ?? 'bundle.zip');
  if (passwords && Object.keys(passwords).length > 0) form.append('passwords', JSON.stringify(passwords));
  if (overwrite) form.append('overwrite', 'true');
  return form;
}

/** Imports the file; throws ApiError with the server's answer (422 asks for passwords or overwrite). */
export function importBundle(resource: BundleResource, file: File, options: ImportOptions = {}) {
  return request<{ message: string }>(`/api/v1/${resource}/import/`, {
    method: 'POST',
    body: importForm(file, options),
  });
}

export const exportPath = (resource: BundleResource, ids: readonly number[]) =>
  `/api/v1/${resource}/export/?q=${encodeUri(ids)}`;

/** A name for a ZIP the server did not name: Superset's `<resource>_export_<timestamp>.zip`. */
export function fallbackExportName(resource: BundleResource, date = new Date()): string {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return `${resource}_export_${stamp}.zip`;
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Exports the objects as one bundle and downloads it; throws ApiError when the server refuses. */
export async function exportBundle(resource: BundleResource, ids: readonly number[]): Promise<string> {
  const { blob, filename } = await requestFile(exportPath(resource, ids));
  const name = filename ?? fallbackExportName(resource);
  saveBlob(blob, name);
  return name;
}
