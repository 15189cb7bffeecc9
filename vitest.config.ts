import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/vitest-sequencer.mjs';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));
// Tests import workspace packages from source, so `npm test` never runs against a stale build.
const alias = {
  // Before '@meridian/charts': the first matching prefix wins.
  '@meridian/charts/thumbnails': fileURLToPath(
    new URL('./packages/charts/src/thumbnails/index.ts', import.meta.url),
  ),
  '@meridian/core': src('core'),
  '@meridian/charts': src('charts'),
};

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, so every file ran after the other. The server and
    // browser files mostly wait (databases, Redis, child processes, Chromium): three at once keep
    // both cores busy. Each file has its own databases, key prefixes, temporary dirs and ports
    // (test-support/), so files may run side by side. `--maxWorkers=N` overrides it.
    maxWorkers: 3,
    // The longest files first, across projects, so no long file starts last (scripts/vitest-sequencer.mjs).
    sequence: { sequencer: LongestFirstSequencer },
    // One examples database per size for the whole run (test-support/examples-cache.ts).
    globalSetup: ['./scripts/vitest-examples-cache.mjs'],
    projects: [
      { resolve: { alias }, test: { name: 'core', root: 'packages/core', environment: 'node' } },
      { resolve: { alias }, test: { name: 'charts', root: 'packages/charts', environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        // antd forms under happy-dom take seconds when the other projects load both cores.
        test: { name: 'web', root: 'packages/web', environment: 'happy-dom', testTimeout: 20_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          root: 'packages/e2e',
          environment: 'node',
          // The harness runs the built server (packages/server/dist): node imports it as is. Inlined
          // (vitest's default outside node_modules), every browser file put its 600-odd modules
          // through Vite's module runner again — most of a file's time on a loaded machine.
          server: { deps: { external: [/\/packages\/server\/dist\//] } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // With three browser files, their servers and Chromiums sharing two cores, an occasional
          // step misses Playwright's 30 s (a menu that opened mid-animation, a lazy chunk): a failed
          // test runs once more before it counts (decision 0030). It still fails if it fails twice.
          retry: 1,
        },
      },
    ],
  },
});
