import react from '@vitejs/plugin-react';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { HOST_READS_CACHE, HOST_READS_PATTERN } from './src/lib/host-reads';
// eslint-disable-next-line no-restricted-imports -- Vite loads its config before any alias exists
import { DOCUMENT_RENDERER_DIR } from '../../libs/shared/contracts/src/site/public-documents.contract';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `vite build` ends by building the public pages' server bundle (src/render-document.tsx) into dist/web/server, from
 * the same config (aliases) as the browser's bundle; that Node build is not itself a browser build, so it does not
 * recurse. The api loads it and renders each public page from the live catalogue and settings
 * (apps/api/src/public-pages). A document draws its route's markup before the route's chunk has loaded: the
 * stylesheets of that chunk (and of the chunks it imports, beyond the entry's own sheet) are linked by the document
 * too, read here from the bundle and written beside the server bundle (route-stylesheets.json).
 */
const buildDocumentRenderer = (): Plugin => {
  const routeStylesheets = new Map<string, string[]>();
  return {
    name: 'build-document-renderer',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entrySheets = new Set(chunks.flatMap((c) => (c.isEntry ? [...(c.viteMetadata?.importedCss ?? [])] : [])));
      const sheetsOf = (fileName: string, seen = new Set<string>()): string[] => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return [];
        seen.add(fileName);
        const own = [...(chunk.viteMetadata?.importedCss ?? [])].filter((sheet) => !entrySheets.has(sheet));
        return [...chunk.imports.flatMap((imported) => sheetsOf(imported, seen)), ...own];
      };
      const routeOf = (id: string | null | undefined) => id?.match(/[\\/]routes[\\/]([\w-]+)\.route\.tsx$/)?.[1];
      for (const chunk of chunks) {
        const route = routeOf(chunk.facadeModuleId);
        if (route) routeStylesheets.set(route, [...new Set(sheetsOf(chunk.fileName))]);
      }
      // A lazy route bundled into another chunk (the bundler's choice) would have its document link none of its sheets;
      // those in an entry (the root's) come with the entry's.
      const lazy = chunks.filter((c) => !c.isEntry).flatMap((c) => c.moduleIds.map(routeOf));
      const without = [...new Set(lazy)].filter((route) => route && !routeStylesheets.has(route));
      if (without.length) this.error(`routes without a chunk of their own: ${without.join(', ')}`);
    },
    async closeBundle() {
      const outDir = here(`../../dist/web/${DOCUMENT_RENDERER_DIR}`);
      await build({
        configFile: here('vite.config.mts'),
        logLevel: 'warn',
        build: {
          ssr: 'src/render-document.tsx',
          outDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
      writeFileSync(join(outDir, 'route-stylesheets.json'), JSON.stringify(Object.fromEntries(routeStylesheets)));
    },
  };
};

/**
 * React Router 7's package exports name only its development build, whatever the mode (remix-run/react-router#14102,
 * #14753): its dev warnings and checks would run in every visitor's browser. The build takes the production build
 * the package ships beside it; `vite` (dev) keeps the development one.
 */
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: here('../../node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: here('../../node_modules/react-router/dist/production/dom-export.mjs') },
];

/**
 * The host's phone app (docs/product/party-day.md#offline): a service worker that /host alone registers, with /host as
 * its scope, so it never controls a public page or the admin. It keeps the app's shell and files (precached with each
 * build) and the day's reads: the host's parties, each party and the site, never the session (network first, the kept
 * answer when the network fails or is too slow), so /host and a party open without a signal after the morning's first
 * open; they are forgotten on signing out, on any 401, when someone else signs in and at the session's end
 * (src/lib/host-reads.ts).
 * The manifest is public/host.webmanifest, linked by /host's screens only (the plugin would link it from every page).
 */
const hostApp = () =>
  VitePWA({
    strategies: 'generateSW',
    filename: 'host-sw.js',
    injectRegister: false,
    manifest: false,
    workbox: {
      // The brand fonts' Latin faces only: the other scripts' faces are most of the fonts' weight.
      globPatterns: [
        'index.html',
        'assets/**/*.{js,css}',
        'assets/*-latin{,-ext}-wght-*.woff2',
        'host.webmanifest',
        'images/logo.svg',
      ],
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/^\/host(\/|$)/],
      clientsClaim: true,
      skipWaiting: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: HOST_READS_PATTERN,
          handler: 'NetworkFirst',
          options: {
            cacheName: HOST_READS_CACHE,
            // A weak signal: the kept answer rather than a spinner that never ends.
            networkTimeoutSeconds: 6,
            expiration: { maxAgeSeconds: 3 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });

/**
 * The browser's bundle copies each small shared chunk (under 4 kB of source: an icon, a Radix Themes part, a contract)
 * into the chunks that read it instead of serving it as a file of its own (Rolldown's inline common chunks, whose
 * runtime keeps one instance of each module however many copies there are). /booking's first load was 67 files, 51 of
 * them under 2 kB, each compressed apart and each a request: it is 19 files and 177.6 kB gzip instead of 181.6, an
 * island wakes with 5-22 files instead of 18-55, and the browser suite ran 12% shorter (bench/README.md, page-load
 * CPU). The copies make the whole app's JavaScript larger (597 kB gzip against 477), which only the host app's service
 * worker downloads whole, once a release. Chunks holding styles stay files, since the documents link their stylesheets
 * (route-stylesheets.json above); Rolldown needs the entries' exports free to drop, and neither entry exports anything.
 * Not for the server bundle: the api calls its entry's exports.
 */
const INLINE_SMALL_SHARED_CHUNKS = { maxSize: 4096, exclude: /\.css(\?|$)/ };

export default defineConfig(({ command, isSsrBuild }) => ({
  root: here('.'),
  plugins: [react(), buildDocumentRenderer(), hostApp()],
  resolve: {
    alias: [
      { find: '@/', replacement: here('./src/') },
      { find: '@app/contracts', replacement: here('../../libs/shared/contracts/src/index.ts') },
      { find: '@app/pricing', replacement: here('../../libs/shared/pricing/src/index.ts') },
      ...(command === 'build' ? reactRouterProductionBuild : []),
    ],
  },
  build: {
    outDir: here('../../dist/web'),
    emptyOutDir: true,
    // The import graph of the bundle (.vite/manifest.json): what each public page loads is checked against it
    // (src/app/public-page-scripts.test.ts).
    manifest: true,
    modulePreload: {
      // Every browser the site supports has native modulepreload; the polyfill would only add bytes.
      polyfill: false,
      // /booking's route chunk (the page the whole app adopts, src/app/public-documents.ts) is asked for by React.lazy
      // in the middle of adopting the page: the loader's modulepreload link for each of its some forty chunks, a few ms
      // each on a phone, made that render one long task. The browser finds them in the chunk itself; its stylesheets
      // stay (the document links them already).
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && /(^|\/)booking\.route-[\w-]+\.js$/.test(filename)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    rolldownOptions: {
      // The SPA (index.html) and the public pages' islands loader, which their documents load instead
      // (src/islands.ts, docs/adr/0033-public-pages-as-islands.md).
      input: { index: here('index.html'), islands: here('src/islands.ts') },
      // React, React Router and TanStack Query as one chunk: with two entries sharing them (the SPA's, and the islands'
      // once one wakes) the bundler split them into many small chunks, each compressed apart (/booking: +5.6 kB gzip).
      output: {
        codeSplitting: {
          ...(isSsrBuild ? {} : { experimentalInlineCommonChunks: INLINE_SMALL_SHARED_CHUNKS }),
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
      treeshake: {
        // The shared libs are plain declarations: let unused parts of the @app/contracts barrel drop out of a chunk.
        moduleSideEffects: (id: string) => !/[\\/]libs[\\/]shared[\\/](contracts|pricing)[\\/]/.test(id),
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
