import react from '@vitejs/plugin-react';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `vite build` ends by pre-rendering the public pages (scripts/prerender.mjs) from the bundle just written; the
 * Node build that pre-render runs with this same config is not itself a browser build, so it does not recurse.
 */
const prerenderPublicPages = (): Plugin => ({
  name: 'prerender-public-pages',
  apply: (config, { command }) => command === 'build' && !config.build?.ssr,
  async closeBundle() {
    const { prerenderPages } = await import(pathToFileURL(here('../../scripts/prerender.mjs')).href);
    await prerenderPages();
  },
});

export default defineConfig({
  root: here('.'),
  plugins: [react(), prerenderPublicPages()],
  resolve: {
    alias: {
      '@/': here('./src/'),
      '@app/contracts': here('../../libs/contracts/src/index.ts'),
      '@app/pricing': here('../../libs/pricing/src/index.ts'),
      // Build-time only: the pre-render (src/prerender.tsx) fills its pages from the catalogue seed.
      '@app/catalog-seed': here('../../libs/catalog/src/seed/seed-catalog.ts'),
    },
  },
  build: {
    outDir: here('../../dist/web'),
    emptyOutDir: true,
    // Maps are written (dist/web/assets/*.map) but not referenced from each file: the reference comment cost every
    // visitor about 40 bytes gzipped per script, twenty scripts on the home page; load a map in DevTools by hand.
    sourcemap: 'hidden',
    // Every browser the site supports has native modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The shared libs are plain declarations: let unused parts of the @app/contracts barrel drop out of a chunk.
        moduleSideEffects: (id: string) => !/[\\/]libs[\\/](contracts|pricing)[\\/]/.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/paypal': 'http://127.0.0.1:3000',
      '/admin/queues': 'http://127.0.0.1:3000',
    },
  },
});
