import type { QueryKey } from '@tanstack/react-query';

/**
 * The <script type="application/json"> of a public page's document: the [queryKey, data] pairs of the live answers
 * the api rendered it with (src/render-document.tsx writes it; main.tsx and the islands, app/islands/hydrate-island.tsx,
 * start from it).
 */
export const PRERENDER_STATE_ID = 'prerender-state';
export type PrerenderState = [queryKey: QueryKey, data: unknown][];
