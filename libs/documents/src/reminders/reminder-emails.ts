import { ARRIVAL_MINUTES_EARLY, clockTimeAbbrIn, shortBookingId, timeZoneLabel } from '@app/contracts';
import { formatUsd } from '@app/pricing';
import type { BookingFacts, DocumentContext } from '../document-facts';
import { type DocumentEmail, eventWhen, signOff } from '../document-emails';
import { eventStart } from '../event-time';
import { eventTitle, locationLine } from '../templates/booking-summary';

const payLine = (cents: number) =>
  `The balance of ${formatUsd(cents)} is still open: pay it any time before the event on your booking's page ` +
  '(the link below).';

/** 48 hours before a confirmed event: when and where, what to have ready, the calendar invite attached again. */
export function eventReminderEmail(facts: BookingFacts, ctx: DocumentContext): DocumentEmail {
  const b = facts.booking;
  const tz = ctx.business.timeZone;
  const start = eventStart(b.eventDate, b.eventTime, tz);
  const arrival = clockTimeAbbrIn(new Date(start.getTime() - ARRIVAL_MINUTES_EARLY * 60_000), tz);
  const text = [
    `Hi ${b.parentName},`,
    '',
    `The big day is almost here! ${eventTitle(facts)} is on ${eventWhen(facts, ctx)} (${timeZoneLabel(start, tz)}).`,
    `Location: ${locationLine(facts)}`,
    '',
    'Before the event',
    `- Our team arrives ${ARRIVAL_MINUTES_EARLY} minutes early (${arrival}) to set everything up; please have the ` +
      'space ready for us.',
    `- On the programme: ${facts.games.map((g) => g.name).join(', ')}.`,
    ...(b.balanceDueCents > 0 ? [`- ${payLine(b.balanceDueCents)}`] : []),
    `- Need to change something? Call ${ctx.business.phone} or write to ${ctx.business.email}, quoting booking ` +
      `${shortBookingId(b.id)}.`,
    '',
    'The calendar invite is attached again, in case the event is not in your calendar yet.',
    ...signOff(ctx, b.id),
  ].join('\n');
  return { subject: `See you soon: ${eventTitle(facts)} is in two days`, text: `${text}\n` };
}

/**
 * Issue #38: 7 days before a party with custom shirts whose roster still lacks sizes: how many, where to add them,
 * the invitation link for the other families, and when the list closes.
 */
export function sizesReminderEmail(
  facts: BookingFacts,
  ctx: DocumentContext,
  roster: { missing: number; lockHours: number },
): DocumentEmail {
  const b = facts.booking;
  const text = [
    `Hi ${b.parentName},`,
    '',
    `${eventTitle(facts)} is coming up on ${eventWhen(facts, ctx)}, and we are getting the custom shirts ready.`,
    '',
    `Shirt sizes still missing: ${roster.missing} of ${b.guestCount} children.`,
    "Please add each child's first name and shirt size under \"Who's coming\" on your booking's page (the link below).",
    'You can also share an invitation link from there, so the other families add their own child.',
    `The list closes ${roster.lockHours} hours before the party, so the shirts and awards can be made in time.`,
    ...signOff(ctx, b.id),
  ].join('\n');
  return { subject: `Shirt sizes for ${eventTitle(facts)}: ${roster.missing} still missing`, text: `${text}\n` };
}

/** 7 days before an event with money still owed: how much, and where to pay it. */
export function balanceReminderEmail(facts: BookingFacts, ctx: DocumentContext): DocumentEmail {
  const b = facts.booking;
  const text = [
    `Hi ${b.parentName},`,
    '',
    `${eventTitle(facts)} is coming up on ${eventWhen(facts, ctx)}, and we are looking forward to it!`,
    '',
    `Balance due: ${formatUsd(b.balanceDueCents)}`,
    payLine(b.balanceDueCents),
    ...(b.amountPaidCents === 0 ? ['Your date is secured once a payment arrives.'] : []),
    ...signOff(ctx, b.id),
  ].join('\n');
  return { subject: `Balance reminder for booking ${shortBookingId(b.id)}`, text: `${text}\n` };
}
