import { hashKey } from '@tanstack/react-query';
import { readFileSync } from 'node:fs';
import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import {
  escapeHtml,
  type InvitationDocumentReads,
  type PublicDocumentPath,
  type PublicDocumentReads,
} from '@app/contracts';
import { islandIdPrefix, ISLAND_SLOT_ATTRIBUTE } from '@/app/islands/island-attributes';
import { IslandCollector } from '@/app/islands/island';
import { IslandProviders } from '@/app/islands/island-providers';
import type { IslandName } from '@/app/islands/island-registry';
import { PUBLIC_DOCUMENTS } from '@/app/public-documents';
import { AppProvider } from '@/app/provider';
import { PRERENDER_STATE_ID, type PrerenderState } from '@/app/prerender-state';
import { AppRoutes } from '@/app/router';
import { galleryQueryOptions } from '@/features/catalog/api/get-gallery.api';
import { gamesQueryOptions } from '@/features/catalog/api/get-games.api';
import { photosQueryOptions } from '@/features/media/api/get-photos.api';
import { ratingQueryOptions } from '@/features/reviews/api/get-rating.api';
import { packagesQueryOptions } from '@/features/catalog/api/get-packages.api';
import { testimonialsQueryOptions } from '@/features/catalog/api/get-testimonials.api';
import { invitationQueryOptions } from '@/features/roster/api/roster.api';
import { ApiError } from '@/lib/api-client';
import { createQueryClient, SITE_QUERY_KEY } from '@/lib/query-client';

/** An invitation's document is for the family who has its link (never indexed): what a link preview says of it. */
const INVITATION_DESCRIPTION = 'An invitation to a party: see who is coming and answer for your child.';

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

/** The browser build's manifest: where the islands loader's entry is, and the chunks it imports at once. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(new URL('../.vite/manifest.json', import.meta.url), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The islands loader (src/islands.ts) and what it imports at once, as index.html links the SPA's entry. */
function islandsScripts(): string[] {
  const entry = manifest['src/islands.ts'];
  if (!entry) throw new Error('the build has no src/islands.ts entry');
  const preloads = new Set<string>();
  const visit = (key: string) => {
    if (preloads.has(key)) return;
    preloads.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  return [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...[...preloads].map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`),
  ];
}

/** index.html's script and modulepreloads of the SPA's entry: a document of islands loads none of them. */
const APP_SCRIPTS = /\s*(?:<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" [^>]+>)/g;

/** What each read of the SPA answers, keyed as the SPA's own query: the page's state for hydration. */
function answersOf(reads: PublicDocumentReads): Map<string, PrerenderState[number]> {
  const answers: PrerenderState = [
    [packagesQueryOptions().queryKey, reads.packages],
    [gamesQueryOptions().queryKey, reads.games],
    [galleryQueryOptions().queryKey, reads.gallery],
    [galleryQueryOptions(true).queryKey, reads.featuredGallery],
    [testimonialsQueryOptions().queryKey, reads.testimonials],
    [photosQueryOptions().queryKey, reads.photos],
    [ratingQueryOptions().queryKey, reads.rating],
  ];
  return new Map(answers.map((answer) => [hashKey(answer[0]), answer]));
}

/** `<` escaped, so no text in the data can close the script element it travels in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Vite links the entry's stylesheet as `<link rel="stylesheet" crossorigin href="/assets/….css">`. */
const MAIN_SHEET_LINK = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/;

/** The route's own sheets after the main one, in the order the route's chunk would add them. */
function linkRouteStylesheets(route: string, html: string): string {
  const sheets = routeStylesheets.get(route);
  if (!sheets) throw new Error(`the build has no chunk for routes/${route}.route.tsx`);
  if (!MAIN_SHEET_LINK.test(html)) throw new Error('index.html links no stylesheet');
  const links = sheets.map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`);
  return html.replace(MAIN_SHEET_LINK, (main) => [main, ...links].join(''));
}

/** React puts the elements it hoists (the route's <title>, resource preloads) first: they belong in the head. */
function splitHoisted(path: string, markup: string) {
  const hoisted = /^(?:<link [^>]*>|<title>[^<]*<\/title>|<meta [^>]*>)*/.exec(markup)![0];
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1];
  if (!title) throw new Error(`${path}: the route renders no <title>`);
  return {
    title,
    preloads: hoisted.match(/<link [^>]*>/g) ?? [],
    // A route's own (robots, referrer); the head's description and social tags are this module's.
    metas: hoisted.match(/<meta [^>]*>/g) ?? [],
    body: markup.slice(hoisted.length),
  };
}

/** React's markup of one tree once every lazy part has loaded (React's prerender waits for Suspense). */
async function markupOf(tree: ReactElement, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{tree}</StrictMode>, {
    identifierPrefix,
    // One document, complete: no boundary outlined behind a fallback to be swapped in by an inline script
    // (the CSP allows none, and the page must read right before any script runs).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error;
    },
  });
  return new Response(prelude).text();
}

/**
 * Each island's markup in its element, rendered as a root of its own with the providers and id prefix the browser
 * hydrates it with (app/islands/hydrate-island.tsx); what it hoists (a preload) goes to the head with the page's.
 */
