// Refreshes scripts/vitest-durations.json (the order scripts/vitest-sequencer.mjs runs files in) from
// vitest's JSON reports: `npx vitest run --reporter=json --outputFile=/tmp/run.json`, then
// `node scripts/vitest-durations.mjs /tmp/run.json [more.json…]`. Files of the reports replace their
// entries; the others are kept, and files that no longer exist are dropped.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DURATIONS, readDurations } from './vitest-sequencer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = process.argv.slice(2);
if (reports.length === 0) {
  console.error('usage: node scripts/vitest-durations.mjs <vitest-json-report>…');
  process.exit(2);
}

const files = readDurations();
for (const report of reports) {
  const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'));
  for (const result of testResults) {
    const file = path.relative(root, result.name).split(path.sep).join('/');
    files[file] = Math.round((result.endTime - result.startTime) / 100) / 10;
  }
}
const kept = Object.entries(files)
  .filter(([file]) => fs.existsSync(path.join(root, file)))
  .sort(([a, da], [b, db]) => db - da || a.localeCompare(b));
const body = {
  about:
    'Seconds per test file in a full run (relative: the machine was loaded); see scripts/vitest-sequencer.mjs.',
  files: Object.fromEntries(kept),
};
fs.writeFileSync(DURATIONS, `${JSON.stringify(body, null, 2)}\n`);
console.log(`${kept.length} files in ${fileURLToPath(DURATIONS)}`);
