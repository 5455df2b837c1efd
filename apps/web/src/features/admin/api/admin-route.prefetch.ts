import type { QueryClient } from '@tanstack/react-query';
import { adminBookingsQueryOptions } from './get-admin-bookings.api';
import { adminStatsQueryOptions } from './get-admin-stats.api';
import { bookingsTableQuery } from './bookings-table-query';
import { statsPeriodQuery, todayBeforeSiteAnswers } from './stats-period-query';

/**
 * What a cold /admin's first screen reads, asked for while the route's chunk loads: the figures of the URL's period
 * (from the today the page starts with) and, on the Bookings tab, the table's page for the URL's parameters, under the
 * query keys the page's hooks use, so the table draws its rows on its first render instead of asking once the chunk and
 * the render are done. Only run once the route table's guard found an admin (app/router.tsx): anyone else never asks
 * for these.
 */
export function prefetch(queryClient: QueryClient, params: URLSearchParams): void {
  void queryClient.prefetchQuery(adminStatsQueryOptions(statsPeriodQuery(params, todayBeforeSiteAnswers()).range));
  if ((params.get('tab') ?? 'bookings') === 'bookings') {
    void queryClient.prefetchQuery(adminBookingsQueryOptions(bookingsTableQuery(params)));
  }
}
