import type { EntityManager } from 'typeorm';
import { BOOKING_MESSAGES as M, type AlreadyBookedDetails } from '@app/contracts';
import { BookingsException } from './bookings.exception';
import type { NewBooking } from './booking-insert';

/**
 * Issue #36: one party per e-mail, date and time. A parent who gave up on a slow Submit and books again (another
 * tab, or a retry whose answer was lost with its cookie) is shown the booking that stands instead of a second one;
 * a cancelled booking does not stand. Called inside the booking's transaction: the advisory lock on that e-mail,
 * date and time makes two Submits sent at once wait for each other, so the second one finds the first's row.
 */
export async function refuseSameBookingAgain(
  manager: EntityManager,
  booking: Pick<NewBooking, 'parentEmail' | 'eventDate' | 'eventTime'>,
): Promise<void> {
  const email = booking.parentEmail.toLowerCase();
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `booking:${email}:${booking.eventDate}:${booking.eventTime}`,
  ]);
  const [standing] = (await manager.query(
    `SELECT id FROM bookings
      WHERE event_date = $1 AND event_time = $2 AND lower(parent_email) = $3 AND status <> 'cancelled'
      LIMIT 1`,
    [booking.eventDate, booking.eventTime, email],
  )) as { id: string }[];
  if (!standing) return;
  const details: AlreadyBookedDetails = { bookingId: standing.id };
  throw new BookingsException('ALREADY_BOOKED', M.alreadyBooked, { details: { ...details } });
}
