import { Button, Container, Flex, Heading } from '@radix-ui/themes';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { ADMIN_AREA_WORDS as W, ADMIN_PAGES, type AdminSection } from '@app/contracts';
import { PageFallback } from '@/components/layout/page-fallback.layout';
import { adminPageAt, movedAdminAddress } from '@/features/admin/shell/api/admin-sections';
import { AdminSectionBar } from '@/features/admin/shell/components/admin-section-bar.component';
import { AdminTimeZoneContext } from '@/features/admin/shell/components/admin-time-zone.context';
import { useAdminDay } from '@/features/admin/shell/components/use-admin-day.hook';
import { lazyPage } from '../lazy-page';
import { RouteErrorBoundary } from './route-error.route';

/**
 * The admin area's pages inside its frame (its heading and section bar stay as the admin moves between them): the
 * dashboard at /admin itself and a page per section, each its own chunk. Here, in /admin's chunk, rather than in the
 * app's route table, so no public page ships them. Keyed by the sections CLIENT_ROUTES lists, so a section the api
 * serves always has its page.
 */
const Dashboard = lazyPage(() => import('./admin-dashboard.route'));
const SECTIONS: Record<AdminSection, LazyExoticComponent<ComponentType>> = {
  bookings: lazyPage(() => import('./admin-bookings.route')),
  calendar: lazyPage(() => import('./admin-calendar.route')),
  hosts: lazyPage(() => import('./admin-hosts.route')),
  shirts: lazyPage(() => import('./admin-shirts.route')),
  'promo-codes': lazyPage(() => import('./admin-promo-codes.route')),
  'custom-games': lazyPage(() => import('./admin-custom-games.route')),
  messages: lazyPage(() => import('./admin-messages.route')),
  reviews: lazyPage(() => import('./admin-reviews.route')),
  photos: lazyPage(() => import('./admin-photos.route')),
  settings: lazyPage(() => import('./admin-settings.route')),
};
const NotFound = lazyPage(() => import('./not-found.route'));

/**
 * /admin and its sections (/admin/bookings, /admin/settings, ...): login and role admin required, checked by the route
 * table's guard (app/router.tsx) before this chunk loads; the API refuses everyone else on its own (401/403). The
 * frame (heading, section bar) stays while the admin moves between sections; each section is its own chunk.
 */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { timeZone } = useAdminDay();
  // An address from before the sections had their own (a bookmark, a link in an e-mail) opens the section it meant.
  const current = adminPageAt(pathname);
  const moved = current === 'dashboard' ? movedAdminAddress(params) : undefined;
  if (moved) return <Navigate to={moved} replace />;
  // Below /admin but no page of it (/admin/nonsense): the site's not-found page, as the server's 404 says.
  if (!current) return <NotFound />;
  return (
    // The Calendar's hold expiries and every other instant of the admin area are shown in the business's time zone.
    <AdminTimeZoneContext.Provider value={timeZone}>
      <Container size="4" px="4" py={{ initial: '5', md: '8' }}>
        <Heading as="h1" size={{ initial: '7', sm: '8' }} mb="3">
          {W.heading}
        </Heading>
        <AdminSectionBar />
        {/* A landmark named as the bar names the page, so a screen reader can go straight to what the link opened. */}
        <section aria-label={current && ADMIN_PAGES[current].label}>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageFallback />}>
              <Routes>
                <Route index element={<Dashboard />} />
                {Object.entries(SECTIONS).map(([section, Section]) => (
                  <Route key={section} path={section} element={<Section />} />
                ))}
              </Routes>
            </Suspense>
          </RouteErrorBoundary>
        </section>
        {/* The jobs' and e-mails' plumbing, for when something is stuck: after the page, never its first screen. Served
            by the api (Bull Board), not a client route: a full page load. */}
        <Flex justify="end" mt="6">
          <Button asChild variant="soft" color="gray">
            <a href="/admin/queues">{W.queueDashboard}</a>
          </Button>
        </Flex>
      </Container>
    </AdminTimeZoneContext.Provider>
  );
}
