import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { CLIENT_ROUTES, type AdminSection, type ClientRoute, type UserRole } from '@app/contracts';
import { wasSignedIn } from '@/lib/signed-in-hint';
import { lazyPage as page, type LazyPage } from './lazy-page';
import { RootLayout } from './routes/root.route';

/**
 * Pages drawn inside another page's chunk as its descendant routes: /admin's sections, and a party's screens
 * (/host/parties/:id/<screen>, routes/host-party.route.tsx), so the entry carries none of them. A party's printed
 * certificates and its photo upload are pages of their own, without the party page's frame.
 */
const OWN_PAGES = ['/host/parties/:id/certificates/print', '/host/parties/:id/photos'] as const;
type NestedRoute = Exclude<
  `/admin/${AdminSection}` | Extract<ClientRoute, `/host/parties/:id/${string}`>,
  (typeof OWN_PAGES)[number]
>;
const NESTING = ['/admin', '/host/parties/:id'] as const;
const isNested = (path: ClientRoute): path is NestedRoute =>
  !(OWN_PAGES as readonly string[]).includes(path) && NESTING.some((parent) => path.startsWith(`${parent}/`));

/**
 * The route table (docs/product/pages.md#routes): a page for each of CLIENT_ROUTES (@app/contracts, the list the api
 * serves with 200; any other path is the not-found page, with a 404 from the server). Each page is its own chunk,
 * loaded on first visit, so `/` ships only the home page code. Declarative routes (not the data router) keep the
 * router's share of the home budget small. To add a page: its pattern in CLIENT_ROUTES, then one line here plus
 * `routes/<name>.route.tsx` exporting `Component`. The admin area's sections (/admin/<section>) are routes of /admin's
 * own chunk (routes/admin.route.tsx), and a party's screens of the party page's, so the public pages' entry carries
 * none of them.
 */
const PAGES: Record<Exclude<ClientRoute, NestedRoute>, LazyPage> = {
  '/': page(() => import('./routes/home.route')),
  '/packages': page(() => import('./routes/packages.route')),
  '/competitions': page(() => import('./routes/competitions.route')),
  '/how-it-works': page(() => import('./routes/how-it-works.route')),
  '/gallery': page(() => import('./routes/gallery.route')),
  '/about': page(() => import('./routes/about.route')),
  '/contact': page(() => import('./routes/contact.route')),
  '/booking': page(() => import('./routes/booking.route')),
  '/privacy-policy': page(() => import('./routes/privacy-policy.route')),
  '/terms-of-service': page(() => import('./routes/terms-of-service.route')),
  '/cancellation-policy': page(() => import('./routes/cancellation-policy.route')),
  '/auth': page(() => import('./routes/auth.route')),
  '/profile': page(() => import('./routes/profile.route')),
  '/bookings/:id': page(() => import('./routes/manage-booking.route')),
  '/invitations/:token': page(() => import('./routes/invitation.route')),
  '/invitation-replies/:token': page(() => import('./routes/invitation-reply.route')),
  '/reviews/:token': page(() => import('./routes/review.route')),
  '/host/welcome': page(() => import('./routes/host-welcome.route')),
  '/host': page(() => import('./routes/host.route')),
  '/host/parties/:id': page(() => import('./routes/host-party.route')),
  '/host/parties/:id/certificates/print': page(() => import('./routes/host-certificates-print.route')),
  '/host/parties/:id/photos': page(() => import('./routes/host-party-photos.route')),
  '/albums/:token': page(() => import('./routes/shared-album.route')),
  '/waitlist/leave': page(() => import('./routes/waitlist-leave.route')),
  '/waitlist/decline': page(() => import('./routes/waitlist-decline.route')),
  '/admin': page(() => import('./routes/admin.route')),
};

