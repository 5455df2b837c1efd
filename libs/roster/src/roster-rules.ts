import { BOOKING_MESSAGES } from '@app/contracts';
import { BookingsException, eventStart, type BookingEntity } from '@app/bookings';

/** When a booking's roster closes for its host parent and families: `lockHours` before the event's start. */
export const rosterLocksAt = (
  booking: Pick<BookingEntity, 'eventDate' | 'eventTime'>,
  timeZone: string,
  lockHours: number,
): Date => new Date(eventStart(booking.eventDate, booking.eventTime, timeZone).getTime() - lockHours * 3_600_000);

/**
 * Whether the host parent (owner or link) may have the award certificates: once the party has begun, never for a
 * cancelled one. An admin may any time. The certificates route and the booking page's `certificatesReady` both ask this.
 */
export const certificatesOpenToHost = (
  booking: Pick<BookingEntity, 'eventDate' | 'eventTime' | 'status'>,
  timeZone: string,
  now: Date,
): boolean => booking.status !== 'cancelled' && now >= eventStart(booking.eventDate, booking.eventTime, timeZone);

/** Whether the list is closed to the host parent and families: a cancelled party's, or once the lock has come. */
export const rosterClosed = (booking: Pick<BookingEntity, 'status'>, locksAt: Date, now: Date): boolean =>
  booking.status === 'cancelled' || now >= locksAt;

/** The answer for a link that opens nothing (forged, off, replaced, another booking's): a missing booking's 404. */
export const noSuchBooking = () => new BookingsException('BOOKING_NOT_FOUND', BOOKING_MESSAGES.notFound);

/** The name a family sees for the guest of honour: the first word of the child's name (first names only). */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
