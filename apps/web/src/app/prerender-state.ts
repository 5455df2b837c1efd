import type { QueryKey } from '@tanstack/react-query';

/**
 * The <script type="application/json"> of a pre-rendered page: the [queryKey, data] pairs it was rendered from
 * (src/prerender.tsx writes it, main.tsx reads it).
 */
export const PRERENDER_STATE_ID = 'prerender-state';
export type PrerenderState = [QueryKey, unknown][];

/**
 * Marks a pre-rendered page's full stylesheet, loaded as `media="print"` so that it does not hold the first paint
 * (scripts/critical-css.mjs writes it, from src/prerender.tsx); main.tsx switches it on.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';
