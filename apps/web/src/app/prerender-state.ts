import type { QueryKey } from '@tanstack/react-query';

/**
 * The <script type="application/json"> of a pre-rendered page: the [queryKey, data] pairs it was rendered from
 * (src/prerender.tsx writes it, main.tsx reads it).
 */
export const PRERENDER_STATE_ID = 'prerender-state';
export type PrerenderState = [QueryKey, unknown][];
