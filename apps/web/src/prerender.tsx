import { hashKey, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { seedCatalogReads } from '@app/catalog-seed';
import type { ClientRoute } from '@app/contracts';
import { PRERENDERED_PAGES } from '@/app/prerendered-pages';
import { AppProvider } from '@/app/provider';
import { PRERENDER_STATE_ID, type PrerenderState } from '@/app/prerender-state';
import { AppRoutes } from '@/app/router';
import { galleryQueryOptions } from '@/features/catalog/api/get-gallery.api';
import { gamesQueryOptions } from '@/features/catalog/api/get-games.api';
import { NO_PHOTOS, photosQueryOptions } from '@/features/media/api/get-photos.api';
import { packagesQueryOptions } from '@/features/catalog/api/get-packages.api';
import { testimonialsQueryOptions } from '@/features/catalog/api/get-testimonials.api';
import { createQueryClient } from '@/lib/query-client';

/** What each catalogue read of the SPA answers on a freshly seeded site: the same query as the SPA sends. */
function seedAnswers(): Map<string, unknown> {
  const reads = seedCatalogReads();
  const answers: [QueryKey, unknown][] = [
    [packagesQueryOptions().queryKey, reads.packages()],
    [gamesQueryOptions().queryKey, reads.games({})],
    [galleryQueryOptions().queryKey, reads.gallery({})],
    [galleryQueryOptions(true).queryKey, reads.gallery({ featured: true })],
    [testimonialsQueryOptions().queryKey, reads.testimonials({ featured: true })],
    // A fresh site has none; uploads made later show once the page is hydrated (see PrerenderedPage's queries).
    [photosQueryOptions().queryKey, NO_PHOTOS],
  ];
  return new Map(answers.map(([key, data]) => [hashKey(key), data]));
}

/** `<` escaped, so no text in the data can close the script element it travels in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const PRERENDERED_PATHS = Object.keys(PRERENDERED_PAGES);

/**
 * One public page at build time (run by scripts/prerender.mjs in Node): its markup once every lazy part has
 * loaded (React's prerender waits for Suspense; the route's <title> comes first, hoisted), and the query data the
 * browser hydrates it with.
 */
export async function renderPage(path: string): Promise<{ description: string; markup: string; stateScript: string }> {
  const page = PRERENDERED_PAGES[path as ClientRoute];
  if (!page) throw new Error(`${path} is not a pre-rendered page`);
  const answers = seedAnswers();
  const state: PrerenderState = page.queries().map(({ queryKey }) => {
    const hash = hashKey(queryKey);
    if (!answers.has(hash)) throw new Error(`${path}: no seed answer for the query ${hash}`);
    return [queryKey, answers.get(hash)];
  });
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
  const markup = await new Response(prelude).text();
  const stateScript = `<script type="application/json" id="${PRERENDER_STATE_ID}">${scriptSafeJson(state)}</script>`;
  return { description: page.description, markup, stateScript };
}
