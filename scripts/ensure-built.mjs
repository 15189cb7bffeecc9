// Builds what is missing (server, core, charts, web) so `npm start` and `npm test` work on a fresh clone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const needed = [
  'packages/server/dist/main.js',
  'packages/core/dist/index.js',
  'packages/web/dist/index.html',
];
const missing = needed.filter((f) => !fs.existsSync(path.join(root, f)));
if (missing.length) {
  console.log(`Building Meridian (missing: ${missing.join(', ')})…`);
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
