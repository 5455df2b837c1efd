import { emailSignOff, shortBookingId } from '@app/contracts';
import { priceLines, signedUsd } from '@app/pricing';
import { pricedBooking } from './booking.mappers';
import type { BookingEmailContext } from './booking-received-email';
import type { BookingEntity } from './entities/booking.entity';

/**
 * The parent's "your booking was changed" e-mail (issue #37): the new price, line by line as the booking's page shows
 * it, with what was paid and what is still due, and where paid above the new total that the business refunds it.
 */
export function bookingChangedEmail(
  b: BookingEntity,
  ctx: Pick<BookingEmailContext, 'gameNames' | 'business' | 'pageUrl'>,
): { subject: string; text: string } {
  const ref = shortBookingId(b.id);
  const lines = priceLines({
    ...pricedBooking(b, ctx.gameNames.length),
    payment: { paidCents: b.amountPaidCents, balanceDueCents: b.balanceDueCents },
  });
  const over = b.amountPaidCents - b.finalCents;
  const text = [
    `Hi ${b.parentName},`,
    '',
    `We changed the details of ${b.childName}'s party (booking ${ref}) as agreed with you.`,
    '',
    'Your event',
    `  Children: ${b.guestCount}`,
    `  Games: ${ctx.gameNames.join(', ')}`,
    '',
    'The new price',
    ...lines.map((l) => `  ${l.label}: ${signedUsd(l.cents)}`),
    ...(over > 0 ? ['', `You paid ${signedUsd(over)} more than the new total: we will refund it to you.`] : []),
    '',
    `Everything about your booking is on its page: ${ctx.pageUrl}`,
    ...emailSignOff(ctx.business),
  ].join('\n');
  return { subject: `Your booking ${ref} was changed: the new price`, text: `${text}\n` };
}
