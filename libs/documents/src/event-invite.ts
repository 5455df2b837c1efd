import { createEvent, type EventStatus } from 'ics';
import { ARRIVAL_MINUTES_EARLY, shortBookingId, type BookingStatus } from '@app/contracts';
import type { BookingFacts, DocumentContext } from './document-facts';
import { eventStart } from './event-time';
import { eventTitle, locationLine } from './templates/booking-summary';

/**
 * What a calendar shows of the booking (RFC 5545 STATUS): an unpaid booking may still lapse (its hold expires), so it
 * is tentative until a payment or an admin confirms it; a cancelled one is struck out of the calendar that has it.
 */
const INVITE_STATUS: Record<BookingStatus, EventStatus> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/**
 * The event as an .ics calendar invite. `ics` cannot write a TZID, so the business's wall-clock start is converted
 * to UTC and written as UTC: every calendar shows it at the right local time. The uid is the booking's, so a second
 * invite (a move's) updates the same calendar entry instead of adding one.
 */
export function eventInvite(facts: BookingFacts, ctx: DocumentContext): string {
  const b = facts.booking;
  const start = eventStart(b.eventDate, b.eventTime, ctx.business.timeZone).getTime();
  const { error, value } = createEvent({
    productId: 'champions-party/documents',
    method: 'PUBLISH',
    uid: `booking-${b.id}@${new URL(ctx.publicUrl).hostname}`,
    title: `${eventTitle(facts)} with ${ctx.business.businessName}`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + b.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    location: locationLine(facts),
    description: [
      `Booking ${shortBookingId(b.id)}: ${facts.games.map((g) => g.name).join(', ')}.`,
      `Our team arrives ${ARRIVAL_MINUTES_EARLY} minutes early to set up.`,
      `Questions? ${ctx.business.phone}, ${ctx.business.email}`,
    ].join('\n'),
    status: INVITE_STATUS[b.status],
    organizer: { name: ctx.business.businessName, email: ctx.business.email },
    url: ctx.bookingUrl(b.id),
    sequence: b.calendarSequence,
  });
  if (error || !value) throw error ?? new Error('the calendar invite came out empty');
  return value;
}

/** The invite as an e-mail attachment: the first receipt's or confirmation's at a date, and a move's. */
export const inviteAttachment = (facts: BookingFacts, ctx: DocumentContext) => ({
  filename: 'event.ics',
  content: Buffer.from(eventInvite(facts, ctx)),
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});
