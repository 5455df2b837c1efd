import { BOOKING_MESSAGES as M, type AlreadyBookedDetails, type CreatedBooking } from '@app/contracts';
import { canAccess } from './bookings.service';
import type { BookingCaller } from './booking-caller';
import { BookingsException } from './bookings.exception';
import { BookingEntity } from './entities/booking.entity';

/**
 * The 409 ALREADY_BOOKED for `standing`. Its id always travels (the parent can name the booking; alone it opens
 * nothing: the page needs the owner's session or cookie, or the e-mail's signed link). The booking itself, for the
 * wizard to reopen "Complete Your Booking" on it, only when the request proves it is the owner's (their account, or
 * this browser's owner cookie, the same test as GET /api/bookings/:id, an admin aside): whoever else types a parent's
 * e-mail, date and time learns no more than that a booking exists.
 */
export async function alreadyBooked(
  standing: BookingEntity,
  caller: BookingCaller,
  asCreated: (booking: BookingEntity) => Promise<CreatedBooking>,
): Promise<BookingsException> {
  const owner = canAccess(standing, { ...caller, isAdmin: false });
  const details: AlreadyBookedDetails = {
    bookingId: standing.id,
    ...(owner ? { booking: await asCreated(standing) } : {}),
  };
  return new BookingsException('ALREADY_BOOKED', M.alreadyBooked, { details: { ...details } });
}
