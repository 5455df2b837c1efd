import { BOOKING_MESSAGES, ROSTER_MESSAGES } from '@app/contracts';
import { BookingsException, eventStart, type BookingEntity } from '@app/bookings';
import type { RosterChildEntity } from './entities';

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

/** When the list closes, and the hours that lock is set to (ROSTER_LOCK_HOURS), as its message says them. */
export interface RosterLock {
  locksAt: Date;
  lockHours: number;
}

/**
 * Why the list is closed, or null while it is open: a cancelled party's to everyone; once the lock has come, to the
 * host parent and the families, while an admin (`admin`) may still change it. The one rule the host's saves, the
 * families' replies, the reads and the shirt-size reminder ask.
 */
export function rosterClosedReason(
  booking: Pick<BookingEntity, 'status'>,
  { locksAt, lockHours }: RosterLock,
  now: Date,
  admin = false,
): string | null {
  if (booking.status === 'cancelled') return ROSTER_MESSAGES.cancelled;
  return !admin && now >= locksAt ? ROSTER_MESSAGES.locked(lockHours) : null;
}

/** The answer for a link that opens nothing (forged, off, replaced, another booking's): a missing booking's 404. */
export const noSuchBooking = () => new BookingsException('BOOKING_NOT_FOUND', BOOKING_MESSAGES.notFound);

/**
 * The first names of the children coming without photo consent, in the list's order (walk-ins are added without it):
 * the one rule the host's party read, the office's album read and an upload's answer give the uploader
 * (docs/product/albums.md#uploading).
 */
export const withoutPhotoConsent = (
  children: readonly Pick<RosterChildEntity, 'firstName' | 'attending' | 'photoConsent'>[],
): string[] => children.filter((c) => c.attending && !c.photoConsent).map((c) => c.firstName);
