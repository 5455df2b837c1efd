import type { GalleryImage, Game, Package, Testimonial } from '../catalog/catalog.contract';
import type { PublicPhotos } from '../media/media.contract';
import type { InvitationView } from '../roster/roster.contract';
import type { ReviewRating } from '../reviews/reviews.contract';
import type { SiteInfo } from './site.contract';

/**
 * What the api reads live for a public page's document (docs/product/pages.md#page-delivery): the catalogue's answers
 * as GET /api/packages, /api/games, /api/gallery (all and featured) give them, the uploaded photos (GET /api/photos),
 * the featured testimonials and the reviews' rating (GET /api/testimonials?featured=true, /api/testimonials/rating)
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
  photos: PublicPhotos;
  rating: ReviewRating;
}

/**
 * What the api reads for an invitation's document (/invitations/:token): the invitation as GET /api/invitations/:token
 * answers it, or null for a link that opens none (forged, turned off or replaced), and GET /api/site.
 */
export interface InvitationDocumentReads {
  site: SiteInfo;
  token: string;
  invitation: InvitationView | null;
}

/** Where in the built SPA (WEB_DIST_DIR) the server bundle goes; the api serves nothing from it as a file. */
export const DOCUMENT_RENDERER_DIR = 'server';
/** The server bundle's module in that folder (Vite names it after src/render-document.tsx). */
export const DOCUMENT_RENDERER_MODULE = 'render-document.mjs';
