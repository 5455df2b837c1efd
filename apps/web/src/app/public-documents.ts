import { CATALOGUE_GAME_COUNT, CHANGE_NOTICE_HOURS, type PublicDocumentPath } from '@app/contracts';
import { galleryQueryOptions } from '@/features/catalog/api/get-gallery.api';
import { gamesQueryOptions } from '@/features/catalog/api/get-games.api';
import { photosQueryOptions } from '@/features/media/api/get-photos.api';
import { packagesQueryOptions } from '@/features/catalog/api/get-packages.api';
import { testimonialsQueryOptions } from '@/features/catalog/api/get-testimonials.api';
import { ratingQueryOptions } from '@/features/reviews/api/get-rating.api';

/**
 * The reads a public page's document may show (each has a live answer in src/render-document.tsx): the catalogue's,
 * the uploaded photos and the testimonials with the reviews' rating. The api renders a document again when any of them
 * changes, and nothing asks for them again once the page has loaded.
 */
type CatalogQuery =
  | ReturnType<typeof packagesQueryOptions>
  | ReturnType<typeof photosQueryOptions>
  | ReturnType<typeof gamesQueryOptions>
  | ReturnType<typeof galleryQueryOptions>
  | ReturnType<typeof testimonialsQueryOptions>
  | ReturnType<typeof ratingQueryOptions>;

export interface PublicDocument {
  /** For search results and link previews, with the business's saved name; the title is the route's own <title>. */
  description: (businessName: string) => string;
  /**
   * `islands`: the page is HTML with islands of React, each hydrated on its own on first use (src/islands.ts); `app`:
   * the whole SPA adopts the document (/booking, where the visitor stays in the app).
   */
  adoptedBy: 'islands' | 'app';
  /** The reads the page shows: filled from the api's live reads. */
  queries: () => CatalogQuery[];
}

/**
 * The public pages the api sends as documents rendered from the live catalogue and settings (src/render-document.tsx,
 * apps/api/src/public-pages), so a phone shows them before any JavaScript runs; the one table for what their <head>
 * adds to the route's title. Server bundle only: the browser bundle never loads it. Other routes (sign-in, profile,
 * admin, 404) get the bare shell. Each is one of the SPA's pages (CLIENT_ROUTES), so the api answers it with 200.
 */
export const PUBLIC_DOCUMENTS: { [path in PublicDocumentPath]: PublicDocument } = {
  '/': {
    adoptedBy: 'islands',
    description: () =>
      "Organised competition events for kids' parties: a host, structured games, custom shirts and an awards ceremony. Book online.",
    queries: () => [
      packagesQueryOptions(),
      galleryQueryOptions(true),
      photosQueryOptions(),
      testimonialsQueryOptions(),
      ratingQueryOptions(),
    ],
  },
  '/packages': {
    adoptedBy: 'islands',
    description: () =>
      'Party packages with a professional MC, all equipment and an awards ceremony: pick the number of games for your crowd, plus optional extras.',
    queries: () => [packagesQueryOptions()],
  },
  '/competitions': {
    adoptedBy: 'islands',
    description: () =>
      `${CATALOGUE_GAME_COUNT} field-tested competition games for every space and group size: filter by indoor or outdoor and players, then pick three or more.`,
    queries: () => [gamesQueryOptions()],
  },
  '/how-it-works': {
    adoptedBy: 'islands',
    description: () =>
      'From booking to the awards ceremony in five steps: our team arrives early, sets up, hosts three to five games and crowns the champions.',
    queries: () => [],
  },
  '/gallery': {
    adoptedBy: 'islands',
    description: (name) => `Races, podiums, team shirts and the gear we bring: photos from real ${name} events.`,
    queries: () => [galleryQueryOptions(), photosQueryOptions()],
  },
  '/about': {
    adoptedBy: 'islands',
    description: (name) =>
      `Who runs ${name}: our mission, our team of hosts and our safety promise for every kids' competition event.`,
    queries: () => [photosQueryOptions()],
  },
  '/contact': {
    adoptedBy: 'islands',
    description: () =>
      'Questions about a party? Send us a message, see our service area and business hours, and read the frequently asked questions.',
    queries: () => [],
  },
  '/privacy-policy': {
    adoptedBy: 'islands',
    description: (name) =>
      `What ${name} collects when you book or write to us, why, who else sees it and your choices.`,
    queries: () => [],
  },
  '/terms-of-service': {
    adoptedBy: 'islands',
    description: (name) =>
      `The terms of a ${name} booking: deposit and balance, your part and ours, changes and questions.`,
    queries: () => [],
  },
  '/cancellation-policy': {
    adoptedBy: 'islands',
    description: (name) =>
      `Cancelling or moving a ${name} event: a refund less processing fees ${CHANGE_NOTICE_HOURS} hours or more ahead, weather and more.`,
    queries: () => [],
  },
  '/booking': {
    adoptedBy: 'app',
    description: () =>
      'Book a kids’ competition party online in five steps: pick your games, choose a date, add extras and pay securely.',
    queries: () => [gamesQueryOptions()],
  },
};
