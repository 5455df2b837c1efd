import type { QueryKey } from '@tanstack/react-query';

/**
 * The <script type="application/json"> of a public page's document: the [queryKey, data] pairs it was rendered from
 * (src/render-document.tsx writes it, main.tsx reads it).
 */
export const PRERENDER_STATE_ID = 'prerender-state';
export type PrerenderState = [QueryKey, unknown][];
