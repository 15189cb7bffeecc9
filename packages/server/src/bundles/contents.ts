/**
 * An uploaded import file → its configuration files as text, keyed as Superset keys them: a ZIP's
 * YAML entries under their path inside the bundle's root folder (`charts/x.yaml`); a lone .yaml,
 * .yml or .json file (the older export formats) under its own name. Hidden and `_` files, and
 * anything that is not YAML, are passed over unread, as Superset does.
 */
import { bundleError } from './errors.js';
import { BUNDLE_LIMITS, type BundleLimits } from './limits.js';
import { isZip, listZipEntries, readZipEntry, type ZipEntry } from './zip-reader.js';

export const METADATA_FILE_NAME = 'metadata.yaml';

/** Path inside the bundle → file text. */
export type BundleContents = Map<string, string>;

export interface Upload {
  filename: string;
  data: Uint8Array;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decodeText(file: string, bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw bundleError(file, 'Not a valid UTF-8 text file');
  }
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Superset's is_valid_config: a YAML file that is not hidden. */
export function isConfigFile(path: string): boolean {
  const name = baseName(path);
  return !name.startsWith('.') && !name.startsWith('_') && /\.ya?ml$/i.test(name);
}

/**
 * The bundle path of an entry: Superset drops the first folder (the export's root). An archive
 * zipped from inside that folder (metadata.yaml at its top) is read as it is.
 */
function bundlePaths(entries: ZipEntry[]): (name: string) => string {
  const flat = entries.some((e) => e.name === METADATA_FILE_NAME);
  return flat ? (name) => name : (name) => name.split('/').slice(1).join('/');
}

function readZipContents(upload: Upload, limits: BundleLimits): BundleContents {
  const entries = listZipEntries(upload.data, upload.filename, limits);
  const pathOf = bundlePaths(entries);
  const contents: BundleContents = new Map();
  let total = 0;
  for (const entry of entries) {
    const path = pathOf(entry.name);
    if (entry.name.endsWith('/') || path === '' || !isConfigFile(path)) continue;
    const bytes = readZipEntry(upload.data, entry, upload.filename, limits);
    total += bytes.length;
    if (total > limits.maxTotalBytes) {
      throw bundleError(upload.filename, 'The archive is larger than allowed once uncompressed');
    }
    contents.set(path, decodeText(path, bytes));
  }
  return contents;
}

/** Reads an upload into its configuration files, refusing it whole when a cap is passed. */
export function readBundle(upload: Upload, limits: BundleLimits = BUNDLE_LIMITS): BundleContents {
  if (upload.data.length > limits.maxUploadBytes) {
    throw bundleError(upload.filename, 'The file is larger than allowed');
  }
  if (isZip(upload.data)) return readZipContents(upload, limits);
  const name = baseName(upload.filename);
  if (!/\.(ya?ml|json)$/i.test(name)) {
    throw bundleError(upload.filename, 'Not a valid ZIP, YAML or JSON file');
  }
  if (upload.data.length > limits.maxEntryBytes) throw bundleError(name, 'The file is larger than allowed');
  return new Map([[name, decodeText(name, upload.data)]]);
}
