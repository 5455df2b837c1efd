// Pre-renders the SPA's public pages into dist/web/pages/<name>.html at the end of `vite build` (the plugin in
// apps/web/vite.config.mts calls prerenderPages), so a phone paints them before any JavaScript has run; the api
// serves them for their paths (libs/http/src/spa.ts).
// Each page: React's markup with the catalogue of the seed (src/prerender.tsx), its query state for hydration, its
// own <head> (PRERENDERED_PAGES), and its critical CSS inlined (critical-css.mjs). Nothing but the document and the
// first screen's images competes for a phone's link before the first paint: the full stylesheet is deferred, no font
// is preloaded, and the scripts, which only hydrate a page already drawn, are fetched at low priority. The route's
// chunks are not preloaded either (Lighthouse: FCP 2.4 s with them, 1.6 s without); the entry script asks for them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { deferStylesheet, pruneUnusedCustomProperties, WhereAwareBeasties } from './critical-css.mjs';
import { stylesheetLink, stylesheetLinkPattern } from './stylesheet-links.mjs';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'dist/web');
const ssrOut = join(root, 'dist/web-prerender');
const pagesDir = join(web, 'pages');

/**
 * `routeStylesheets`: each route's own sheets (by the name of its `routes/<name>.route.tsx`), from the browser build;
 * a page links its route's so that their rules it uses are inlined too.
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
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const { DEFERRED_STYLESHEET_ATTRIBUTE, PRERENDERED_PATHS, renderPage } = await import(
    pathToFileURL(join(ssrOut, 'prerender.mjs')).href
  );

  // The web fonts' @font-face rules (a sheet of their own, vite.config.mts) travel inline, all of them: the page's
  // text is declared in its fonts from the first paint, and turning the main sheet on later declares nothing again.
  const fontsLink = stylesheetLinkPattern('fonts-[^"]+');
  const template = readFileSync(join(web, 'index.html'), 'utf8');
  const fontsSheet = template.match(fontsLink)?.[1];
  if (!fontsSheet) throw new Error('index.html links no fonts stylesheet');
  const shell = template.replace(fontsLink, () => `<style>${readFileSync(join(web, fontsSheet), 'utf8')}</style>`);
  const mainSheetLink = stylesheetLinkPattern();
  if (!mainSheetLink.test(shell)) throw new Error('index.html links no main stylesheet');
  /** The route's own sheets after the main one, in the order the route's chunk would add them. */
  const linkRouteStylesheets = (path, html) => {
    const route = path === '/' ? 'home' : path.slice(1);
    if (!routeStylesheets.has(route)) throw new Error(`${path}: the build has no chunk for routes/${route}.route.tsx`);
    const links = routeStylesheets.get(route).map((sheet) => stylesheetLink(sheet));
    return html.replace(mainSheetLink, (main) => [main, ...links].join(''));
  };

  /** The entry script and the modules it imports, asked for after the first screen's images. */
  const lowerScriptPriority = (html) =>
    html.replace(
      /<(script type="module"|link rel="modulepreload") crossorigin/g,
      '<$1 fetchpriority="low" crossorigin',
    );

  const escapeHtml = (text) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

  /** React puts the elements it hoists (the route's <title>, resource preloads) first: they belong in the head. */
  function splitHoisted(path, markup) {
    const [hoisted] = markup.match(/^(?:<link [^>]*>|<title>[^<]*<\/title>|<meta [^>]*>)*/);
    const title = hoisted.match(/<title>([^<]*)<\/title>/)?.[1];
    if (!title) throw new Error(`${path}: the route renders no <title>`);
    return { title, preloads: hoisted.match(/<link [^>]*>/g) ?? [], body: markup.slice(hoisted.length) };
  }

  const beasties = new WhereAwareBeasties({
    path: web,
    publicPath: '/',
    // 'media' and 'swap' switch the sheet on with an inline onload handler, which the CSP (script-src 'self') refuses.
    preload: 'body',
    pruneSource: false,
    // The @font-face rules are inline already (above). No font is preloaded: Chrome holds the first paint until
    // preloaded fonts arrive, where `font-display: swap` onto the metric-compatible fallbacks (global.css) lets the
    // text paint at once.
    inlineFonts: false,
    preloadFonts: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });

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
    writeFileSync(
      join(pagesDir, `${name}.html`),
      lowerScriptPriority(
        deferStylesheet(path, pruneUnusedCustomProperties(await beasties.process(html)), DEFERRED_STYLESHEET_ATTRIBUTE),
      ),
    );
  }
  rmSync(ssrOut, { recursive: true, force: true });
  console.log(`pre-rendered ${PRERENDERED_PATHS.length} pages into dist/web/pages`);
}
