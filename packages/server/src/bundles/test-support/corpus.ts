/** Superset's reference corpus in `../shared` beside the repository, wherever it is cloned. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR = fileURLToPath(
  new URL('../../../../../../shared/corpus/superset/', import.meta.url),
);

/** The bundle Superset users would bring: one root folder of YAML files, zipped. */
export const corpusZip = () => fs.readFileSync(path.join(CORPUS_DIR, 'superset_examples_bundle.zip'));

/** Every YAML file under a corpus folder, as paths relative to it. */
export function corpusYamlFiles(folder: string): string[] {
  const root = path.join(CORPUS_DIR, folder);
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}
