import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const SERVER = 'http://127.0.0.1:8088';
const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

// GET /login/ is a page (served by Vite in dev); POST /login/ is the server's login endpoint.
const proxy = {
  target: SERVER,
  changeOrigin: false,
  bypass: (req: { method?: string; headers: Record<string, string | string[] | undefined> }) => {
    const accept = String(req.headers.accept ?? '');
    return req.method === 'GET' && accept.includes('text/html') ? '/index.html' : undefined;
  },
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, so the server sends them
 * as they are (no compression per request). Files that do not shrink by a tenth are left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'meridian-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true }))
        .filter((f) => COMPRESSIBLE.test(f))
        .map((f) => path.join(outDir, f));
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.readFile(file);
          if (raw.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: 9 }),
          ]);
          if (br.length < raw.length * 0.9) await fs.writeFile(`${file}.br`, br);
          if (gz.length < raw.length * 0.9) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  // The server serves the built assets under /static/ and index.html for every page route.
  base: command === 'build' ? '/static/' : '/',
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@meridian/charts/thumbnails': fromHere('../charts/src/thumbnails/index.ts'),
      '@meridian/core': fromHere('../core/src/index.ts'),
      '@meridian/charts': fromHere('../charts/src/index.ts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // zod parses without compiling code in the browser (its compiled path probes `Function('')`,
        // a CSP violation). core's zod-config does it in dev and tests; in the build the tree-shaking
        // below can drop or reorder that module, so the chunk holding zod itself sets zod's global
        // config (which zod reads from globalThis) before zod's code runs.
        banner: (chunk) =>
          chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id))
            ? '(globalThis.__zod_globalConfig ??= {}).jitless = true;'
            : '',
      },
      treeshake: {
        // Building a zod schema has no side effects: schemas no page reads are left out.
        manualPureFunctions: ['z'],
        // core and charts are imported through their barrels; a module none of whose exports a page
        // uses is left out (only zod's CSP setting runs for its effect).
        moduleSideEffects: [
          { test: /packages[\\/](core|charts)[\\/]src[\\/](?!zod-config)/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    proxy: {
      // ws: the async-events WebSocket (GLOBAL_ASYNC_QUERIES_TRANSPORT=ws) upgrades under /api.
      '/api': { target: SERVER, ws: true },
      // The activity log's legacy endpoint (the page's batched events).
      '/superset/log': SERVER,
      '/login': proxy,
      '/logout': SERVER,
      '/health': SERVER,
      '/swagger': SERVER,
      // SQL Lab's legacy views (tab state and table panels); their GETs are JSON, never pages.
      '/tabstateview': SERVER,
      '/tableschemaview': SERVER,
    },
  },
}));
