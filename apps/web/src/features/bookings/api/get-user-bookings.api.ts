import type { Booking } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

/**
 * docs/product/api.md#the-api GET /api/bookings/user: the signed-in user's bookings; only fetched while someone is
 * signed in.
 */
export const userBookingsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: bookingKeys.ofUser(userId),
    queryFn: () => api.get<Booking[]>('/api/bookings/user'),
    enabled: Boolean(userId),
  });

export const useUserBookings = (userId: string | undefined) => useQuery(userBookingsQueryOptions(userId));
