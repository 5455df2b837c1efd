import type { Reservation, ReserveTimeRequest } from '@app/contracts';
import { count, orNull, record, text } from './draft-shape';
import { draftAtom } from './draft-storage';

/** The time reserved at step 2: what was reserved, its token and expiry, and when it was last asked. */
export interface HeldTime extends Reservation, ReserveTimeRequest {
  /** ISO instant of the answer: with `expiresAt`, how long a reservation lasts (a setting the SPA is not told). */
  reservedAt: string;
}

/** Kept with the draft, so a reload or a trip to /packages keeps the reservation and Submit still sends its token. */
export const reservationAtom = draftAtom<HeldTime | null>(
  'reservation',
  null,
  orNull(
    record<HeldTime>({
      token: text,
      expiresAt: text,
      eventDate: text,
      eventTime: text,
      games: count,
      reservedAt: text,
    }),
  ),
);
