import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RootLayout } from './routes/root.route';

type PageModule = { Component: ComponentType };
const page = (load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((m) => ({ default: m.Component })));

/**
 * The route table (SPEC §2). Each page is its own chunk, loaded on first visit, so `/` ships only the home page code.
 * Declarative routes (not the data router) keep the router's share of the home budget small.
 * To add a page: one line here plus `routes/<name>.route.tsx` exporting `Component`.
 */
export const PAGES: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: '/', Page: page(() => import('./routes/home.route')) },
  { path: '/packages', Page: page(() => import('./routes/packages.route')) },
  { path: '/competitions', Page: page(() => import('./routes/competitions.route')) },
  { path: '/how-it-works', Page: page(() => import('./routes/how-it-works.route')) },
  { path: '/gallery', Page: page(() => import('./routes/gallery.route')) },
  { path: '/about', Page: page(() => import('./routes/about.route')) },
  { path: '/contact', Page: page(() => import('./routes/contact.route')) },
  { path: '/booking', Page: page(() => import('./routes/booking.route')) },
  { path: '/privacy-policy', Page: page(() => import('./routes/privacy-policy.route')) },
  { path: '/terms-of-service', Page: page(() => import('./routes/terms-of-service.route')) },
  { path: '/cancellation-policy', Page: page(() => import('./routes/cancellation-policy.route')) },
  { path: '/auth', Page: page(() => import('./routes/auth.route')) },
  { path: '/profile', Page: page(() => import('./routes/profile.route')) },
  { path: '/bookings/:id', Page: page(() => import('./routes/manage-booking.route')) },
  { path: '/admin', Page: page(() => import('./routes/admin.route')) },
  { path: '*', Page: page(() => import('./routes/not-found.route')) },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
