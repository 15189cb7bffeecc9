// Vitest global set-up: a fresh directory for this run's cached examples databases (see
// packages/server/src/test-support/examples-cache.ts and packages/e2e/src/harness.ts), named to the
// test workers through the environment and removed when the run ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ENV = 'MERIDIAN_TEST_EXAMPLES_CACHE';

export default function setup() {
  // A run started inside another (or a developer's own choice) keeps the directory it was given.
  if (process.env[ENV]) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-examples-cache-'));
  process.env[ENV] = dir;
  return () => {
    delete process.env[ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