const NotFound = page(() => import('./routes/not-found.route'));
/** The guard of GUARDED's pages: a chunk of its own (with the toasts it brings), so the public pages ship none of it. */
const loadGuard = () => import('@/features/auth/components/require-auth.component');
const RequireAuth = lazy(() => loadGuard().then((m) => ({ default: m.RequireAuth })));

/**
 * The pages only a signed-in visitor (of `role`, when given) may open. The guard decides before the page's chunk, its
 * prefetch or any of its queries start: a parent or an anonymous visitor on /admin never asks the api for admin data
 * (the api would refuse it anyway), they only get the guard's toast and redirect; the same for anyone but a host on
 * /host (docs/product/hosts.md#the-hosts-phone-app).
 */
const GUARDED: { [path in ClientRoute]?: { role?: UserRole } } = {
  '/profile': {},
  '/admin': { role: 'admin' },
  '/host': { role: 'host' },
  '/host/parties/:id': { role: 'host' },
  '/host/parties/:id/certificates/print': { role: 'host' },
  '/host/parties/:id/photos': { role: 'host' },
};

type Prefetch = {
  /** The data of the page's first screen (and the code that draws it). */
  prefetch(queryClient: QueryClient, params: URLSearchParams, pathname: string): void;
  /** The code alone: no request to the api. */
  warm(params: URLSearchParams, pathname: string): void;
};

/**
 * The data a page's first screen reads, asked for when its chunk starts loading rather than after the chunk and the
 * first render (a cold /admin); on a guarded page, once its guard let the visitor in. Its own small chunk,
 * so `/` ships none of it. /admin's covers its sections too, which are rendered inside it.
 */
const PREFETCH: { [path in ClientRoute]?: () => Promise<Prefetch> } = {
  '/admin': () => import('./admin-route.prefetch'),
};

/**
 * Starts a page's prefetch in the render that starts loading its chunk (the lazy page beside it suspends, so an
 * effect here would wait for the chunk): once per visit, from the URL's parameters as they are then.
 */
function RoutePrefetch({ load }: { load: () => Promise<Prefetch> }) {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  useState(() => void load().then((m) => m.prefetch(queryClient, new URLSearchParams(search), pathname)));
  return null;
}

/** Where a page's route is matched: a nesting page's own pages are under it. */
const routePath = (path: ClientRoute) => (NESTING.some((parent) => parent === path) ? `${path}/*` : path);

/**
 * A guarded page's code, never its data, asked for as the app starts when this browser was signed in
 * (lib/signed-in-hint.ts): the guard's chunk, the page's and what its prefetch draws with, all beside each other and
 * the session read. Otherwise each waits for the one before, a round trip each (562 ms on a phone's slow 4G: a cold
 * /admin/bookings, bench/README.md, the admin on a phone). The guard still decides before any of the page's data is
 * asked for; a visitor who never signed in loads none of it. A failed load is the page's own to report.
 */
export function warmGuardedPage({ pathname, search }: { pathname: string; search: string }): void {
  if (!wasSignedIn()) return;
  const path = (Object.keys(GUARDED) as ClientRoute[]).find((p) => matchPath(routePath(p), pathname));
  if (!path || isNested(path)) return;
  const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);
  quietly(loadGuard());
  quietly(PAGES[path].preload());
  const prefetch = PREFETCH[path];
  if (prefetch) quietly(prefetch().then((m) => m.warm(new URLSearchParams(search), pathname)));
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {CLIENT_ROUTES.map((path) => {
          if (isNested(path)) return null;
          const Page = PAGES[path];
          const prefetch = PREFETCH[path];
          const guard = GUARDED[path];
          const content = (
            <>
              {prefetch && <RoutePrefetch load={prefetch} />}
              <Page />
            </>
          );
          return (
            <Route
              key={path}
              // Its nested pages are its own descendant routes (routes/admin.route.tsx, routes/host-party.route.tsx).
              path={routePath(path)}
              element={guard ? <RequireAuth role={guard.role}>{content}</RequireAuth> : content}
            />
          );
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
