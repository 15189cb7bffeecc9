/**
 * How tests start `meridian` as its own OS process: the build (`node dist/main.js`) when it is at
 * least as new as every source file of the server and core packages, as after `npm run build` in
 * CI; otherwise the source through tsx (which compiles the whole server on each start, seconds per
 * process), so a test never runs code older than the tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_MAIN = path.join(packages, 'server/src/main.ts');
const BUILT_MAIN = path.join(packages, 'server/dist/main.js');

/** Newest modification time (ms) of the non-test TypeScript files under `dir`. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test-support') newest = Math.max(newest, newestSource(full));
    } else if (entry.name.endsWith('.ts') && !/\.test(-support|-suite)?\.ts$/.test(entry.name)) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

/** Modification time (ms) of a package's last build (tsc -b rewrites its build info), 0 when none. */
function builtAt(pkg: string): number {
  const info = path.join(packages, pkg, 'tsconfig.build.tsbuildinfo');
  const out = path.join(packages, pkg, 'dist');
  if (!fs.existsSync(info) || !fs.existsSync(out)) return 0;
  return fs.statSync(info).mtimeMs;
}

let cached: boolean | undefined;

/** True when the server's build is current (its and core's build no older than their sources). */
export function buildIsCurrent(): boolean {
  cached ??=
    fs.existsSync(BUILT_MAIN) &&
    ['server', 'core'].every((pkg) => builtAt(pkg) >= newestSource(path.join(packages, pkg, 'src')));
  return cached;
}

/** The node arguments that run `meridian` (followed by the command and its arguments). */
export function meridianMain(): string[] {
  return buildIsCurrent() ? [BUILT_MAIN] : ['--import', 'tsx', SOURCE_MAIN];
}
