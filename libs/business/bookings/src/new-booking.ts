import { randomUUID } from 'node:crypto';
import type { CreateBookingDto } from '@app/contracts';
import { balanceDue, type PriceQuote } from '@app/pricing';
import { bookingDetailsOf } from './booking-details';
import type { BookingCaller } from './booking-caller';
import type { NewBooking } from './booking-insert';
import { quoteColumns } from './booking.mappers';
import type { BookingEntity } from './entities/booking.entity';

/** Who owns a booking: the signed-in user, or else the browser's owner token. */
type BookingOwner = Pick<BookingEntity, 'userId' | 'ownerToken'>;

/** The caller as the owner; an anonymous browser without a token yet gets `issuedToken`. */
export function ownerOf(caller: BookingCaller, issuedToken: string | undefined): BookingOwner {
  return caller.userId
    ? { userId: caller.userId, ownerToken: null }
    : { userId: null, ownerToken: caller.ownerToken ?? issuedToken! };
}

/**
 * POST /api/bookings' request as the booking's row, the one place it is read: the parent, the child, the time and the
 * details as sent, the server's price, pending and unpaid; no promo and no payment yet, so all of the total is due.
 */
export function newBookingOf(dto: CreateBookingDto, price: PriceQuote, owner: BookingOwner): NewBooking {
  return {
    id: randomUUID(),
    ...owner,
    status: 'pending',
    paymentStatus: 'unpaid',
    parentName: dto.parentName,
    parentEmail: dto.parentEmail,
    parentPhone: dto.parentPhone,
    childName: dto.childName,
    childAge: dto.childAge,
    eventDate: dto.eventDate,
    eventTime: dto.eventTime,
    intensity: dto.intensity ?? 'medium',
    ...bookingDetailsOf(dto),
    ...quoteColumns(price),
    promoCode: null,
    promoDiscountCents: 0,
    finalCents: price.totalPrice,
    amountPaidCents: 0,
    balanceDueCents: balanceDue(price.totalPrice, 0),
  };
}

/** The new row as stored: the database's timestamps, nothing paid, e-mailed or sent to a calendar yet. */
export const storedBookingOf = (
  booking: NewBooking,
  times: Pick<BookingEntity, 'createdAt' | 'updatedAt'>,
): BookingEntity => ({
  ...booking,
  ...times,
  paymentCompletedAt: null,
  notifiedAt: null,
  cancellationNotifiedAt: null,
  calendarSequence: 0,
  calendarNotifiedSequence: 0,
  erasedAt: null,
});
