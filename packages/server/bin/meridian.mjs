#!/usr/bin/env node
// The `meridian` command as npm links it. The bin must exist when `npm ci` links bins, before anything
// is built, so it is this committed file rather than dist/main.js: in a clone it first builds what is
// missing (as `npm start` does), then runs the built command.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.join(here, '..', 'dist', 'main.js');
const ensureBuilt = path.join(here, '..', '..', '..', 'scripts', 'ensure-built.mjs');
if (!fs.existsSync(main)) {
  if (!fs.existsSync(ensureBuilt)) {
    process.stderr.write('Meridian is not built: run `npm run build` first.\n');
    process.exit(1);
  }
  await import(pathToFileURL(ensureBuilt).href);
}
await import(pathToFileURL(main).href);
