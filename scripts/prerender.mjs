// Pre-renders the SPA's public pages into dist/web/pages/<name>.html at the end of `vite build` (the plugin in
// apps/web/vite.config.mts calls prerenderPages), so a phone paints them before any JavaScript has run; the api
// serves them for their paths (libs/http/src/spa.ts).
// Each page: React's markup with the catalogue of the seed (src/prerender.tsx), its query state for hydration, its
// own <head> (PRERENDERED_PAGES), and the stylesheets of index.html plus its route's own.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'dist/web');
const ssrOut = join(root, 'dist/web-prerender');
const pagesDir = join(web, 'pages');

/**
 * `routeStylesheets`: each route's own sheets (by the name of its `routes/<name>.route.tsx`), from the browser build;
 * a page links its route's, so it is styled before that chunk has loaded.
 */
export async function prerenderPages(routeStylesheets) {
  // The render code, built for Node from the same config (aliases, seed) as the browser's bundle.
  await build({
    configFile: join(root, 'apps/web/vite.config.mts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const { PRERENDERED_PATHS, renderPage } = await import(pathToFileURL(join(ssrOut, 'prerender.mjs')).href);

  const shell = readFileSync(join(web, 'index.html'), 'utf8');
  // Vite links the entry's stylesheet as `<link rel="stylesheet" crossorigin href="/assets/….css">`.
  const mainSheetLink = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/;
  if (!mainSheetLink.test(shell)) throw new Error('index.html links no stylesheet');
  /** The route's own sheets after the main one, in the order the route's chunk would add them. */
  const linkRouteStylesheets = (path, html) => {
    const route = path === '/' ? 'home' : path.slice(1);
    if (!routeStylesheets.has(route)) throw new Error(`${path}: the build has no chunk for routes/${route}.route.tsx`);
    const links = routeStylesheets.get(route).map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`);
    return html.replace(mainSheetLink, (main) => [main, ...links].join(''));
  };

  const escapeHtml = (text) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

  /** React puts the elements it hoists (the route's <title>, resource preloads) first: they belong in the head. */
  function splitHoisted(path, markup) {
    const [hoisted] = markup.match(/^(?:<link [^>]*>|<title>[^<]*<\/title>|<meta [^>]*>)*/);
    const title = hoisted.match(/<title>([^<]*)<\/title>/)?.[1];
    if (!title) throw new Error(`${path}: the route renders no <title>`);
    return { title, preloads: hoisted.match(/<link [^>]*>/g) ?? [], body: markup.slice(hoisted.length) };
  }

  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  for (const path of PRERENDERED_PATHS) {
    const { description, markup, stateScript } = await renderPage(path);
    const { title, preloads, body } = splitHoisted(path, markup);
    const head = [
      `<title>${title}</title>`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Champions Party" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="twitter:title" content="${title}" />`,
      `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
      ...preloads,
    ].join('\n    ');
    const html = linkRouteStylesheets(path, shell)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', `  ${head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>\n    ${stateScript}`);
    const name = path === '/' ? 'index' : path.slice(1);
    writeFileSync(join(pagesDir, `${name}.html`), html);
  }
  rmSync(ssrOut, { recursive: true, force: true });
  console.log(`pre-rendered ${PRERENDERED_PATHS.length} pages into dist/web/pages`);
}
