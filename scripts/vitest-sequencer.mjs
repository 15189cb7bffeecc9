// Vitest sequencer: the longest test files first, by the durations kept in scripts/vitest-durations.json
// (seconds per file, from an earlier full run; `node scripts/vitest-durations.mjs` refreshes it).
// Vitest's own ordering needs its results cache, which a fresh clone (CI) has not got: it then starts
// the largest files of each project in turn, and a long browser file started last keeps the run going
// alone for minutes. Every project shares one pool of workers, so one order across all of them.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer } from 'vitest/node';

export const DURATIONS = new URL('./vitest-durations.json', import.meta.url);

/** The committed durations by file path (relative to the repository, with forward slashes). */
export function readDurations() {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS, 'utf8')).files ?? {};
  } catch {
    return {};
  }
}

/** The 75th percentile of `values` (0 when empty). */
function upperQuartile(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * 0.75)];
}

export default class LongestFirstSequencer extends BaseSequencer {
  async sort(files) {
    const durations = readDurations();
    const root = this.ctx.config.root;
    const key = (spec) => path.relative(root, spec.moduleId).split(path.sep).join('/');
    // A file not in the list (new, or renamed) counts as long as the upper quartile of its project's
    // known files: early enough not to end the run alone, behind the files known to be longest.
    const known = new Map();
    for (const spec of files) {
      const d = durations[key(spec)];
      if (d === undefined) continue;
      const name = spec.project.name;
      known.set(name, [...(known.get(name) ?? []), d]);
    }
    const guess = new Map([...known].map(([name, ds]) => [name, upperQuartile(ds)]));
    const estimate = (spec) => durations[key(spec)] ?? guess.get(spec.project.name) ?? 0;
    // Equal estimates (a project with none listed): the larger file first, as vitest does.
    const size = (spec) => this.ctx.cache.getFileStats(`${spec.project.name}:${key(spec)}`)?.size ?? 0;
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        estimate(b) - estimate(a) ||
        size(b) - size(a) ||
        key(a).localeCompare(key(b)),
    );
  }
}
