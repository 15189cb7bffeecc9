// `npm run bench -- <name>`: runs bench/<name>.mjs (each prints a table and writes bench/results/<name>.json).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .map((f) => f.slice(0, -4));
const [name, ...rest] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <${available.join('|')}>`);
  process.exit(2);
}
await import('../scripts/ensure-built.mjs');
const r = spawnSync(process.execPath, ['--expose-gc', path.join(here, `${name}.mjs`), ...rest], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
