/**
 * The public pages the api sends as documents rendered from the live catalogue and settings
 * (docs/product/pages.md#page-delivery); every other page of the SPA (CLIENT_ROUTES) gets its shell. The SPA's table
 * of their heads and reads (apps/web/src/app/public-documents.ts) is keyed by these, so the typecheck fails while the
 * two differ.
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
] as const;
export type PublicDocumentPath = (typeof PUBLIC_DOCUMENT_PATHS)[number];

/**
 * The SPA's pages, as react-router patterns: apps/web/src/app/router.tsx renders one page per entry (its table is keyed
 * by them, so the two cannot drift), and the api answers these paths with the app and 200, any other path with the
 * app's not-found page and a 404 (libs/base/http spa.ts; /privacy and /.env once answered 200).
 */
export const CLIENT_ROUTES = [
  ...PUBLIC_DOCUMENT_PATHS,
  '/auth',
  '/profile',
  '/bookings/:id',
  '/invitations/:token',
  '/invitation-replies/:token',
  '/reviews/:token',
  '/host/welcome',
  '/host',
  '/host/parties/:id',
  '/host/parties/:id/check-in',
  '/host/parties/:id/teams',
  '/host/parties/:id/games',
  '/host/parties/:id/leaderboard',
  '/host/parties/:id/awards',
  '/host/parties/:id/finish',
  '/host/parties/:id/certificates/print',
  '/host/parties/:id/photos',
  '/albums/:token',
  '/waitlist/leave',
  '/waitlist/decline',
  '/admin',
  '/admin/bookings',
  '/admin/calendar',
  '/admin/hosts',
  '/admin/shirts',
  '/admin/promo-codes',
  '/admin/custom-games',
  '/admin/messages',
  '/admin/reviews',
  '/admin/photos',
  '/admin/settings',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

/** A pattern as react-router matches it: any case, trailing slashes or none, `:name` one non-empty segment. */
const routePattern = (route: string) =>
  new RegExp(
    `^${route
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/*$`,
    'i',
  );

// Only the server matches paths: the annotation lets the SPA's bundle drop this.
const PATTERNS = /*#__PURE__*/ CLIENT_ROUTES.map(routePattern);

/** Whether the SPA shows one of its pages (not its not-found page) at `path` (no query string). */
export const isClientRoute = (path: string): boolean => PATTERNS.some((pattern) => pattern.test(path));
