import type { QueryClient } from '@tanstack/react-query';
import { adminBookingsQueryOptions } from '@/features/admin/bookings/api/get-admin-bookings.api';
import { bookingsTableQuery } from '@/features/admin/bookings/api/bookings-table-query';
import { adminStatsQueryOptions } from '@/features/admin/dashboard/api/get-admin-stats.api';
import { statsPeriodQuery } from '@/features/admin/dashboard/api/stats-period-query';
import { adminPageAt, movedAdminAddress } from '@/features/admin/shell/api/admin-sections';
import { todayBeforeSiteAnswers } from '@/features/admin/shell/components/use-admin-day.hook';

/** The admin page a cold load opens: an old address is read as the page it is sent on to, with its parameters. */
function pageOf(params: URLSearchParams, pathname: string) {
  const page = adminPageAt(pathname);
  const moved = page === 'dashboard' ? movedAdminAddress(params) : undefined;
  return moved ? { page: adminPageAt(moved.pathname), params: new URLSearchParams(moved.search) } : { page, params };
}

/**
 * The page's chunk beside /admin's: otherwise asked for once /admin's has loaded and rendered, a round trip later (a
 * phone on slow 4G: bench/README.md, the admin on a phone). A failed load is the page's own to report.
 */
export function warm(params: URLSearchParams, pathname: string): void {
  loadPage(pageOf(params, pathname).page);
}

function loadPage(page: ReturnType<typeof adminPageAt>): void {
  if (page === 'dashboard') void import('./routes/admin-dashboard.route').catch(() => undefined);
  else if (page === 'bookings') void import('./routes/admin-bookings.route').catch(() => undefined);
}

/**
 * What a cold admin page's first screen reads, and the page's own chunk, asked for while the route's chunk loads: on
 * the dashboard the figures of the URL's period (from the today the page starts with), on Bookings the table's page
 * for the URL's parameters, under the query keys the page's hooks use, so they draw on their first render instead of
 * asking once the chunk and the render are done. Only run once the route table's guard found an admin
 * (app/router.tsx): anyone else never asks for these. In app/, as it reads the dashboard's and the bookings' queries:
 * the admin's shell is what sections build on, so it imports none of them.
 */
export function prefetch(queryClient: QueryClient, search: URLSearchParams, pathname: string): void {
  const { page, params } = pageOf(search, pathname);
  loadPage(page);
  if (page === 'dashboard') {
    void queryClient.prefetchQuery(adminStatsQueryOptions(statsPeriodQuery(params, todayBeforeSiteAnswers()).range));
  } else if (page === 'bookings') {
    void queryClient.prefetchQuery(adminBookingsQueryOptions(bookingsTableQuery(params)));
  }
}
