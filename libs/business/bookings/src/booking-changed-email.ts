import { bookingEmailActions, emailSignOff, shortBookingId, parentGreeting } from '@app/contracts';
import { composeEmail, type Email } from '@app/mail';
import { priceLines, signedUsd } from '@app/pricing';
import { pricedBooking } from './booking.mappers';
import type { BookingEmailContext } from './booking-received-email';
import type { BookingEntity } from './entities/booking.entity';

/**
 * The parent's "your booking was changed" e-mail: the new price, line by line as the booking's page shows
 * it, with what was paid and what is still due, and where paid above the new total that the business refunds it.
 */
export function bookingChangedEmail(
  b: BookingEntity,
  ctx: Pick<BookingEmailContext, 'gameNames' | 'business' | 'pageUrl'>,
): Email {
  const ref = shortBookingId(b.id);
  const lines = priceLines({
    ...pricedBooking(b, ctx.gameNames.length),
    payment: { paidCents: b.amountPaidCents, balanceDueCents: b.balanceDueCents },
  });
  const over = b.amountPaidCents - b.finalCents;
  return composeEmail(`Your booking ${ref} was changed: the new price`, {
    greeting: parentGreeting(b.parentName),
    intro: [
      { lines: [`We changed the details of ${b.childName}'s party (booking ${ref}) as agreed with you.`] },
      { lines: ['Everything about your booking is on its page.'] },
    ],
    ...bookingEmailActions(ctx.pageUrl, b),
    blocks: [
      {
        heading: 'Your event',
        facts: [
          { label: 'Children', value: String(b.guestCount) },
          { label: 'Games', value: ctx.gameNames.join(', ') },
        ],
      },
      { heading: 'The new price', facts: lines.map((l) => ({ label: l.label, value: signedUsd(l.cents) })) },
      ...(over > 0
        ? [{ lines: [`You paid ${signedUsd(over)} more than the new total: we will refund it to you.`] }]
        : []),
    ],
    signOff: emailSignOff(ctx.business),
  });
}
