import { createEvent, type EventStatus } from 'ics';
import { ARRIVAL_MINUTES_EARLY, shortBookingId, type BookingStatus, type InvitationView } from '@app/contracts';
import type { BookingFacts, DocumentContext } from './document-facts';
import { eventStart } from './event-time';
import { eventTitle, locationLine } from './templates/booking-summary';
import { printedBusiness } from './templates/document-layout';

/**
 * What a calendar shows of the booking (RFC 5545 STATUS): an unpaid booking may still lapse (its hold expires), so it
 * is tentative until a payment or an admin confirms it; a cancelled one is struck out of the calendar that has it. A
 * completed party took place: it stays as it was, confirmed.
 */
const INVITE_STATUS: Record<BookingStatus, EventStatus> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

/** One calendar event as every invite here writes it (the booking's, a family's). */
interface CalendarEvent {
  uid: string;
  title: string;
  /** The event's start on the business's clock, and how long it lasts. */
  eventDate: string;
  eventTime: string;
  durationMinutes: number;
  location: string;
  description: string;
  status: EventStatus;
  url: string;
  sequence?: number;
}

/**
 * An event as an .ics calendar invite. `ics` cannot write a TZID, so the business's wall-clock start is converted to
 * UTC and written as UTC: every calendar shows it at the right local time.
 */
function calendarInvite(event: CalendarEvent, ctx: DocumentContext): string {
  const start = eventStart(event.eventDate, event.eventTime, ctx.business.timeZone).getTime();
  const { error, value } = createEvent({
    productId: 'champions-party/documents',
    method: 'PUBLISH',
    uid: `${event.uid}@${new URL(ctx.publicUrl).hostname}`,
    title: event.title,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + event.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    location: event.location,
    description: event.description,
    status: event.status,
    organizer: { name: ctx.business.businessName, email: ctx.business.email },
    url: event.url,
    sequence: event.sequence,
  });
  if (error || !value) throw error ?? new Error('the calendar invite came out empty');
  return value;
}

/**
 * The booking's event as an invite. The uid is the booking's, so a second invite (a move's) updates the same calendar entry instead of adding one.
 */
export function eventInvite(facts: BookingFacts, ctx: DocumentContext): string {
  const b = facts.booking;
  return calendarInvite(
    {
      uid: `booking-${b.id}`,
      title: `${eventTitle(facts)} with ${ctx.business.businessName}`,
      eventDate: b.eventDate,
      eventTime: b.eventTime,
      durationMinutes: b.durationMinutes,
      location: locationLine(facts),
      description: [
        `Booking ${shortBookingId(b.id)}: ${facts.games.map((g) => g.name).join(', ')}.`,
        `Our team arrives ${ARRIVAL_MINUTES_EARLY} minutes early to set up.`,
        `Questions? ${[printedBusiness(ctx).phone, ctx.business.email].filter(Boolean).join(', ')}`,
      ].join('\n'),
      status: INVITE_STATUS[b.status],
      url: ctx.bookingUrl(b.id),
      sequence: b.calendarSequence,
    },
    ctx,
  );
}

/**
 * An invited family's invite, from the party as its invitation shows it (the place is the address only when the host
 * shared it): one uid per reply, and the reply's own page to change or withdraw the answer.
 */
export function familyInvite(reply: { id: string; party: InvitationView; url: string }, ctx: DocumentContext): string {
  const { party } = reply;
  return calendarInvite(
    {
      uid: `reply-${reply.id}`,
      title: `${party.hostChildName}'s ${party.eventTypeLabel}`,
      eventDate: party.eventDate,
      eventTime: party.eventTime,
      durationMinutes: party.durationMinutes,
      location: party.place,
      description: [party.message, `Change or withdraw your answer: ${reply.url}`].filter(Boolean).join('\n'),
      status: 'CONFIRMED',
      url: reply.url,
    },
    ctx,
  );
}

/** The invite as an e-mail attachment: the first receipt's or confirmation's at a date, and a move's. */
export const inviteAttachment = (facts: BookingFacts, ctx: DocumentContext) => ({
  filename: 'event.ics',
  content: Buffer.from(eventInvite(facts, ctx)),
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});