async function fillIslands(
  path: string,
  body: string,
  islands: Map<IslandName, ReactElement>,
  queryClient: ReturnType<typeof createQueryClient>,
) {
  const preloads: string[] = [];
  for (const [name, element] of islands) {
    const markup = await markupOf(
      <IslandProviders queryClient={queryClient} location={path}>
        {element}
      </IslandProviders>,
      islandIdPrefix(name),
    );
    const hoisted = /^(?:<link [^>]*>)*/.exec(markup)![0];
    preloads.push(...(hoisted.match(/<link [^>]*>/g) ?? []));
    const slot = new RegExp(`(<div data-island="${name}"[^>]*?) ${ISLAND_SLOT_ATTRIBUTE}=""></div>`);
    if (!slot.test(body)) throw new Error(`${path}: no element for the island ${name}`);
    body = body.replace(slot, (_, start: string) => `${start}>${markup.slice(hoisted.length)}</div>`);
  }
  return { body, preloads };
}

/** What a document is rendered from: where the router is, its route's module, its head and its query data. */
interface DocumentPage {
  location: string;
  /** The route's module, routes/<route>.route.tsx: its own sheets go after the main one. */
  route: string;
  description: string;
  adoptedBy: 'islands' | 'app';
  state: PrerenderState;
  businessName: string;
}

/**
 * One page's document: React's markup once every lazy part has loaded (React's prerender waits for Suspense), its own
 * head (title, what the route hoists, description, social tags, its route's stylesheets) and the query data the
 * browser hydrates it with, as JSON data (the CSP allows no inline script).
 */
async function renderPage(page: DocumentPage, queryClient = createQueryClient()): Promise<string> {
  const { location, state } = page;
  for (const [queryKey, data] of state) queryClient.setQueryData(queryKey, data);
  const islands = page.adoptedBy === 'islands' ? new Map<IslandName, ReactElement>() : null;
  const rendered = splitHoisted(
    location,
    await markupOf(
      <IslandCollector.Provider value={islands}>
        <StaticRouter location={location}>
          <AppProvider queryClient={queryClient}>
            <AppRoutes />
          </AppProvider>
        </StaticRouter>
      </IslandCollector.Provider>,
    ),
  );
  const { title } = rendered;
  const { body, preloads } = islands
    ? await fillIslands(location, rendered.body, islands, queryClient)
    : { body: rendered.body, preloads: [] };
  const description = escapeHtml(page.description);
  const siteName = escapeHtml(page.businessName);
  const head = [
    `<title>${title}</title>`,
    ...rendered.metas,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...new Set([...rendered.preloads, ...preloads]),
    ...(islands ? islandsScripts() : []),
  ].join('\n    ');
  const stateScript = `<script type="application/json" id="${PRERENDER_STATE_ID}">${scriptSafeJson(state)}</script>`;
  return linkRouteStylesheets(page.route, islands ? shell.replace(APP_SCRIPTS, '') : shell)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    ${stateScript}`);
}

/** One public page's document, from the live reads the api passes in (its PUBLIC_DOCUMENTS entry says which). */
export async function renderDocument(path: PublicDocumentPath, reads: PublicDocumentReads): Promise<string> {
  const page = PUBLIC_DOCUMENTS[path];
  const answers = answersOf(reads);
  const state: PrerenderState = [
    [SITE_QUERY_KEY, reads.site],
    ...page.queries().map(({ queryKey }) => {
      const answer = answers.get(hashKey(queryKey));
      if (!answer) throw new Error(`${path}: no live answer for the query ${hashKey(queryKey)}`);
      return answer;
    }),
  ];
  return renderPage({
    location: path,
    route: path === '/' ? 'home' : path.slice(1),
    description: page.description(reads.site.businessName),
    adoptedBy: page.adoptedBy,
    state,
    businessName: reads.site.businessName,
  });
}

/**
 * An invited family's page (/invitations/:token, docs/product/pages.md#page-delivery): the invitation as the api read
 * it, its reply form an island; a link that opens none shows what the SPA shows for its 404 (the page is drawn from
 * that error, which no data in the document can carry, so the server's query client holds it).
 */
export async function renderInvitationDocument({ site, token, invitation }: InvitationDocumentReads): Promise<string> {
  const { queryKey } = invitationQueryOptions(token);
  const queryClient = createQueryClient();
  if (!invitation) {
    // Drawn from the error at once, never read again on the server (a query in error would otherwise show as loading).
    queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
    const query = queryClient.getQueryCache().build(queryClient, { queryKey });
    query.setState({ ...query.state, status: 'error', error: new ApiError(404, '', 'Not Found') });
  }
  return renderPage(
    {
      location: `/invitations/${encodeURIComponent(token)}`,
      route: 'invitation',
      description: INVITATION_DESCRIPTION,
      adoptedBy: 'islands',
      state: [[SITE_QUERY_KEY, site], ...(invitation ? [[queryKey, invitation] as PrerenderState[number]] : [])],
      businessName: site.businessName,
    },
    queryClient,
  );
}
