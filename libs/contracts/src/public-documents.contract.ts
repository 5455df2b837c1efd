import type { GalleryImage, Game, Package, Testimonial } from './catalog.contract';
import type { ClientRoute } from './client-routes.contract';
import type { SiteInfo } from './site.contract';

/**
 * What the api reads live for a public page's document (docs/product/pages.md#page-delivery): the catalogue's answers
 * as GET /api/packages, /api/games, /api/gallery (all and featured) give them, the catalogue's sample testimonials
 * and GET /api/site. The SPA's server bundle (DOCUMENT_RENDERER_DIR/MODULE, built by apps/web/vite.config.mts) renders
 * the page from these in the api's renderer thread (apps/api/src/public-pages/document-renderer.ts).
 */
export interface PublicDocumentReads {
  site: SiteInfo;
  packages: Package[];
  games: Game[];
  gallery: GalleryImage[];
  featuredGallery: GalleryImage[];
  testimonials: Testimonial[];
}

/**
 * The public pages the api sends as documents rendered from the live catalogue and settings
 * (docs/product/pages.md#page-delivery); every other page of the SPA gets its shell. The SPA's table of their heads and
 * reads (apps/web/src/app/public-documents.ts) is keyed by these, so the typecheck fails while the two differ.
 */
export const PUBLIC_DOCUMENT_PATHS = [
  '/',
  '/packages',
  '/competitions',
  '/how-it-works',
  '/gallery',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cancellation-policy',
  '/booking',
] as const satisfies readonly ClientRoute[];
export type PublicDocumentPath = (typeof PUBLIC_DOCUMENT_PATHS)[number];

/** Where in the built SPA (WEB_DIST_DIR) the server bundle goes; the api serves nothing from it as a file. */
export const DOCUMENT_RENDERER_DIR = 'server';
/** The server bundle's module in that folder (Vite names it after src/render-document.tsx). */
export const DOCUMENT_RENDERER_MODULE = 'render-document.mjs';
