/**
 * Meridian's own example content as a Superset v1 bundle: the YAML under `examples/bundle/`
 * (dashboards, their charts, and the examples database and datasets they stand on), read into the
 * path → text map the bundle importer takes. tsc does not copy YAML into `dist/`, so a built server
 * reads the files from `src/` beside it; tests and `tsx` read them next to this module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundleContents } from '../bundles/contents.js';

const CANDIDATES = [
  new URL('./bundle/', import.meta.url),
  // dist/examples/bundle.js → src/examples/bundle/
  new URL('../../src/examples/bundle/', import.meta.url),
];

/** The folder holding the bundle's metadata.yaml. */
export function examplesBundleDir(): string {
  for (const url of CANDIDATES) {
    const dir = fileURLToPath(url);
    if (fs.existsSync(path.join(dir, 'metadata.yaml'))) return dir;
  }
  throw new Error('The example dashboards bundle (src/examples/bundle/) is missing from this install');
}

function walk(dir: string, prefix: string, out: BundleContents): void {
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(path.join(dir, entry.name), rel, out);
    else if (entry.name.endsWith('.yaml')) out.set(rel, fs.readFileSync(path.join(dir, entry.name), 'utf8'));
  }
}

/** Every YAML file of the bundle, keyed by its path inside it (`charts/Orders.yaml`). */
export function readExamplesBundle(): BundleContents {
  const contents: BundleContents = new Map();
  walk(examplesBundleDir(), '', contents);
  return contents;
}
