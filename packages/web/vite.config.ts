import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig(({ command }) => ({
  // The server serves the built assets under /static/ and index.html for every page route.
  base: command === 'build' ? '/static/' : '/',
  plugins: [react()],
  resolve: {
    alias: {
      '@meridian/core': fromHere('../core/src/index.ts'),
      '@meridian/charts': fromHere('../charts/src/index.ts'),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: {
      '/api': SERVER,
      '/login': proxy,
      '/logout': SERVER,
      '/health': SERVER,
      '/swagger': SERVER,
    },
  },
}));
