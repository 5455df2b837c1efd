import type { AvailabilityQuery } from '@app/contracts';
import { sharedKeyRoots } from '@/lib/shared-query-keys';

export const bookingWizardKeys = {
  /** Every range's free times: a refused slot reads them all again. */
  availability: () => sharedKeyRoots.availability,
  availabilityOf: (query: AvailabilityQuery) =>
    [...sharedKeyRoots.availability, query.from, query.to, query.games, query.reservationToken] as const,
  customGames: () => ['custom-games'] as const,
  /** A parent's bookings (the bookings feature's): a new booking shows in them. */
  bookings: () => sharedKeyRoots.bookings,
};
