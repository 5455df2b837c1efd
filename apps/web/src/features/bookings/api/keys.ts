import { sharedKeyRoots } from '@/lib/shared-query-keys';

/** A parent's bookings, under the bookings' root that a new booking or a roster change reads again. */
export const bookingKeys = {
  all: sharedKeyRoots.bookings,
  ofUser: (userId: string | undefined) => [...sharedKeyRoots.bookings, 'user', userId] as const,
  managed: (id: string, token: string | null) => [...sharedKeyRoots.bookings, 'managed', id, token] as const,
  /** The parent's waiver for their own child (docs/product/waivers.md#the-screens). */
  waiver: (id: string, token: string | null) => [...sharedKeyRoots.bookings, 'waiver', id, token] as const,
};
