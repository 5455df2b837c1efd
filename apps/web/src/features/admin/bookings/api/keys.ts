import type { AdminBookingsQuery } from '@app/contracts';
import { adminKeys } from '@/features/admin/shared/api/keys';

export const adminBookingKeys = {
  /** One page of the table: every filter is in the key. The /admin prefetch asks under it too. */
  page: (query: AdminBookingsQuery) => [...adminKeys.all, 'bookings', query] as const,
};
