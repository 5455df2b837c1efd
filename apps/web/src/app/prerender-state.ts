import type { QueryKey } from '@tanstack/react-query';

/**
 * The <script type="application/json"> of a public page's document: the [queryKey, data, stand-in] triples it was
 * rendered from (src/render-document.tsx writes it, main.tsx reads it). A stand-in is what the document shows in place
 * of a read it leaves out (no uploaded photos, the sample testimonials): the page asks the API for it once adopted; the
 * others are the live answers the api rendered the page with.
 */
export const PRERENDER_STATE_ID = 'prerender-state';
export type PrerenderState = [queryKey: QueryKey, data: unknown, standIn: boolean][];
