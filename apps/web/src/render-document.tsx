import { hashKey } from '@tanstack/react-query';
import { readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { PublicDocumentPath, PublicDocumentReads } from '@app/contracts';
import { PUBLIC_DOCUMENTS } from '@/app/public-documents';
import { AppProvider } from '@/app/provider';
import { PRERENDER_STATE_ID, type PrerenderState } from '@/app/prerender-state';
import { AppRoutes } from '@/app/router';
import { galleryQueryOptions } from '@/features/catalog/api/get-gallery.api';
import { gamesQueryOptions } from '@/features/catalog/api/get-games.api';
import { NO_PHOTOS, photosQueryOptions } from '@/features/media/api/get-photos.api';
import { packagesQueryOptions } from '@/features/catalog/api/get-packages.api';
import { testimonialsQueryOptions } from '@/features/catalog/api/get-testimonials.api';
import { createQueryClient, SITE_QUERY_KEY } from '@/lib/query-client';

/**
 * The SPA's server bundle (built into dist/web/server by apps/web/vite.config.mts, loaded by the api's public pages,
 * apps/api/src/public-pages): each public page as a whole HTML document, rendered from the live reads the api passes
 * in, so the business's name and the catalogue are right before any script runs (docs/product/pages.md#page-delivery).
 */

/** The browser build's index.html (hashed entry, sheets) and each route's own sheets, written beside this bundle. */
const shell = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const routeStylesheets = new Map<string, string[]>(
  Object.entries(JSON.parse(readFileSync(new URL('./route-stylesheets.json', import.meta.url), 'utf8'))),
);

/** What each read of the SPA answers, keyed as the SPA's own query: the page's state for hydration. */
function answersOf(reads: PublicDocumentReads): Map<string, PrerenderState[number]> {
  const answers: PrerenderState = [
    [packagesQueryOptions().queryKey, reads.packages, false],
    [gamesQueryOptions().queryKey, reads.games, false],
    [galleryQueryOptions().queryKey, reads.gallery, false],
    [galleryQueryOptions(true).queryKey, reads.featuredGallery, false],
    // A document is kept per catalogue and settings, not per upload or review: the catalogue's sample testimonials and
    // no photos stand in for them until the page is hydrated.
    [testimonialsQueryOptions().queryKey, reads.testimonials, true],
    [photosQueryOptions().queryKey, NO_PHOTOS, true],
  ];
  return new Map(answers.map((answer) => [hashKey(answer[0]), answer]));
}

/** `<` escaped, so no text in the data can close the script element it travels in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Vite links the entry's stylesheet as `<link rel="stylesheet" crossorigin href="/assets/….css">`. */
const MAIN_SHEET_LINK = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/;

/** The route's own sheets after the main one, in the order the route's chunk would add them. */
function linkRouteStylesheets(path: PublicDocumentPath, html: string): string {
  const route = path === '/' ? 'home' : path.slice(1);
  const sheets = routeStylesheets.get(route);
  if (!sheets) throw new Error(`${path}: the build has no chunk for routes/${route}.route.tsx`);
  if (!MAIN_SHEET_LINK.test(html)) throw new Error('index.html links no stylesheet');
  const links = sheets.map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`);
  return html.replace(MAIN_SHEET_LINK, (main) => [main, ...links].join(''));
}

/** React puts the elements it hoists (the route's <title>, resource preloads) first: they belong in the head. */
function splitHoisted(path: string, markup: string) {
  const hoisted = /^(?:<link [^>]*>|<title>[^<]*<\/title>|<meta [^>]*>)*/.exec(markup)![0];
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1];
  if (!title) throw new Error(`${path}: the route renders no <title>`);
  return { title, preloads: hoisted.match(/<link [^>]*>/g) ?? [], body: markup.slice(hoisted.length) };
}

/**
 * One public page's document: React's markup once every lazy part has loaded (React's prerender waits for Suspense),
 * its own head (title, description, social tags, its route's stylesheets) and the query data the browser hydrates
 * it with, as JSON data (the CSP allows no inline script).
 */
export async function renderDocument(path: PublicDocumentPath, reads: PublicDocumentReads): Promise<string> {
  const page = PUBLIC_DOCUMENTS[path];
  const answers = answersOf(reads);
  const state: PrerenderState = [
    [SITE_QUERY_KEY, reads.site, false],
    ...page.queries().map(({ queryKey }) => {
      const answer = answers.get(hashKey(queryKey));
      if (!answer) throw new Error(`${path}: no live answer for the query ${hashKey(queryKey)}`);
      return answer;
    }),
  ];
  const queryClient = createQueryClient();
  for (const [queryKey, data] of state) queryClient.setQueryData(queryKey, data);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppProvider queryClient={queryClient}>
          <AppRoutes />
        </AppProvider>
      </StaticRouter>
    </StrictMode>,
    {
      // One document, complete: no boundary outlined behind a fallback to be swapped in by an inline script
      // (the CSP allows none, and the page must read right before any script runs).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  const { title, preloads, body } = splitHoisted(path, await new Response(prelude).text());
  const description = escapeHtml(page.description);
  const siteName = escapeHtml(reads.site.businessName);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...preloads,
  ].join('\n    ');
  const stateScript = `<script type="application/json" id="${PRERENDER_STATE_ID}">${scriptSafeJson(state)}</script>`;
  return linkRouteStylesheets(path, shell)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    ${stateScript}`);
}
