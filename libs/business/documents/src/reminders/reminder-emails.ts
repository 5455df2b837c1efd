import {
  ARRIVAL_MINUTES_EARLY,
  clockTimeAbbrIn,
  shortBookingId,
  timeZoneLabel,
  type WaiverMissing,
} from '@app/contracts';
import { composeEmail, type Email } from '@app/mail';
import { formatUsd } from '@app/pricing';
import type { BookingFacts, DocumentContext } from '../document-facts';
import { bookingEmail, eventWhen } from '../document-emails';
import { eventStart } from '../event-time';
import { eventTitle, locationLine } from '../templates/booking-summary';
import { reachUs } from '../templates/document-layout';

const payLine = (cents: number) =>
  `The balance of ${formatUsd(cents)} is still open: pay it any time before the event on your booking's page ` +
  '(the link above).';

/**
 * 48 hours before a confirmed event: when and where, what to have ready. No invite: the parent had it with the
 * e-mail that confirmed this date (DocumentMailer, RescheduleMailer).
 */
export function eventReminderEmail(facts: BookingFacts, ctx: DocumentContext): Email {
  const b = facts.booking;
  const tz = ctx.business.timeZone;
  const start = eventStart(b.eventDate, b.eventTime, tz);
  const arrival = clockTimeAbbrIn(new Date(start.getTime() - ARRIVAL_MINUTES_EARLY * 60_000), tz);
  return composeEmail(
    `See you soon: ${eventTitle(facts)} is in two days`,
    bookingEmail(facts, ctx, {
      intro: [
        {
          lines: [
            `The big day is almost here! ${eventTitle(facts)} is on ${eventWhen(facts, ctx)} (${timeZoneLabel(start, tz)}).`,
            `Location: ${locationLine(facts)}`,
          ],
        },
      ],
      blocks: [
        {
          heading: 'Before the event',
          items: [
            `Our team arrives ${ARRIVAL_MINUTES_EARLY} minutes early (${arrival}) to set everything up; please have the ` +
              'space ready for us.',
            `On the programme: ${facts.games.map((g) => g.name).join(', ')}.`,
            ...(b.balanceDueCents > 0 ? [payLine(b.balanceDueCents)] : []),
            `Need to change something? ${reachUs(ctx)}, quoting booking ${shortBookingId(b.id)}.`,
          ],
        },
      ],
    }),
  );
}

/**
 * 7 days before a party with custom shirts whose roster still lacks sizes: how many, where to add them,
 * the invitation link for the other families, and when the list closes.
 */
export function sizesReminderEmail(
  facts: BookingFacts,
  ctx: DocumentContext,
  roster: { missing: number; lockHours: number },
): Email {
  const b = facts.booking;
  return composeEmail(
    `Shirt sizes for ${eventTitle(facts)}: ${roster.missing} still missing`,
    bookingEmail(facts, ctx, {
      intro: [
        {
          lines: [
            `${eventTitle(facts)} is coming up on ${eventWhen(facts, ctx)}, and we are getting the custom shirts ready.`,
          ],
        },
        {
          lines: [
            `Shirt sizes still missing: ${roster.missing} of ${b.guestCount} children.`,
            "Please add each child's first name and shirt size under \"Who's coming\" on your booking's page (the link above).",
          ],
        },
      ],
      blocks: [
        {
          lines: [
            'You can also share an invitation link from there, so the other families add their own child.',
            `The list closes ${roster.lockHours} hours before the party, so the shirts and awards can be made in time.`,
          ],
        },
      ],
    }),
  );
}

/** 7 days before an event with money still owed: how much, and where to pay it. */
export function balanceReminderEmail(facts: BookingFacts, ctx: DocumentContext): Email {
  const b = facts.booking;
  return composeEmail(
    `Balance reminder for booking ${shortBookingId(b.id)}`,
    bookingEmail(facts, ctx, {
      intro: [
        { lines: [`${eventTitle(facts)} is coming up on ${eventWhen(facts, ctx)}, and we are looking forward to it!`] },
        {
          lines: [
            `Balance due: ${formatUsd(b.balanceDueCents)}`,
            payLine(b.balanceDueCents),
            ...(b.amountPaidCents === 0 ? ['Your date is secured once a payment arrives.'] : []),
          ],
        },
      ],
      blocks: [],
    }),
  );
}

/**
 * Two days before a party whose children are not all covered by a signed waiver (docs/product/waivers.md#the-reminder):
 * the parent's own child (signed on the booking's page) and the guests whose families have not signed (they sign by
 * their invitation reply's link, or at the door on the host's phone).
 */
export function waiversReminderEmail(facts: BookingFacts, ctx: DocumentContext, missing: WaiverMissing[]): Email {
  const own = missing.find((m) => m.childId === null);
  const guests = missing.filter((m) => m.childId !== null).map((m) => m.childName);
  return composeEmail(
    `Waivers still to sign for ${eventTitle(facts)}`,
    bookingEmail(facts, ctx, {
      intro: [
        {
          lines: [
            `${eventTitle(facts)} is on ${eventWhen(facts, ctx)}. Every child taking part needs a waiver signed by ` +
              'their parent or guardian before the games start.',
          ],
        },
        ...(own
          ? [{ lines: [`Please sign the waiver for ${own.childName} on your booking's page (the link above).`] }]
          : []),
      ],
      blocks: guests.length
        ? [
            {
              heading: 'Guests without a signed waiver',
              items: guests,
            },
            {
              lines: [
                'Their families can sign with the link their invitation reply gave them, or at the door on our ' +
                  "host's phone. Please let them know.",
              ],
            },
          ]
        : [],
    }),
  );
}
