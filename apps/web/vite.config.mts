import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
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

/**
 * Radix Themes' stylesheet trimmed to what this bundle can show (scripts/radix-css.mjs). What is kept depends on the
 * scripts as well as the CSS, so the sheet is renamed after its own content: assets are cached for a year, and a
 * browser holding an older trim under the same name would lack the rules of a component added since. The new hash is
 * as long as the old one, so the source maps of the scripts that name the sheet stay exact.
 */
const trimRadixStylesheet = (): Plugin => ({
  name: 'trim-radix-stylesheet',
  apply: (config, { command }) => command === 'build' && !config.build?.ssr,
  // After Vite's own plugins have written index.html and the scripts' lists of stylesheets.
  enforce: 'post',
  async generateBundle(_options, bundle) {
    const { trimRadixThemes } = await import(pathToFileURL(here('../../scripts/radix-css.mjs')).href);
    const files = Object.values(bundle);
    const scriptCode = files.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
    for (const sheet of files) {
      if (sheet.type !== 'asset' || !sheet.fileName.endsWith('.css')) continue;
      const trimmed: string = trimRadixThemes(String(sheet.source), scriptCode);
      if (trimmed === String(sheet.source)) continue;
      const hash = createHash('sha256').update(trimmed).digest('base64url');
      const fileName = sheet.fileName.replace(/[\w-]{8}\.css$/, (old) => `${hash.slice(0, old.length - 4)}.css`);
      for (const file of files) {
        if (file.type === 'chunk') {
          file.code = file.code.replaceAll(sheet.fileName, fileName);
          const importedCss = file.viteMetadata?.importedCss;
          if (importedCss?.delete(sheet.fileName)) importedCss.add(fileName);
        } else if (typeof file.source === 'string') {
          file.source = file.source.replaceAll(sheet.fileName, fileName);
        }
      }
      delete bundle[sheet.fileName];
      this.emitFile({ type: 'asset', fileName, source: trimmed });
    }
  },
});

/**
 * React Router 7's package exports name only its development build, whatever the mode (remix-run/react-router#14102,
 * #14753): its dev warnings and checks would run in every visitor's browser. The build takes the production build
 * the package ships beside it; `vite` (dev) keeps the development one.
 */
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: here('../../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: here('../../node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root: here('.'),
  plugins: [react(), trimRadixStylesheet(), prerenderPublicPages()],
  resolve: {
    alias: [
      { find: '@/', replacement: here('./src/') },
      { find: '@app/contracts', replacement: here('../../libs/contracts/src/index.ts') },
      { find: '@app/pricing', replacement: here('../../libs/pricing/src/index.ts') },
      // Build-time only: the pre-render (src/prerender.tsx) fills its pages from the catalogue seed.
      { find: '@app/catalog-seed', replacement: here('../../libs/catalog/src/seed/seed-catalog.ts') },
      ...(command === 'build' ? reactRouterProductionBuild : []),
    ],
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
}));
